import Testing

@testable import SwiftSource

@Test func privateAndFileprivateEnumsAreSkippedWithAWarning() {
    let result = generate("""
        private enum Hidden { case a }
        fileprivate enum AlsoHidden { case a }
        enum Visible { case a }
        """)
    #expect(result.conformedEnums == ["Visible"])
    #expect(result.warnings.map(\.description) == [
        "Feature.swift:1:14: warning: enum 'Hidden' is visible only in its own file because it is private, "
            + "so CasePathsPlugin cannot extend it from the generated file; make it internal or wider, "
            + "or write its CasePathable conformance by hand if it needs case paths",
        "Feature.swift:2:18: warning: enum 'AlsoHidden' is visible only in its own file because it is fileprivate, "
            + "so CasePathsPlugin cannot extend it from the generated file; make it internal or wider, "
            + "or write its CasePathable conformance by hand if it needs case paths",
    ])
}

@Test func enumsInPrivateTypesAndExtensionsAreSkippedWithAWarningNamingTheCause() {
    let result = generate(files: [
        "A.swift": """
            private struct Secret { enum Action { case a } }
            struct Feature {}
            private extension Feature { enum Delegate { case a } }
            """,
        "B.swift": "extension Secret { enum More { case a } }",
    ])
    #expect(result.conformedEnums.isEmpty)
    #expect(result.warnings.count == 3)
    #expect(result.warnings[0].message.hasPrefix("enum 'Secret.Action' is visible only in its own file because 'Secret' is private"))
    #expect(result.warnings[1].message.hasPrefix("enum 'Feature.Delegate' is visible only in its own file because 'the extension of Feature' is private"))
    #expect(result.warnings[2].path == "B.swift")
    #expect(result.warnings[2].message.hasPrefix("enum 'Secret.More' is visible only in its own file because 'Secret' is private"))
}

@Test func localEnumsAreSkippedWithAWarning() {
    let result = generate("""
        func run() {
            enum InFunction { case a }
        }
        let handler = {
            enum InClosure { case a }
        }
        struct Feature {
            var body: Int {
                enum InGetter { case a }
                return 0
            }
        }
        """)
    #expect(result.conformedEnums.isEmpty)
    #expect(result.warnings.map { "\($0.line):\($0.column)" } == ["2:10", "5:10", "9:14"])
    #expect(result.warnings.allSatisfy { $0.message.contains("declared inside a function, closure or other code body") })
}

@Test func enumsWithTwoCasesOfOneNameAreSkippedWithAWarning() {
    let result = generate("enum Action { case load(id: Int), load(name: String) }")
    #expect(result.conformedEnums.isEmpty)
    #expect(result.warnings.map(\.description) == [
        "Feature.swift:1:6: warning: enum 'Action' has more than one case named 'load', and a case path is "
            + "named after its case; give the cases different names, or write its CasePathable "
            + "conformance by hand if it needs case paths"
    ])
}

@Test func casesOfOneNameInExclusiveBranchesAreFine() {
    let result = generate("""
        enum Action {
            #if DEBUG
            case log(String)
            #else
            case log(Int)
            #endif
        }
        """)
    #expect(result.conformedEnums == ["Action"])
    #expect(result.warnings.isEmpty)
}

@Test func enumsThatCannotConformAreSkippedWithAWarning() {
    let result = generate("""
        enum Unique: ~Copyable { case a }
        enum Clashing { case a; struct AllCasePaths {} }
        """)
    #expect(result.conformedEnums.isEmpty)
    #expect(result.warnings.map(\.line) == [1, 2])
    #expect(result.warnings[0].message.contains("~Copyable"))
    #expect(result.warnings[1].message.contains("'AllCasePaths'"))
}

@Test func enumsWithoutCasesAreSkippedSilently() {
    let result = generate("enum Namespace {}\nenum Empty { static func f() {} }")
    #expect(result.conformedEnums.isEmpty)
    #expect(result.warnings.isEmpty)
}
