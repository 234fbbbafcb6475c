@_spi(Internals) import Composable
import ComposableCombine
import Foundation
import Testing

/// Listens to a subject from `.listen` on; `.tap` makes the subject emit while it is being
/// reduced, with `isTapping` set only meanwhile.
struct PublisherListener: Reducer {
    struct State: Equatable {
        var heard: [Int] = []
        var heardWhileTapping = 0
        var isTapping = false
    }

    enum Action: Equatable {
        case listen
        case heard(Int)
        case tap(Int)
    }

    let subject: PassthroughSubject<Int, Never>

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .listen:
                return .publisher { subject.map(Action.heard) }
            case let .heard(value):
                state.heard.append(value)
                if state.isTapping { state.heardWhileTapping += 1 }
                return .none
            case let .tap(value):
                state.isTapping = true
                subject.send(value)
                state.isTapping = false
                return .none
            }
        }
    }
}

@MainActor
@Suite struct PublisherEffectSubscriptionTests {
    @Test func theSubscriptionIsMadeWithinSendSoAnEmissionRightAfterIsHeard() {
        let subject = PassthroughSubject<Int, Never>()
        let store = Store(initialState: PublisherListener.State()) { PublisherListener(subject: subject) }
        store.send(.listen)
        subject.send(1)
        // No suspension since `send`: the value went to the store as it was sent.
        #expect(store.heard == [1])
        subject.send(completion: .finished)
    }

    @Test func aValueSentWhileAnotherActionIsReducedIsReducedRightAfterIt() {
        let subject = PassthroughSubject<Int, Never>()
        let store = Store(initialState: PublisherListener.State()) { PublisherListener(subject: subject) }
        store.send(.listen)
        store.send(.tap(7))
        #expect(store.heard == [7])
        #expect(store.heardWhileTapping == 0)
        subject.send(completion: .finished)
    }

    @Test func aValueAnObserverMakesAPublisherEmitIsNotReportedAsReentrant() {
        let subject = PassthroughSubject<Int, Never>()
        let store = Store(initialState: PublisherListener.State()) { PublisherListener(subject: subject) }
        store.send(.listen)
        let warnings = LockIsolated<[String]>([])
        let observer = store.publisher.sink { state in
            if state.heard == [0] { subject.send(1) }
        }
        RuntimeWarningReporter.$current.withValue(
            RuntimeWarningReporter { warning in warnings.withValue { $0.append(warning.message) } }
        ) {
            subject.send(0)
        }
        // The effect's action, sent while observers heard of the first one, is no reentrant
        // send from outside: the store takes it without a report.
        #expect(store.heard == [0, 1])
        #expect(warnings.value.isEmpty)
        subject.send(completion: .finished)
        _ = observer
    }

    @Test func theEffectEndsWithinThePublishersCompletion() {
        let subject = PassthroughSubject<Int, Never>()
        let store = Store(initialState: 0) { Adder(effect: { .publisher { subject } }) }
        #expect(store.effectCancellables.isEmpty)
        store.send(0)
        #expect(store.effectCancellables.count == 1)
        subject.send(5)
        #expect(store.withState { $0 } == 5)
        subject.send(completion: .finished)
        #expect(store.effectCancellables.isEmpty)
    }

    @Test func aPublisherThatFinishesAsItIsSubscribedToLeavesNothingRunning() {
        let store = Store(initialState: 0) { Adder(effect: { .publisher { [1, 2].publisher } }) }
        store.send(0)
        #expect(store.withState { $0 } == 3)
        #expect(store.effectCancellables.isEmpty)
    }

    @Test func aDelayedValueArrivesWithinTheSchedulersAdvance() {
        let scheduler = DispatchQueue.test
        let store = Store(initialState: 0) {
            Adder(effect: { .publisher { Just(4).delay(for: 1, scheduler: scheduler) } })
        }
        store.send(0)
        #expect(store.effectCancellables.count == 1)
        scheduler.advance(by: 2)
        #expect(store.withState { $0 } == 4)
        #expect(store.effectCancellables.isEmpty)
    }

    @Test func valuesFromAnotherThreadArriveOnTheMainActorInOrder() async {
        let subject = PassthroughSubject<Int, Never>()
        let store = Store(initialState: PublisherListener.State()) { PublisherListener(subject: subject) }
        store.send(.listen)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread.detachNewThread {
                for value in 1...5 { subject.send(value) }
                done.resume()
            }
        }
        let deadline = ContinuousClock.now.advanced(by: .seconds(600))
        while store.heard.count < 5, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
        #expect(store.heard == [1, 2, 3, 4, 5])
        subject.send(completion: .finished)
    }

    @Test func cancellingTheEffectCancelsTheSubscription() async {
        let subject = PassthroughSubject<Int, Never>()
        let cancelled = LockIsolated(false)
        let store = Store(initialState: 0) {
            Adder(effect: {
                .publisher { subject.handleEvents(receiveCancel: { cancelled.setValue(true) }) }
            })
        }
        let task = store.send(0)
        task.cancel()
        // Nothing it sends once cancelled reaches the store; the subscription is cancelled, and
        // the store forgets the effect, once its task has wound down.
        subject.send(9)
        #expect(store.withState { $0 } == 0)
        await task.finish()
        #expect(cancelled.value)
        #expect(store.effectCancellables.isEmpty)
    }

    @Test func anEffectsActionsOutsideAStoreIncludeAPublishersValues() async {
        let effect = Effect<Int>.publisher { [1, 2, 3].publisher }
        var received: [Int] = []
        for await value in effect.actions { received.append(value) }
        #expect(received == [1, 2, 3])
    }

    @Test func aMappedPublisherEffectSendsTheMappedActions() {
        let subject = PassthroughSubject<Int, Never>()
        let store = Store(initialState: 0) {
            Adder(effect: { Effect<Int>.publisher { subject }.map { $0 * 10 } })
        }
        store.send(0)
        subject.send(2)
        #expect(store.withState { $0 } == 20)
        subject.send(completion: .finished)
    }
}
