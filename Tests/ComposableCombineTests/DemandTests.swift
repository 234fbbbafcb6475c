import ComposableCombine
import Testing

@Suite struct DemandTests {
    @Test func aSequenceSendsOnlyAsManyValuesAsWereAskedFor() {
        let subscriber = ManualSubscriber<Int, Never>()
        [1, 2, 3, 4].publisher.subscribe(subscriber)
        #expect(subscriber.values == [])
        subscriber.subscription?.request(.max(2))
        #expect(subscriber.values == [1, 2])
        #expect(subscriber.completions.isEmpty)
        subscriber.subscription?.request(.max(5))
        #expect(subscriber.values == [1, 2, 3, 4])
        #expect(subscriber.completions.count == 1)
    }

    @Test func demandReturnedFromReceiveAddsUp() {
        let subscriber = ManualSubscriber<Int, Never>()
        subscriber.demandPerValue = .max(1)
        (1...3).publisher.subscribe(subscriber)
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.values == [1, 2, 3])
    }

    @Test func justFinishesRightAfterItsValue() {
        let subscriber = ManualSubscriber<Int, Never>()
        Just(1).subscribe(subscriber)
        #expect(subscriber.completions.isEmpty)
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.values == [1])
        #expect(subscriber.completions.count == 1)
    }

    @Test func demandArithmetic() {
        #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
        #expect(Subscribers.Demand.unlimited - .max(3) == .unlimited)
        #expect(Subscribers.Demand.max(1) - .max(3) == .none)
        #expect(Subscribers.Demand.max(Int.max) + .max(1) == .unlimited)
        #expect(Subscribers.Demand.max(4) < .unlimited)
    }

    @Test func aFutureDeliversItsResultToEverySubscriberOnce() {
        var runs = 0
        let future = Future<Int, Never> { promise in
            runs += 1
            promise(.success(7))
            promise(.success(8))
        }
        var received: [Int] = []
        let first = future.sink { received.append($0) }
        let second = future.sink { received.append($0) }
        #expect(runs == 1)
        #expect(received == [7, 7])
        _ = (first, second)
    }

    @Test func deferredMakesItsPublisherPerSubscriber() {
        var made = 0
        let deferred = Deferred { () -> Just<Int> in
            made += 1
            return Just(made)
        }
        #expect(made == 0)
        var received: [Int] = []
        let first = deferred.sink { received.append($0) }
        let second = deferred.sink { received.append($0) }
        #expect(received == [1, 2])
        _ = (first, second)
    }
}
