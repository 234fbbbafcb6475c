import ComposableCombine
import Dispatch
import Testing

@Suite struct SubjectTests {
    @Test func passthroughSubjectDeliversOnlyWhatIsSentAfterSubscribing() {
        let subject = PassthroughSubject<Int, Never>()
        subject.send(0)
        var received: [Int] = []
        let cancellable = subject.sink { received.append($0) }
        subject.send(1)
        subject.send(2)
        #expect(received == [1, 2])
        cancellable.cancel()
        subject.send(3)
        #expect(received == [1, 2])
    }

    @Test func aCompletedSubjectFinishesLateSubscribersAndIgnoresLaterValues() {
        let subject = PassthroughSubject<Int, Never>()
        subject.send(completion: .finished)
        subject.send(1)
        var events: [String] = []
        let cancellable = subject.sink(receiveCompletion: { _ in events.append("finished") }, receiveValue: { events.append("\($0)") })
        #expect(events == ["finished"])
        _ = cancellable
    }

    @Test func currentValueSubjectGivesItsValueFirstThenEachChange() {
        let subject = CurrentValueSubject<Int, Never>(1)
        var received: [Int] = []
        let cancellable = subject.sink { received.append($0) }
        subject.value = 2
        subject.send(3)
        #expect(received == [1, 2, 3])
        #expect(subject.value == 3)
        subject.send(completion: .finished)
        subject.send(4)
        #expect(subject.value == 3)
        _ = cancellable
    }

    @Test func currentValueSubjectKeepsTheLatestValueUntilAsked() {
        let subject = CurrentValueSubject<Int, Never>(1)
        let subscriber = ManualSubscriber<Int, Never>()
        subject.subscribe(subscriber)
        subject.send(2)
        subject.send(3)
        #expect(subscriber.values == [])
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.values == [3])
    }

    @Test func passthroughSubjectDropsValuesNobodyAskedFor() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = ManualSubscriber<Int, Never>()
        subject.subscribe(subscriber)
        subject.send(1)
        subscriber.subscription?.request(.max(1))
        subject.send(2)
        subject.send(3)
        #expect(subscriber.values == [2])
    }

    @Test func sendingFromManyThreadsAtOnceDeliversEveryValue() {
        let subject = PassthroughSubject<Int, Never>()
        let count = LockIsolated(0)
        let cancellable = subject.sink { _ in count.withValue { $0 += 1 } }
        DispatchQueue.concurrentPerform(iterations: 1_000) { subject.send($0) }
        #expect(count.value == 1_000)
        _ = cancellable
    }
}

/// A subscriber that asks for nothing by itself and records what it gets.
final class ManualSubscriber<Input, Failure: Error>: Subscriber {
    var subscription: (any Subscription)?
    var values: [Input] = []
    var completions: [Subscribers.Completion<Failure>] = []
    var demandPerValue: Subscribers.Demand = .none

    func receive(subscription: any Subscription) {
        self.subscription = subscription
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        values.append(input)
        return demandPerValue
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        completions.append(completion)
    }
}
