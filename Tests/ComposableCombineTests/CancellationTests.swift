import ComposableCombine
import Testing

@Suite struct CancellationTests {
    @Test func anAnyCancellableCancelsWhenItGoesAway() {
        let subject = PassthroughSubject<Int, Never>()
        var events: [String] = []
        var cancellable: AnyCancellable? = subject
            .handleEvents(receiveCancel: { events.append("cancel") })
            .sink { events.append("\($0)") }
        subject.send(1)
        cancellable = nil
        subject.send(2)
        #expect(events == ["1", "cancel"])
        _ = cancellable
    }

    @Test func cancellablesStoredInASetLiveAsLongAsTheSet() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var cancellables: Set<AnyCancellable> = []
        subject.sink { received.append($0) }.store(in: &cancellables)
        subject.send(1)
        cancellables.removeAll()
        subject.send(2)
        #expect(received == [1])
    }

    @Test func anObserveTokenKeptWithCombineCancellablesStopsWhenTheyAreLetGo() {
        let stops = LockIsolated(0)
        var cancellables: Set<AnyCancellable> = []
        let token = ObserveToken { stops.withValue { $0 += 1 } }
        token.store(in: &cancellables)
        #expect(stops.value == 0)
        cancellables.removeAll()
        #expect(stops.value == 1)
        #expect(token.isCancelled)
    }

    @Test func cancellingTwiceRunsTheCancelWorkOnce() {
        var cancels = 0
        let cancellable = AnyCancellable { cancels += 1 }
        cancellable.cancel()
        cancellable.cancel()
        #expect(cancels == 1)
    }

    @Test func aCancelledDelayDropsTheValueStillWaiting() {
        let scheduler = DispatchQueue.test
        var received: [Int] = []
        let cancellable = Just(1).delay(for: 1, scheduler: scheduler).sink { received.append($0) }
        cancellable.cancel()
        scheduler.advance(by: 1)
        #expect(received == [])
    }
}
