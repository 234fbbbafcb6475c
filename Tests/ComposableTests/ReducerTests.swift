import Composable
import Testing

@MainActor
struct ReducerTests {
    struct State: Equatable {
        var log: [String] = []
    }

    enum Action {
        case tapped
    }

    /// Appends its name to the log, so that a test can read the order reducers ran in.
    struct Logger: Reducer {
        let name: String

        init(_ name: String) {
            self.name = name
        }

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            state.log.append(name)
            return .none
        }
    }

    struct ThreeSteps: Reducer {
        var body: some Reducer<State, Action> {
            Logger("first")
            Reduce { state, action in
                state.log.append("second")
                return .none
            }
            Logger("third")
        }
    }

    struct Conditional: Reducer {
        let isEnabled: Bool

        var body: some Reducer<State, Action> {
            Logger("before")
            if isEnabled {
                Logger("enabled")
            }
            Logger("after")
        }
    }

    struct Branching: Reducer {
        let isPrimary: Bool

        var body: some Reducer<State, Action> {
            if isPrimary {
                Logger("primary")
            } else {
                Logger("secondary")
                Logger("secondary again")
            }
        }
    }

    struct OptionalLogger: Reducer {
        let name: String?

        var body: some Reducer<State, Action> {
            if let name {
                Logger(name)
            }
        }
    }

    struct Empty: Reducer {
        var body: some Reducer<State, Action> {}
    }

    /// Sends a second action from its own reducer, to show effects of reducers in a sequence
    /// are all run.
    struct Counter: Reducer {
        struct State: Equatable {
            var count = 0
        }

        enum Action {
            case increment
            case incrementTwice
        }

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            switch action {
            case .increment:
                state.count += 1
                return .none
            case .incrementTwice:
                state.count += 1
                return .send(.increment)
            }
        }
    }

    private func log(after action: Action, _ reducer: some Reducer<State, Action>) -> [String] {
        let store = Store(initialState: State()) { reducer }
        store.send(action)
        return store.log
    }

    @Test func bodyRunsItsReducersInTheOrderTheyAreListed() {
        #expect(log(after: .tapped, ThreeSteps()) == ["first", "second", "third"])
    }

    @Test func ifIncludesAReducerOnlyWhenTheConditionHolds() {
        #expect(log(after: .tapped, Conditional(isEnabled: true)) == ["before", "enabled", "after"])
        #expect(log(after: .tapped, Conditional(isEnabled: false)) == ["before", "after"])
    }

    @Test func ifElseRunsTheBranchThatWasTaken() {
        #expect(log(after: .tapped, Branching(isPrimary: true)) == ["primary"])
        #expect(log(after: .tapped, Branching(isPrimary: false)) == ["secondary", "secondary again"])
    }

    @Test func ifLetIncludesAReducerOnlyWhenTheValueIsThere() {
        #expect(log(after: .tapped, OptionalLogger(name: "named")) == ["named"])
        #expect(log(after: .tapped, OptionalLogger(name: nil)) == [])
    }

    @Test func combineReducersRunsItsReducersInOrder() {
        let combined = CombineReducers {
            Logger("one")
            Logger("two")
        }
        #expect(log(after: .tapped, combined) == ["one", "two"])
    }

    @Test func emptyReducerAndAnEmptyBodyChangeNothing() {
        #expect(log(after: .tapped, EmptyReducer()) == [])
        #expect(log(after: .tapped, Empty()) == [])
    }

    @Test func reducerImplementingReduceRunsWithoutABody() {
        let store = Store(initialState: Counter.State()) { Counter() }
        store.send(.incrementTwice)
        #expect(store.count == 2)
    }

    @Test func reduceWrapsAnotherReducerOfTheSameDomain() {
        #expect(log(after: .tapped, Reduce(ThreeSteps())) == ["first", "second", "third"])
    }

    @Test func reducersCanBeCalledDirectlyWithoutAStore() {
        var state = State()
        let effect = ThreeSteps().reduce(into: &state, action: .tapped)
        #expect(state.log == ["first", "second", "third"])
        #expect(effect.isNone)
    }

    @Test func effectsOfEveryReducerInASequenceRun() {
        let store = Store(initialState: Counter.State()) {
            Counter()
            Reduce { state, action in
                guard case .incrementTwice = action else { return .none }
                return .send(.increment)
            }
        }
        store.send(.incrementTwice)
        #expect(store.count == 3)
    }

    struct Settings: Reducer {
        struct State: Equatable {
            var volume = 5
            var other = 0
            var changes: [String] = []
        }

        enum Action {
            case setVolume(Int)
            case touchOther
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case let .setVolume(volume): state.volume = volume
                case .touchOther: state.other += 1
                }
                return .none
            }
            .onChange(of: \.volume) { oldValue, newValue in
                Reduce { state, _ in
                    state.changes.append("\(oldValue)->\(newValue)")
                    return .none
                }
            }
        }
    }

    @Test func onChangeReactsOnlyWhenTheWatchedValueChanges() {
        var state = Settings.State()
        let settings = Settings()
        _ = settings.reduce(into: &state, action: .setVolume(7))
        _ = settings.reduce(into: &state, action: .setVolume(7))
        _ = settings.reduce(into: &state, action: .touchOther)
        _ = settings.reduce(into: &state, action: .setVolume(2))
        #expect(state.changes == ["5->7", "7->2"])
    }

    @Test func printChangesPrintsTheActionAndTheStateDiff() {
        final class Lines { var all: [String] = [] }
        let lines = Lines()
        let settings = Settings()._printChanges { lines.all.append($0) }
        var state = Settings.State()
        _ = settings.reduce(into: &state, action: .touchOther)
        _ = settings.reduce(into: &state, action: .setVolume(5))
        #expect(lines.all.count == 2)
        #expect(lines.all[0].hasPrefix("received action:\n  ReducerTests.Settings.Action.touchOther\n"))
        #expect(lines.all[0].contains("−   other: 0\n+   other: 1"))
        #expect(lines.all[1].hasSuffix("(No state changes)"))
    }
}
