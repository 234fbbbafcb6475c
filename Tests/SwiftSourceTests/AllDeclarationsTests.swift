import Testing

@testable import SwiftSource

private func all(_ source: String) -> [SourceDeclaration] {
    DeclarationScanner.allDeclarations(in: Lexer.tokens(in: source))
}

@Test func allDeclarationsListsTypesAndMembersOutsideCodeInSourceOrder() {
    let source = """
        public struct Counter {
            public var count = 0
            public init() { let local = 1; _ = local }
            func step(by amount: Int = .init()) { struct Inner {} }
            public subscript(index: Int) -> Int { index }
            public static func == (a: Counter, b: Counter) -> Bool { true }
        }
        enum Mode { case on, off
            indirect case nested(Mode) }
        protocol Named { associatedtype Name; var name: Name { get } }
        typealias Count = Int
        """
    let found = all(source)
    #expect(found.map(\.keyword) == [
        "struct", "var", "init", "func", "subscript", "func", "enum", "case", "case", "protocol",
        "associatedtype", "var", "typealias",
    ])
    #expect(found.map(\.name) == [
        "Counter", "count", nil, "step", nil, nil, "Mode", "on", "nested", "Named", "Name", "name", "Count",
    ])
    #expect(found.map(\.line) == [1, 2, 3, 4, 5, 6, 8, 8, 9, 10, 10, 10, 11])
    #expect(found[1].enclosingTypes.map(\.name) == ["Counter"])
    #expect(found[8].enclosingTypes.map(\.kind) == [.enum])
}

@Test func allDeclarationsReadsTheAccessWrittenLeavingOutSetterAccess() {
    let source = """
        public struct Box {
            private(set) public var value = 0
            public private(set) var other = 0
            internal(set) var plain = 0
            open class func make() {}
        }
        """
    let access = all(source).map(\.accessLevel)
    #expect(access == [.public, .public, .public, nil, .open])
}

@Test func allDeclarationsKeepsTheDocCommentAboveAttributesAndModifiers() {
    let source = """
        /// A reducer.
        /// Two lines.
        @available(macOS 14, *)
        public struct Feature {
            /** The body. */
            @ReducerBuilder<State, Action> public var body: Int { 0 }
            // A plain comment hides the doc comment above it.
            /// Lost.
            // Plain.
            public func run() {}

            public let undocumented = 1
        }
        """
    let found = all(source)
    #expect(found.map(\.docCommentLines) == [1...2, 5...5, nil, nil])
    #expect(found[1].accessLevel == .public)
}

@Test func allDeclarationsKeepTheAttributesWrittenBeforeThemAndWhetherDocCHidesThem() {
    let source = """
        @available(macOS 14, *)
        public struct Feature {
            @_disfavoredOverload
            @_documentation(visibility: private)
            public init(legacy: Int) {}
            @_documentation(visibility: public) public init() {}
            public func run() {}
        }
        """
    let found = all(source)
    #expect(found.map(\.attributes) == [
        ["@available(macOS 14, *)"], ["@_disfavoredOverload", "@_documentation(visibility: private)"],
        ["@_documentation(visibility: public)"], [],
    ])
    #expect(found.map(\.isHiddenFromDocumentation) == [false, true, false, false])
}
