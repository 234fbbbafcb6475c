import Testing

@testable import SwiftSource

@Test func generatorWritesTheDocumentedConformanceForAPublicEnum() {
    let result = generate("""
        public struct Feature {
            public struct Child { public enum Action { case tap } }
            public enum Action {
                case child(Child.Action)
                case tapped
                case pair(id: Int, String = "")
            }
        }
        """)
    let expected = """
        extension Feature.Action: Composable.CasePathable {
            public struct AllCasePaths: Sendable {
                public init() {}
                public var child: Composable.AnyCasePath<Feature.Action, Feature.Child.Action> {
                    Composable.AnyCasePath(
                        caseName: "child",
                        embed: { .child($0) },
                        extract: { if case let .child(value) = $0 { return value } else { return nil } }
                    )
                }
                public var tapped: Composable.AnyCasePath<Feature.Action, Void> {
                    Composable.AnyCasePath(
                        caseName: "tapped",
                        embed: { .tapped },
                        extract: { if case .tapped = $0 { return () } else { return nil } }
                    )
                }
                public var pair: Composable.AnyCasePath<Feature.Action, (id: Int, String)> {
                    Composable.AnyCasePath(
                        caseName: "pair",
                        embed: { .pair(id: $0.0, $0.1) },
                        extract: { if case let .pair(v0, v1) = $0 { return (v0, v1) } else { return nil } }
                    )
                }
            }
            public nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        """
    #expect(result.source.contains(expected))
    #expect(result.source.contains("\nimport Composable\n"))
    #expect(result.conformedEnums == ["Feature.Child.Action", "Feature.Action"])
    #expect(result.warnings.isEmpty)
}

@Test func singleLabeledPayloadEmbedsWithItsLabel() {
    let result = generate("enum Action { case loaded(value: Int = 0) }")
    #expect(property("loaded", in: result) == "var loaded: Composable.AnyCasePath<Action, Int> {")
    #expect(result.source.contains("embed: { .loaded(value: $0) },"))
    #expect(result.source.contains("extract: { if case let .loaded(value) = $0 { return value } else { return nil } }"))
}

@Test func backtickedCaseNamesKeepTheirBackticks() {
    let result = generate("enum Action { case `default`, `in`(Int) }")
    #expect(property("`default`", in: result) == "var `default`: Composable.AnyCasePath<Action, Void> {")
    #expect(result.source.contains("embed: { .`in`($0) },"))
    #expect(result.source.contains("if case .`default` = $0"))
}

@Test func accessOfTheConformanceFollowsTheEnumsEffectiveAccess() {
    let result = generate("""
        public struct Open { public enum Public { case a }; package enum Package { case a } }
        struct Closed { public enum Public { case a } }
        package struct Shared { public enum Public { case a } }
        public struct Library {}
        public extension Library { enum Event { case a } }
        extension Library { enum Internal { case a } }
        """)
    let source = result.source
    #expect(source.contains("extension Open.Public: Composable.CasePathable {\n    public struct AllCasePaths"))
    #expect(source.contains("extension Open.Package: Composable.CasePathable {\n    package struct AllCasePaths"))
    #expect(source.contains("extension Closed.Public: Composable.CasePathable {\n    struct AllCasePaths: Sendable {\n        var a"))
    #expect(source.contains("extension Shared.Public: Composable.CasePathable {\n    package struct"))
    #expect(source.contains("extension Library.Event: Composable.CasePathable {\n    public struct"))
    #expect(source.contains("extension Library.Internal: Composable.CasePathable {\n    struct"))
    #expect(!source.contains("    init() {}"))
}

@Test func genericEnumsAreNamedWithTheirParametersInsideTheExtension() {
    let result = generate("""
        enum Loadable<Value> { case loaded(Value), loading }
        struct Pipeline<Input> { enum Event<Output> { case received(Input), produced(Output) } }
        """)
    #expect(result.source.contains("extension Loadable: Composable.CasePathable {"))
    #expect(property("loaded", in: result) == "var loaded: Composable.AnyCasePath<Loadable<Value>, Value> {")
    #expect(result.source.contains("extension Pipeline.Event: Composable.CasePathable {"))
    #expect(property("received", in: result) == "var received: Composable.AnyCasePath<Pipeline.Event<Output>, Input> {")
}

@Test func casesInIfBlocksAreWrappedInAnEquivalentCondition() {
    let result = generate("""
        enum Action {
            case always
            #if DEBUG
            case debug
            #elseif os(Linux)
            case linux
            #else
            case other
                #if canImport(Darwin)
                case darwin
                #endif
            #endif
        }
        """)
    let lines = result.source.split(separator: "\n").map { $0.trimmed() }
    func condition(before name: String) -> String? {
        guard let index = lines.firstIndex(where: { $0.hasPrefix("var \(name):") }) else { return nil }
        return lines[index - 1].hasPrefix("#if") ? lines[index - 1] : nil
    }
    #expect(condition(before: "always") == nil)
    #expect(condition(before: "debug") == "#if DEBUG")
    #expect(condition(before: "linux") == "#if !(DEBUG) && (os(Linux))")
    #expect(condition(before: "other") == "#if !(DEBUG) && !(os(Linux))")
    #expect(condition(before: "darwin") == "#if (!(DEBUG) && !(os(Linux))) && (canImport(Darwin))")
    // Four in the conformance, and each again in the reflection's switch and its iterator.
    let conformance = lines.prefix { !$0.hasSuffix("Composable.CasePathIterable {}") }
    #expect(conformance.filter { $0 == "#endif" }.count == 4)
    #expect(lines.filter { $0 == "#endif" }.count == 12)
}

@Test func enumsInIfBlocksAreWrappedWhole() {
    let result = generate("""
        #if os(Linux)
        struct Feature {
            #if DEBUG
            enum Action { case a }
            #endif
        }
        #else
        enum Other { case b }
        #endif
        """)
    #expect(result.source.contains("#if (os(Linux)) && (DEBUG)\nextension Feature.Action: Composable.CasePathable {"))
    #expect(result.source.contains("#if !(os(Linux))\nextension Other: Composable.CasePathable {"))
    #expect(result.source.hasSuffix("}\n#endif\n"))
}

@Test func availabilityOfTheEnumAndItsParentsIsRepeated() {
    let result = generate("""
        @available(macOS 14, *)
        struct Feature {
            @available(iOS 17, *) @frozen
            enum Action {
                @available(*, deprecated) case old
                case new
            }
        }
        """)
    #expect(result.source.contains("@available(macOS 14, *)\n@available(iOS 17, *)\nextension Feature.Action: Composable.CasePathable {"))
    #expect(result.source.contains("        @available(*, deprecated)\n        var old:"))
    #expect(!result.source.contains("@frozen"))
}

@Test func outputIsTheSameWhateverTheOrderOfTheFiles() {
    let files = ["B.swift": "enum B { case b }", "A.swift": "enum A { case a }", "C.swift": "enum C { case c }"]
    let first = ConformanceGenerator.generate(files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) })
    let second = ConformanceGenerator.generate(files.sorted { $0.key > $1.key }.map { SourceFile(path: $0.key, text: $0.value) })
    #expect(first == second)
    #expect(first.conformedEnums == ["A", "B", "C"])
}

@Test func targetWithoutEnumsGetsAFileWithoutImports() {
    let result = generate("struct Plain {}\nenum Namespace { static let x = 1 }")
    #expect(!result.source.contains("import"))
    #expect(result.source.hasPrefix("// Generated by CasePathsGenerator"))
    #expect(result.conformedEnums.isEmpty)
    #expect(result.warnings.isEmpty)
}

@Test func handWrittenConformancesAreLeftAlone() {
    let result = generate(files: [
        "A.swift": "enum Inline: Equatable, CasePathable { case a }\nenum Elsewhere { case a }\nenum Plain { case a }",
        "B.swift": "extension Elsewhere: Composable.CasePathable {}",
    ])
    #expect(result.conformedEnums == ["Plain"])
    #expect(result.warnings.isEmpty)
}

@Test func theTargetsImportsAreRepeatedSoThatPayloadTypesResolve() {
    let result = generate(files: [
        "A.swift": """
            import Foundation
            @preconcurrency import Dispatch
            @_exported import Composable
            #if canImport(Glibc)
            import Glibc
            #endif
            enum Action { case added(UUID) }
            """,
        "B.swift": """
            import Foundation
            internal import struct Synchronization.Mutex
            struct Model {
                func load() { let text = "import Fake" }
            }
            """,
    ])
    let header = result.source.split(separator: "\n").filter { $0.contains("import") || $0.hasPrefix("#") }
    #expect(
        header == [
            "import Composable",
            "import Foundation",
            "@preconcurrency import Dispatch",
            "#if canImport(Glibc)",
            "import Glibc",
            "#endif",
            "internal import struct Synchronization.Mutex",
        ]
    )
}
