import Composable
import Synchronization

/// A counter that can report its count to a parent. Its actions are `Equatable`, so a test can
/// receive them by value as well as by case.
struct Tally: Reducer {
    struct State: Equatable {
        var count = 0
        var reportedCount: Int?
    }

    enum Action: Equatable {
        case incrementTapped
        case refreshTapped
        case reportTapped
        case delegate(Delegate)

        enum Delegate: Equatable {
            case reported(Int)
        }
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .incrementTapped:
                state.count += 1
                return .none
            case .refreshTapped:
                return .none
            case .reportTapped:
                return .send(.delegate(.reported(state.count)))
            case let .delegate(.reported(count)):
                state.reportedCount = count
                return .none
            }
        }
    }
}

/// Loads a list in effects of every shape a test meets: one that answers at once, one that
/// answers a little later, one that sends two actions, one that never ends until cancelled,
/// and one that throws.
struct Loader: Reducer {
    struct State: Equatable {
        var items: [String] = []
        var isLoading = false
        var isWatching = false
    }

    enum Action {
        case loadTapped
        case slowLoadTapped
        case refreshTapped
        case refreshStarted
        case loaded([String])
        case watchTapped
        case stopWatchingTapped
        case brokenLoadTapped
    }

    /// Names the watch effect, so that `stopWatchingTapped` can cancel it.
    struct WatchID: Hashable, Sendable {}

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .loadTapped:
                state.isLoading = true
                return .run { send in await send(.loaded(["apples", "pears"])) }
            case .slowLoadTapped:
                state.isLoading = true
                return .run { send in
                    try await Task.sleep(for: .milliseconds(20))
                    await send(.loaded(["plums"]))
                }
            case .refreshTapped:
                return .merge(.send(.refreshStarted), .send(.loaded(["figs"])))
            case .refreshStarted:
                state.isLoading = true
                return .none
            case let .loaded(items):
                state.items = items
                state.isLoading = false
                return .none
            case .watchTapped:
                state.isWatching = true
                return .run { _ in try await Task.sleep(for: .seconds(3600)) }
                    .cancellable(id: WatchID())
            case .stopWatchingTapped:
                state.isWatching = false
                return .cancel(id: WatchID())
            case .brokenLoadTapped:
                return .run { _ in throw LoadFailure() }
            }
        }
    }
}

/// The error `Loader`'s broken load throws.
struct LoadFailure: Error, Equatable {}

/// A sheet that shows a `Tally` while `tally` is not `nil`.
struct TallySheet: Reducer {
    struct State: Equatable {
        var tally: Tally.State?
    }

    enum Action {
        case tally(Tally.Action)
    }

    var body: some ReducerOf<Self> {
        Reduce { _, _ in .none }
            .ifLet(\.tally, action: \.tally) { Tally() }
    }
}

/// A screen whose state is an enum: still loading, or showing a `Tally`.
struct TallyScreen: Reducer {
    enum State: Equatable {
        case loading
        case loaded(Tally.State)
    }

    enum Action {
        case tally(Tally.Action)
    }

    var body: some ReducerOf<Self> {
        Scope(state: \.loaded, action: \.tally) { Tally() }
    }
}

/// A profile with a nested settings struct, for reading the diff of a nested change.
struct ProfileEditor: Reducer {
    struct State: Equatable {
        var name = "Blob"
        var settings = Settings()
        var friends = ["Blob Jr.", "Blob Sr."]
    }

    struct Settings: Equatable {
        var theme = "dark"
        var volume = 5
        var notificationsEnabled = true
    }

    enum Action {
        case volumeChanged(Int)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .volumeChanged(volume):
                state.settings.volume = volume
                return .none
            }
        }
    }
}

/// Starts an effect that sleeps, on its own or as the first of a concatenation, and records in
/// `ending` whether it slept to the end or was cancelled: a test can then tell whether the
/// effect outlived its store.
struct SleepingEffect: Reducer {
    struct State: Equatable {}

    enum Action {
        case sleepTapped
        case sleepThenFinishTapped
    }

    let ending: EffectEnding

    var body: some ReducerOf<Self> {
        Reduce { [ending] _, action in
            // It never ends on its own, however busy the machine (a 60-second sleep once ended
            // first on a loaded CI machine): the tests check that the store going away cancels it.
            let sleep = Effect<Action>.run { _ in
                do {
                    try await Task<Never, Never>.never()
                } catch {
                    ending.record(.cancelled)
                }
            }
            switch action {
            case .sleepTapped:
                return sleep
            case .sleepThenFinishTapped:
                return .concatenate(sleep, .run { _ in })
            }
        }
    }
}

/// How an effect of `SleepingEffect` ended, once it has. It waits forever, so the only way out
/// is cancellation; a wait that sees no outcome means it was never cancelled.
final class EffectEnding: Sendable {
    enum Outcome: Sendable, Equatable {
        case cancelled
    }

    private let outcome = Mutex<Outcome?>(nil)

    func record(_ outcome: Outcome) {
        self.outcome.withLock { $0 = outcome }
    }

    /// The outcome, waiting for at most `limit` for the effect to end.
    func wait(atMost limit: Duration) async -> Outcome? {
        let deadline = ContinuousClock.now.advanced(by: limit)
        while ContinuousClock.now < deadline {
            if let outcome = outcome.withLock({ $0 }) { return outcome }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return outcome.withLock { $0 }
    }
}
