import ComposableCombine
import Testing

/// `CurrentValueRelay`: a current-value publisher without completion that any thread may send
/// to, as the original's internal relay is.
struct CurrentValueRelayTests {
    @Test func aSubscriberGetsTheCurrentValueThenEachSentOne() {
        let relay = CurrentValueRelay("a")
        relay.send("b")
        let received = LockIsolated<[String]>([])
        let cancellable = relay.sink { value in received.withValue { $0.append(value) } }
        relay.send("c")
        #expect(received.value == ["b", "c"])
        #expect(relay.value == "c")
        cancellable.cancel()
        relay.send("d")
        #expect(received.value == ["b", "c"])
    }

    @Test func concurrentSendsAllReachTheSubscriber() async {
        let relay = CurrentValueRelay(0)
        let received = LockIsolated<Set<Int>>([])
        let cancellable = relay.sink { value in received.withValue { _ = $0.insert(value) } }
        await withTaskGroup(of: Void.self) { group in
            for value in 1...500 {
                group.addTask { relay.send(value) }
            }
        }
        #expect(received.value == Set(0...500))
        cancellable.cancel()
    }

    @Test func itsValuesCanBeAwaited() async {
        let relay = CurrentValueRelay(1)
        var iterator = relay.values.makeAsyncIterator()
        #expect(await iterator.next() == 1)
        relay.send(2)
        #expect(await iterator.next() == 2)
    }
}
