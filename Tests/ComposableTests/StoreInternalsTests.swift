@_spi(Internals) import Composable
import Foundation
import Testing

/// The original's `@_spi(Internals)` store members its own tests use: `send` returning a plain
/// `Task?`, and `effectCancellables`, the effects still running.
@MainActor
struct StoreInternalsTests {
    struct Feature: Reducer {
        struct State: Equatable {
            var responses = 0
        }

        enum Action {
            case noop
            case echo
            case respond
            case wait
            case chain
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .noop:
                    return .none
                case .echo:
                    return .send(.respond)
                case .respond:
                    state.responses += 1
                    return .none
                case .wait:
                    return .run { _ in try await Task.sleep(for: .seconds(3600)) }
                case .chain:
                    return .run { send in
                        try await Task.sleep(for: .milliseconds(20))
                        await send(.respond)
                        await send(.wait)
                        // Still running, so that the test sees both effects at once.
                        try await Task.sleep(for: .seconds(3600))
                    }
                }
            }
        }
    }

    @Test func anActionThatStartsNoEffectGivesNoTask() {
        let store = Store(initialState: Feature.State()) { Feature() }
        let none: Task<Void, Never>? = store.send(.noop)
        let immediate: Task<Void, Never>? = store.send(.echo)
        #expect(none == nil)
        #expect(immediate == nil)
        #expect(store.responses == 1)
    }

    @Test func cancellingTheTaskCancelsTheEffectsAndThoseTheirActionsStarted() async {
        let store = Store(initialState: Feature.State()) { Feature() }
        let task: Task<Void, Never>? = store.send(.chain)
        #expect(task != nil)
        // The effect sends `.respond` and then `.wait`, whose effect sleeps for an hour, as the
        // first one then does. A deadline, so that a store that never starts the second fails
        // the test instead of hanging it. It sleeps between looks rather than yield: a loop of
        // yields kept the main actor and the pool busy on a loaded 2-core CI machine, and the
        // effect did not get to send `.wait` within 30 s (and a later run held every test ~70 s, hence ten minutes).
        let deadline = ContinuousClock.now + .seconds(600)
        while store.effectCancellables.count < 2, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(10))
        }
        #expect(store.effectCancellables.count == 2)
        task?.cancel()
        await task?.value
        #expect(store.responses == 1)
        #expect(store.effectCancellables.isEmpty)
    }

    @Test func effectCancellablesListsRunningEffectsOfTheRootFromAScopedStore() async {
        let store = Store(initialState: Feature.State()) { Feature() }
        let scoped = store.scope(state: \.self, action: \.self)
        #expect(store.effectCancellables.isEmpty)

        store.send(.noop)
        store.send(.echo)
        #expect(store.effectCancellables.isEmpty)

        let task: Task<Void, Never>? = scoped.send(.wait)
        #expect(store.effectCancellables.count == 1)
        #expect(scoped.effectCancellables.count == 1)

        store.effectCancellables.values.first?.cancel()
        await task?.value
        #expect(store.effectCancellables.isEmpty)
        #expect(scoped.effectCancellables.isEmpty)
    }
}
