import Composable
import ComposableTesting
import Testing

private enum MultiplierKey: DependencyKey {
    static let liveValue = 1
    static let testValue = 1
}

extension DependencyValues {
    fileprivate var multiplier: Int {
        get { self[MultiplierKey.self] }
        set { self[MultiplierKey.self] = newValue }
    }
}

@MainActor
struct TransformDependencyTests {
    struct Reader: Reducer {
        struct State: Equatable {
            var value = 0
        }

        enum Action: Equatable {
            case read
            case readLater
            case readInEffect(Int)
        }

        @Dependency(\.multiplier) var multiplier

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .read:
                    state.value = multiplier
                    return .none
                case .readLater:
                    return .run { [multiplier] send in await send(.readInEffect(multiplier)) }
                case let .readInEffect(value):
                    state.value = value
                    return .none
                }
            }
        }
    }

    @Test func transformDependencyChangesTheValueTheReducerAndItsEffectsSee() async {
        let store = TestStore(initialState: Reader.State()) {
            Reader().transformDependency(\.multiplier) { $0 += 41 }
        }

        await store.send(.read) { $0.value = 42 }
        await store.send(.readLater)
        await store.receive(.readInEffect(42))
    }

    @Test func chainedTransformsApplyFromTheOutsideIn() async {
        let store = TestStore(initialState: Reader.State()) {
            Reader()
                .transformDependency(\.multiplier) { $0 = 42 }
                .transformDependency(\.multiplier) { $0 = 1729 }
        }

        await store.send(.read) { $0.value = 42 }
    }

    @Test func chainedWritesFuseIntoOneReducerAndTheInnermostWins() async {
        let fused: DependencyOverridingReducer<Reader> = Reader()
            .dependency(\.multiplier, 42)
            .dependency(\.multiplier, 1729)
            .transformDependency(\.multiplier) { $0 += 1 }
        let store = TestStore(initialState: Reader.State()) { fused }

        await store.send(.read) { $0.value = 42 }
    }

    @Test func aTransformInsideCombineReducersWinsOverOneOutside() async {
        let store = TestStore(initialState: Reader.State()) {
            CombineReducers {
                Reader().transformDependency(\.multiplier) { $0 *= 42 }
            }
            .transformDependency(\.multiplier) { $0 = 2 }
        }

        await store.send(.read) { $0.value = 84 }
    }
}
