import Composable
import ComposableTesting
import Testing

@MainActor
struct TupleActionForEachTests {
    struct Timer: Reducer {
        struct State: Equatable, Identifiable {
            let id: Int
            var elapsed = 0
        }

        enum Action: Equatable {
            case start
            case tick
        }

        @Dependency(\.continuousClock) var clock

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .start:
                    return .run { send in
                        for await _ in clock.timer(interval: .seconds(1)) {
                            await send(.tick)
                        }
                    }
                case .tick:
                    state.elapsed += 1
                    return .none
                }
            }
        }
    }

    struct Timers: Reducer {
        struct State: Equatable {
            var timers: IdentifiedArrayOf<Timer.State> = []
        }

        enum Action: Equatable {
            case add(Int)
            case removeLast
            case timers(id: Timer.State.ID, action: Timer.Action)
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case let .add(id):
                    state.timers.append(Timer.State(id: id))
                case .removeLast:
                    state.timers.removeLast()
                case .timers:
                    break
                }
                return .none
            }
            .forEach(\.timers, action: \.timers) {
                Timer()
            }
        }
    }

    @Test func aLabeledTupleCaseRoutesEachRowsActionsAndCancelsARemovedRowsEffects() async {
        let clock = TestClock()
        let store = TestStore(initialState: Timers.State()) {
            Timers()
        } withDependencies: {
            $0.continuousClock = clock
        }

        await store.send(.add(1)) { $0.timers = [Timer.State(id: 1)] }
        await store.send(.timers(id: 1, action: .start))
        await clock.advance(by: .seconds(1))
        await store.receive(.timers(id: 1, action: .tick)) { $0.timers[id: 1]?.elapsed = 1 }
        await store.send(.removeLast) { $0.timers = [] }
        await clock.advance(by: .seconds(5))
        await store.finish()
    }

    struct Counters: Reducer {
        struct Counter: Reducer {
            struct State: Equatable, Identifiable {
                let id: Int
                var count = 0
            }

            enum Action: Equatable {
                case increment
            }

            var body: some ReducerOf<Self> {
                Reduce { state, _ in
                    state.count += 1
                    return .none
                }
            }
        }

        struct State: Equatable {
            var counters: IdentifiedArrayOf<Counter.State> = [Counter.State(id: 7)]
        }

        enum Action: Equatable {
            case counter(Counter.State.ID, Counter.Action)
        }

        var body: some ReducerOf<Self> {
            EmptyReducer()
                .forEach(\.counters, action: \.counter, element: Counter.init)
        }
    }

    @Test func anUnlabeledTupleCaseRoutesEachRowsActions() async {
        let store = TestStore(initialState: Counters.State()) { Counters() }

        await store.send(.counter(7, .increment)) { $0.counters[id: 7]?.count = 1 }
    }

    @Test func anActionForAMissingRowIsReported() async {
        let store = Store(initialState: Counters.State()) { Counters() }
        let warnings = RuntimeWarningRecorder()

        warnings.record { store.send(.counter(8, .increment)) }

        #expect(warnings.messages.count == 1)
        #expect(warnings.messages.first?.contains("received an action for a missing element.") == true)
    }
}
