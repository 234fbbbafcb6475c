import Composable
import ComposableTesting
import Testing

/// A runtime warning the feature raises under a `TestStore` fails the test at the `send` that
/// led to it, with the warning's text.
@MainActor
struct TestStoreRuntimeWarningTests {
    @Test func anIfLetChildActionWhileTheChildIsNilFailsTheSend() async throws {
        let store = TestStore(initialState: TallySheet.State()) { TallySheet() }

        let sendLine = #line + 2
        let reported = await failures(containing: "received a child action when child state was \"nil\".") {
            await store.send(.tally(.incrementTapped))
        }

        let failure = try #require(reported.first)
        #expect(reported.count == 1)
        #expect(failure.message.hasPrefix("An \"ifLet\" at \"ComposableTestingTests/TestFeatures.swift:"))
        #expect(failure.message.contains("\n  Action:\n    TallySheet.Action.tally(.incrementTapped)\n"))
        #expect(failure.sourceLocation?.line == sendLine)
    }

    @Test func aScopeOverTheWrongEnumCaseFailsTheSend() async throws {
        let store = TestStore(initialState: TallyScreen.State.loading) { TallyScreen() }

        let reported = await failures(containing: "received a child action when child state was set to a different case.") {
            await store.send(.tally(.incrementTapped))
        }

        let failure = try #require(reported.first)
        #expect(reported.count == 1)
        #expect(failure.message.hasPrefix("A \"Scope\" at \"ComposableTestingTests/TestFeatures.swift:"))
        #expect(failure.message.contains("  Action:\n    TallyScreen.Action.tally(.incrementTapped)\n  State:\n    TallyScreen.State.loading\n"))
    }

    @Test func aScopeOverTheCurrentEnumCaseRunsTheChild() async {
        let store = TestStore(initialState: TallyScreen.State.loaded(Tally.State())) { TallyScreen() }

        await store.send(.tally(.incrementTapped)) { $0 = .loaded(Tally.State(count: 1)) }
    }

    @Test func anEffectErrorWithoutACatchHandlerFailsTheTest() async throws {
        let store = TestStore(initialState: Loader.State()) { Loader() }

        let sendLine = #line + 2
        let reported = await failures(containing: "threw an unhandled error.") {
            await store.send(.brokenLoadTapped)
            await store.finish(timeout: .seconds(600))
        }

        let failure = try #require(reported.first)
        #expect(reported.count == 1)
        #expect(failure.message.contains("\n\n    LoadFailure()\n\n"))
        #expect(failure.sourceLocation?.line == sendLine)
    }
}
