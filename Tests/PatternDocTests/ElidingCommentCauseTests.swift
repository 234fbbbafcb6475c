import Testing

@testable import PatternDoc
@testable import PatternDocReport

/// Articles written without patterndoc leave code out in comments (`struct State { /* ... */ }`,
/// `// ...`): a block that does not compile for that is elided code, not code to fix; and a
/// store's missing dynamic member is a missing name.
@Suite struct ElidingCommentCauseTests {
    static func cause(_ code: String, _ errors: [String], fromFailing: Bool = false) -> FailureCause {
        FailureCauseTests.cause(code, errors, fromFailing: fromFailing)
    }

    @Test func aFailingBlockThatLeavesCodeOutInACommentIsElidedCode() {
        // The original's Bindings.md:49: the elided `Action` has no cases, so `Reduce` does not type-check.
        let settings = """
            struct Settings: Reducer {
              struct State: Equatable { /* ... */ }
              enum Action { /* ... */ }
            }

            """
        #expect(Self.cause(settings, ["initializer 'init(_:)' requires the types 'Settings.State' and '((_, _) -> _).State' be equivalent"]) == .elidedCode)
        #expect(Self.cause("func f() -> Int {\n  // ... other cases\n}\n", ["missing return in global function expected to return 'Int'"]) == .elidedCode)
        #expect(Self.cause("func f() -> Int {\n  /*…*/\n}\n", ["missing return"]) == .elidedCode)
    }

    @Test func commentsThatDoNotElideLeaveTheCauseAsItWas() {
        #expect(Self.cause("// Counts to three...\nlet x: Int = \"a\"\n", ["cannot convert value of type 'String' to specified type 'Int'"]) == .doesNotCompile)
        #expect(Self.cause("let s = \"/* ... */\"\nlet x: Int = s\n", ["cannot convert value"]) == .doesNotCompile)
        // A missing name says more than the elision: the name may be on the page.
        #expect(Self.cause("// ...\nlet m = Math()\n", ["cannot find 'Math' in scope"]) == .missingSymbol)
        #expect(Self.cause("import SwiftUI // ...\n", ["no such module 'SwiftUI'"]) == .missingModule)
    }

    @Test func aStoreWithoutTheDynamicMemberMissesThatName() {
        let error = FailureCauseTests.error(
            "value of type 'StoreOf<Feature>' (aka 'Store<Feature.State, Feature.Action>') has no dynamic member 'count' using key path from root type 'Feature.State'"
        )
        #expect(FailureCause.isMissingName(error))
        #expect(FailureCause.missingNames(in: [error]) == ["count"])
        #expect(Self.cause("_ = store.count\n", [error.message], fromFailing: true) == .dependsOnFailingBlock)
    }
}
