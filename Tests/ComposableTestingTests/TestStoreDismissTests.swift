import Composable
import ComposableTesting
import Testing

/// `@Dependency(\.dismiss)` called by the root feature of a test store dismisses the store, as
/// in the original: its effects are cancelled, and later sends fail the test.
@MainActor
struct TestStoreDismissTests {
    struct Sheet: Reducer {
        struct State: Equatable {}

        enum Action {
            case closeTapped
            case task
        }

        @Dependency(\.dismiss) var dismiss

        var body: some ReducerOf<Self> {
            Reduce { _, action in
                switch action {
                case .closeTapped:
                    return .run { _ in await dismiss() }
                case .task:
                    return .run { _ in try await Task.sleep(for: .seconds(3600)) }
                }
            }
        }
    }

    @Test func dismissingTheRootFeatureCancelsTheStoresEffects() async {
        let store = TestStore(initialState: Sheet.State()) { Sheet() }

        let task = await store.send(.task)
        await store.send(.closeTapped)

        // The long-living effect was cancelled, so the test ends without owing anything.
        await task.finish(timeout: .seconds(600))
        #expect(task.isCancelled)
    }

    @Test func sendingToADismissedTestStoreFailsTheTest() async {
        let store = TestStore(initialState: Sheet.State()) { Sheet() }
        await store.send(.closeTapped)

        let reported = await failures(containing: "Can't send action to dismissed test store.") {
            await store.send(.task)
        }

        #expect(reported.count == 1)
    }
}
