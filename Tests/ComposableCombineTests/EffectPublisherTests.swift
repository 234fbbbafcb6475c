import ComposableCombine
import ComposableTesting
import Testing

struct Feed: Reducer {
    struct State: Equatable {
        var values: [Int] = []
        var isListening = false
    }

    enum Action: Equatable {
        case start
        case stop
        case received(Int)
    }

    enum CancelID { case feed }

    let subject: PassthroughSubject<Int, Never>
    let cancelled: LockIsolated<Bool>

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .start:
                state.isListening = true
                return .publisher {
                    subject
                        .handleEvents(receiveCancel: { cancelled.setValue(true) })
                        .map(Action.received)
                }
                .cancellable(id: CancelID.feed)
            case .stop:
                state.isListening = false
                return .cancel(id: CancelID.feed)
            case let .received(value):
                state.values.append(value)
                return .none
            }
        }
    }
}

@MainActor
@Suite struct EffectPublisherTests {
    @Test func publisherValuesFeedATestStoreAndCancellingEndsTheSubscription() async {
        let subject = PassthroughSubject<Int, Never>()
        let cancelled = LockIsolated(false)
        let store = TestStore(initialState: Feed.State()) { Feed(subject: subject, cancelled: cancelled) }
        await store.send(.start) { $0.isListening = true }
        subject.send(1)
        await store.receive(.received(1)) { $0.values = [1] }
        subject.send(2)
        subject.send(3)
        await store.receive(.received(2)) { $0.values = [1, 2] }
        await store.receive(.received(3)) { $0.values = [1, 2, 3] }
        await store.send(.stop) { $0.isListening = false }
        await Task.megaYield()
        #expect(cancelled.value)
    }

    @Test func aPublisherThatFinishesEndsTheEffect() async {
        let store = TestStore(initialState: 0) { Adder(effect: { .publisher { [1, 2].publisher } }) }
        await store.send(0)
        await store.receive(1) { $0 = 1 }
        await store.receive(2) { $0 = 3 }
    }

    @Test func aDelayedPublisherWaitsForTheTestScheduler() async {
        let scheduler = DispatchQueue.test
        let store = TestStore(initialState: 0) {
            Adder(effect: { .publisher { Just(1).delay(for: 1, scheduler: scheduler) } })
        }
        await store.send(0)
        await scheduler.advance(by: 1)
        await store.receive(1) { $0 = 1 }
    }
}

/// Adds each action to the state; action 0 starts `effect`.
struct Adder: Reducer {
    typealias State = Int
    typealias Action = Int

    let effect: @Sendable () -> Effect<Int>

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            state += action
            return action == 0 ? effect() : .none
        }
    }
}
