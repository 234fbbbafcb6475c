import Composable
import ComposableTesting
import Foundation
import Testing

/// A destination enum's child that changes its own id is a new child, as in the original: the
/// effects the old identity started are cancelled, so their actions never arrive.
@MainActor
struct DestinationIdentityChangeTests {
    struct Child: Reducer {
        struct State: Equatable, Identifiable {
            var id: UUID
            var count = 0
        }
        enum Action: Equatable {
            case resetIdentity
            case response
            case tap
        }
        @Dependency(\.uuid) var uuid
        @Dependency(\.continuousClock) var clock
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .resetIdentity:
                    state.count = 0
                    state.id = uuid()
                    return .none
                case .response:
                    state.count = 999
                    return .none
                case .tap:
                    state.count += 1
                    return .run { [clock] send in
                        try await clock.sleep(for: .seconds(1))
                        await send(.response)
                    }
                }
            }
        }
    }

    struct Destination: Reducer {
        enum State: Equatable {
            case child(Child.State)
        }
        enum Action: Equatable {
            case child(Child.Action)
        }
        var body: some ReducerOf<Self> {
            Scope(state: \.child, action: \.child) { Child() }
        }
    }

    struct Parent: Reducer {
        struct State: Equatable {
            @Presents var destination: Destination.State?
        }
        enum Action: Equatable {
            case destination(PresentationAction<Destination.Action>)
            case present
        }
        @Dependency(\.uuid) var uuid
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                if case .present = action {
                    state.destination = .child(Child.State(id: uuid()))
                }
                return .none
            }
            .ifLet(\.$destination, action: \.destination) { Destination() }
        }
    }

    @Test func aChildThatChangesItsIDHasItsEarlierEffectsCancelled() async {
        let clock = TestClock()
        let store = TestStore(initialState: Parent.State()) { Parent() } withDependencies: {
            $0.uuid = .incrementing
            $0.continuousClock = clock
        }

        await store.send(.present) { $0.destination = .child(Child.State(id: UUID(0))) }
        await store.send(.destination(.presented(.child(.tap)))) {
            $0.destination = .child(Child.State(id: UUID(0), count: 1))
        }
        await store.send(.destination(.presented(.child(.resetIdentity)))) {
            $0.destination = .child(Child.State(id: UUID(1)))
        }
        await clock.run()
        await store.send(.destination(.dismiss)) { $0.destination = nil }
    }
}
