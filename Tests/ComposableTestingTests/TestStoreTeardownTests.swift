import Composable
import ComposableTesting
import Testing

/// A test store that goes away while one of its effects is delivering an action must not touch
/// itself from that delivery: the engine can outlive the store for the length of the call.
@MainActor
struct TestStoreTeardownTests {
    /// Holds the only reference to a test store, which the reducer lets go of.
    @MainActor final class Holder {
        var store: TestStore<Dropping.State, Dropping.Action>?
    }

    struct Dropping: Reducer {
        struct State: Equatable {}
        enum Action { case start, drop }
        let holder: Holder

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            switch action {
            case .start:
                // Delivered after `send` has returned, so that only the holder keeps the store.
                return .run { send in
                    try? await Task.sleep(for: .milliseconds(20))
                    await send(.drop)
                }
            case .drop:
                // The store goes away here, in the middle of the engine reducing an effect's action.
                // Stores reduce on the main actor.
                MainActor.assumeIsolated { holder.store = nil }
                return .none
            }
        }
    }

    @Test func anEffectsActionLandingAsTheStoreGoesAwayIsHarmless() async {
        let holder = Holder()
        holder.store = TestStore(initialState: Dropping.State()) { Dropping(holder: holder) }
        holder.store?.exhaustivity = .off
        let task = await holder.store?.send(.start)
        await task?.finish()
        #expect(holder.store == nil)
    }
}
