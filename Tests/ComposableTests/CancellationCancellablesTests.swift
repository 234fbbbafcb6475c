import Composable
import XCTest

/// `_cancellationCancellables` counts the effects running under a cancel id in every store, as
/// the original's suite checks after each test. The count is the whole process's, so these
/// are XCTest tests: XCTest runs one test at a time, apart from the Swift Testing tests.
final class CancellationCancellablesTests: XCTestCase {
    struct Timer: Reducer {
        typealias State = Int
        enum Action { case start, stop }
        enum CancelID { case timer }
        var body: some ReducerOf<Self> {
            Reduce { _, action in
                switch action {
                case .start:
                    .run { _ in try await Task.never() }.cancellable(id: CancelID.timer)
                case .stop:
                    .cancel(id: CancelID.timer)
                }
            }
        }
    }

    override func setUp() {
        _cancellationCancellables.withValue { $0.removeAll() }
    }

    @MainActor
    func testARunningCancellableEffectIsCountedUntilItIsCancelled() async {
        let store = Store(initialState: 0) { Timer() }
        store.send(.start)
        XCTAssertEqual(_cancellationCancellables.count, 1)
        store.send(.stop)
        XCTAssertEqual(_cancellationCancellables.count, 0)
    }

    @MainActor
    func testRemoveAllForgetsWhatIsRunning() async {
        let store = Store(initialState: 0) { Timer() }
        store.send(.start)
        _cancellationCancellables.withValue { $0.removeAll() }
        XCTAssertEqual(_cancellationCancellables.count, 0)
        store.send(.stop)
        // The effect counted before removeAll does not make the count negative when it ends.
        XCTAssertEqual(_cancellationCancellables.count, 0)
    }
}

/// `Logger.shared` records store lifetimes while enabled, as the original's does; XCTest, for
/// the same reason as above (the log is the process's).
final class StoreLoggerTests: XCTestCase {
    @MainActor
    private func enableTheLog() {
        Logger.shared.clear()
        Logger.shared.isEnabled = true
        addTeardownBlock {
            MainActor.assumeIsolated {
                Logger.shared.isEnabled = false
                Logger.shared.clear()
            }
        }
    }

    @MainActor
    func testAStoreLogsItsInitAndDeinitWhileEnabled() async {
        enableTheLog()
        do {
            let store = Store<Void, Void>(initialState: ()) {}
            _ = store
        }
        XCTAssertEqual(Logger.shared.logs, ["Store<(), ()>.init", "Store<(), ()>.deinit"])
    }

    @MainActor
    func testAFeatureStoreIsNamedAfterItsFeature() async {
        enableTheLog()
        let store = Store(initialState: Feature.State()) { Feature() }
        _ = store
        XCTAssertEqual(Logger.shared.logs, ["StoreOf<StoreLoggerTests.Feature>.init"])
    }

    @MainActor
    func testNothingIsLoggedWhileDisabled() async {
        Logger.shared.clear()
        Logger.shared.log("not recorded")
        XCTAssertEqual(Logger.shared.logs, [])
    }

    struct Feature: Reducer {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> { EmptyReducer() }
    }
}
