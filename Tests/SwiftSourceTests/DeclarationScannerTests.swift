import Testing

@testable import SwiftSource

private func declaration(_ qualifiedName: String, in source: String) -> TypeDeclaration? {
    DeclarationScanner.declarations(in: source).first { $0.qualifiedName == qualifiedName && $0.kind != .extension }
}

@Test func scannerQualifiesEnumsThroughEnclosingTypes() {
    let source = """
        public struct Feature {
            public enum Action { case tapped }
            final class Model { actor Worker { enum Job { case run } } }
        }
        """
    let names = DeclarationScanner.declarations(in: source).map(\.qualifiedName)
    #expect(names == ["Feature", "Feature.Action", "Feature.Model", "Feature.Model.Worker", "Feature.Model.Worker.Job"])
    let job = declaration("Feature.Model.Worker.Job", in: source)!
    #expect(job.enclosingTypes.map(\.kind) == [.struct, .class, .actor])
    #expect(job.line == 3)
    #expect(job.column == 45)
}

@Test func scannerQualifiesEnumsThroughExtensions() {
    let source = """
        extension Feature.Child<Int>: Equatable {
            enum Action { case a }
        }
        public extension Feature { enum Delegate { case done } }
        """
    let declarations = DeclarationScanner.declarations(in: source)
    #expect(declarations.map(\.qualifiedName) == ["Feature.Child", "Feature.Child.Action", "Feature", "Feature.Delegate"])
    #expect(declarations[0].kind == .extension)
    #expect(declarations[0].inheritance == ["Equatable"])
    #expect(declarations[3].enclosingTypes[0].accessLevel == .public)
}

@Test func scannerRecordsGenericParametersOfEnumsAndParents() {
    let source = """
        struct Box<T: Sendable, each U> where T: Equatable {
            enum Action<Value, let n: Int>: Sendable { case a(T, Value) }
        }
        """
    let action = declaration("Box.Action", in: source)!
    #expect(action.genericParameters == ["Value", "n"])
    #expect(action.enclosingTypes[0].genericParameters == ["T", "U"])
    #expect(action.inheritance == ["Sendable"])
}

@Test func scannerRecordsAccessLevelsModifiersAndAttributes() {
    let source = """
        @available(macOS 14, *)
        package struct Outer {
            @frozen public indirect enum Tree { case leaf }
            private enum Hidden { case a }
            open class Base {}
        }
        """
    let tree = declaration("Outer.Tree", in: source)!
    #expect(tree.accessLevel == .public)
    #expect(tree.modifiers == ["indirect"])
    #expect(tree.attributes == ["@frozen"])
    #expect(tree.enclosingTypes[0].accessLevel == .package)
    #expect(tree.enclosingTypes[0].attributes == ["@available(macOS 14, *)"])
    #expect(declaration("Outer.Hidden", in: source)?.accessLevel == .private)
    #expect(declaration("Outer.Base", in: source)?.accessLevel == .open)
    #expect(declaration("Outer", in: source)?.nestedTypeNames == ["Tree", "Hidden", "Base"])
}

@Test func scannerMarksEnumsInCodeBodiesAsLocal() {
    let source = """
        func f() { enum InFunction { case a } }
        let g = { enum InClosure { case a } }
        struct S {
            var computed: Int { enum InGetter { case a }; return 0 }
            init() { enum InInit { case a } }
            enum Member { case a }
        }
        """
    let declarations = DeclarationScanner.declarations(in: source).filter { $0.kind == .enum }
    #expect(declarations.map(\.name) == ["InFunction", "InClosure", "InGetter", "InInit", "Member"])
    #expect(declarations.map(\.isLocal) == [true, true, true, true, false])
}

@Test func scannerReadsCasesWithPayloadsRawValuesAndModifiers() {
    let source = """
        enum Action: Equatable {
            case child(Child.Action), tapped
            case pair(id: Int, String = "x", flag: Bool = true)
            case loaded(value: Int)
            case `default`, `self`
            indirect case tree(Action)
            @available(*, deprecated) case old
            case closure(@Sendable () -> Void, (Int) throws -> [String: Item])
            case nested(Array<Array<Int>>, Result<A, B>?, [String: Item])
            case multiline(
                first: Int,  // trailing comment
                second: String
            )
        }
        enum Raw: String { case a = "x", b, c = #"y"# }
        enum Signed: Int { case minus = -1, zero = 0 }
        """
    let action = declaration("Action", in: source)!
    #expect(action.cases.map(\.name) == ["child", "tapped", "pair", "loaded", "`default`", "`self`", "tree", "old", "closure", "nested", "multiline"])
    #expect(action.cases[0].associatedValues == [AssociatedValue(label: nil, type: "Child.Action")])
    #expect(action.cases[1].associatedValues == nil)
    #expect(action.cases[2].associatedValues == [
        AssociatedValue(label: "id", type: "Int"),
        AssociatedValue(label: nil, type: "String", defaultValue: "\"x\""),
        AssociatedValue(label: "flag", type: "Bool", defaultValue: "true"),
    ])
    #expect(action.cases[3].associatedValues == [AssociatedValue(label: "value", type: "Int")])
    #expect(action.cases[4].baseName == "default")
    #expect(action.cases[6].isIndirect)
    #expect(!action.cases[5].isIndirect)
    #expect(action.cases[7].attributes == ["@available(*, deprecated)"])
    #expect(action.cases[8].associatedValues?.map(\.type) == ["@Sendable () -> Void", "(Int) throws -> [String: Item]"])
    #expect(action.cases[9].associatedValues?.map(\.type) == ["Array<Array<Int>>", "Result<A, B>?", "[String: Item]"])
    #expect(action.cases[10].associatedValues == [
        AssociatedValue(label: "first", type: "Int"), AssociatedValue(label: "second", type: "String"),
    ])
    let raw = declaration("Raw", in: source)!
    #expect(raw.cases.map(\.rawValue) == ["\"x\"", nil, ##"#"y"#"##])
    #expect(declaration("Signed", in: source)!.cases.map(\.rawValue) == ["-1", "0"])
}

@Test func scannerIgnoresCasesOfStatementsInsideEnumMembers() {
    let source = """
        enum Mode {
            case on, off
            var flipped: Mode { switch self { case .on: .off; case .off: .on } }
            class func make() -> Mode { .on }
            static func check(_ m: Mode) -> Bool { if case .on = m { true } else { false } }
        }
        """
    let mode = declaration("Mode", in: source)!
    #expect(mode.cases.map(\.name) == ["on", "off"])
    #expect(DeclarationScanner.declarations(in: source).count == 1)
}

@Test func scannerRecordsTheIfBranchesOfCasesAndEnums() {
    let source = """
        #if canImport(Foundation)
        enum Action {
            case always
            #if DEBUG
            case debug
            #elseif TESTING || os(Linux)
            case testing
            #else
            case release
              #if os(macOS)
              case mac
              #endif
            #endif
        }
        #endif
        enum Plain { case a }
        """
    let action = declaration("Action", in: source)!
    #expect(ConditionalBranch.expression(for: action.conditions) == "canImport(Foundation)")
    let expressions = action.cases.map { ConditionalBranch.expression(for: $0.conditions) }
    #expect(expressions == [
        nil, "DEBUG", "!(DEBUG) && (TESTING || os(Linux))", "!(DEBUG) && !(TESTING || os(Linux))",
        "(!(DEBUG) && !(TESTING || os(Linux))) && (os(macOS))",
    ])
    #expect(ConditionalBranch.areExclusive(action.cases[1].conditions, action.cases[3].conditions))
    #expect(!ConditionalBranch.areExclusive(action.cases[3].conditions, action.cases[4].conditions))
    #expect(declaration("Plain", in: source)!.conditions.isEmpty)
}

@Test func scannerRecordsNestedTypeNamesIncludingTypeAliases() {
    let source = """
        struct Feature {
            struct State {}
            typealias Alias = Int
            protocol Delegate {}
            func body() { struct Local {} }
        }
        extension Feature { enum Action { case a } }
        """
    let declarations = DeclarationScanner.declarations(in: source)
    #expect(declarations[0].nestedTypeNames == ["State", "Alias", "Delegate"])
    #expect(declarations.first { $0.kind == .extension }?.nestedTypeNames == ["Action"])
}

@Test func scannerDoesNotMistakeOtherUsesOfDeclarationWords() {
    let source = """
        protocol P: class {}
        let actor = 1
        var x = Foo.enum
        class Base { class var shared: Base { Base() }; class override func f() {} }
        let s = "enum Fake { case a }"
        // enum Commented { case a }
        """
    let names = DeclarationScanner.declarations(in: source).map(\.qualifiedName)
    #expect(names == ["P", "Base"])
}

@Test func scannerSurvivesMalformedSource() {
    for source in ["enum", "enum A", "enum A {", "enum A { case", "enum A { case b(", "enum A { case b(x: ", "}}} enum B {", "struct S<T", "#endif #else enum E { case a }"] {
        _ = DeclarationScanner.declarations(in: source)
    }
    #expect(DeclarationScanner.declarations(in: "enum A { case b(x: Int")[0].cases[0].associatedValues == [AssociatedValue(label: "x", type: "Int")])
}
