import Composable
import ComposableTesting
import XCTest

/// The original's suite checks, in each test case's teardown, that no cancellable effect is
/// left registered (`_cancellationCancellables.count == 0`). A `TestStore` that goes away with
/// an effect still running under a cancel id forgets that id at once, so the check after it
/// holds without waiting for the effect's task to wind down. XCTest, like that teardown: the
/// count is global, and XCTest runs one test at a time.
final class TestStoreCancellablesTeardownTests: XCTestCase {
    struct Listener: Reducer {
        struct State: Equatable {}
        enum Action { case listen }
        enum ID { case listening }
        var body: some ReducerOf<Self> {
            Reduce { _, _ in
                .run { _ in try await Task.never() }
                    .cancellable(id: ID.listening)
            }
        }
    }

    @MainActor
    func testATestStoreGoingAwayForgetsItsCancellableEffectsAtOnce() async {
        XCTExpectFailure("The test store goes away with its effect still running")
        let before = _cancellationCancellables.withValue { $0.count }
        do {
            let store = TestStore(initialState: Listener.State()) { Listener() }
            await store.send(.listen)
            XCTAssertEqual(_cancellationCancellables.withValue { $0.count }, before + 1)
        }
        XCTAssertEqual(_cancellationCancellables.withValue { $0.count }, before)
    }
}
