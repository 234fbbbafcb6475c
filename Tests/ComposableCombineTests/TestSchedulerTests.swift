import ComposableCombine
import ComposableTesting
import Testing

@Suite struct TestSchedulerTests {
    @Test func scheduledWorkRunsInTheOrderOfItsDeadlines() {
        let scheduler = DispatchQueue.test
        var order: [String] = []
        scheduler.schedule(after: scheduler.now.advanced(by: 2)) { order.append("two") }
        scheduler.schedule(after: scheduler.now.advanced(by: 1)) { order.append("one") }
        scheduler.schedule(after: scheduler.now.advanced(by: 1)) { order.append("one again") }
        scheduler.schedule { order.append("now") }
        #expect(order == [])
        scheduler.advance()
        #expect(order == ["now"])
        scheduler.advance(by: 1)
        #expect(order == ["now", "one", "one again"])
        scheduler.advance(by: 1)
        #expect(order == ["now", "one", "one again", "two"])
    }

    @Test func aRepeatingScheduleRunsEveryIntervalUntilCancelled() {
        let scheduler = DispatchQueue.test
        var runs = 0
        let timer = scheduler.schedule(after: scheduler.now, interval: 1) { runs += 1 }
        scheduler.advance()
        #expect(runs == 1)
        scheduler.advance(by: 3)
        #expect(runs == 4)
        timer.cancel()
        scheduler.advance(by: 3)
        #expect(runs == 4)
    }

    @Test func delayedValuesArriveWhenTimeHasMovedFarEnough() async {
        let scheduler = DispatchQueue.test
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let cancellable = subject.delay(for: .seconds(1), scheduler: scheduler).sink { received.append($0) }
        subject.send(1)
        await scheduler.advance(by: .milliseconds(500))
        subject.send(2)
        #expect(received == [])
        await scheduler.advance(by: .milliseconds(500))
        #expect(received == [1])
        await scheduler.run()
        #expect(received == [1, 2])
        _ = cancellable
    }

    @Test func workAndSleepsShareOneTimeline() async {
        let scheduler = DispatchQueue.test
        let order = LockIsolated<[String]>([])
        scheduler.schedule(after: scheduler.now.advanced(by: 2)) { order.withValue { $0.append("work at 2") } }
        let task = Task {
            try await scheduler.sleep(for: 1)
            order.withValue { $0.append("sleep until 1") }
        }
        await Task.megaYield()
        await scheduler.advance(by: 2)
        try? await task.value
        #expect(order.value == ["sleep until 1", "work at 2"])
    }

    @Test func anErasedImmediateSchedulerRunsCombineWorkAtOnce() {
        let mainQueue = DispatchQueue.immediate.eraseToAnyScheduler()
        var received: [Int] = []
        let cancellable = Just(1).delay(for: 5, scheduler: mainQueue).sink { received.append($0) }
        #expect(received == [1])
        _ = cancellable
    }

    @Test func anErasedTestSchedulerIsTheSameTimeline() async {
        let scheduler = DispatchQueue.test
        let mainQueue = scheduler.eraseToAnyScheduler()
        var received: [Int] = []
        let cancellable = Just(1).receive(on: mainQueue).sink { received.append($0) }
        #expect(received == [])
        await scheduler.advance()
        #expect(received == [1])
        _ = cancellable
    }
}

@Suite struct RepeatingWorkOrderTests {
    @Test func repeatingWorkDueTogetherRunsInTheOrderItWasFirstScheduled() {
        let scheduler = DispatchQueue.test
        var values: [Int] = []
        let every1 = scheduler.schedule(after: scheduler.now, interval: 1) { values.append(1) }
        let every2 = scheduler.schedule(after: scheduler.now, interval: 2) { values.append(42) }
        scheduler.advance()
        #expect(values == [1, 42])
        scheduler.advance(by: 2)
        #expect(values == [1, 42, 1, 1, 42])
        _ = (every1, every2)
    }
}

@MainActor
@Suite struct MainActorSchedulingTests {
    @Test func workScheduledFromTheMainActorRunsOnItWhenAdvanced() async {
        let scheduler = DispatchQueue.test
        var runs = 0
        let timer = scheduler.schedule(after: scheduler.now, interval: 1) {
            MainActor.assertIsolated()
            runs += 1
        }
        await scheduler.advance(by: 2)
        #expect(runs == 3)
        timer.cancel()
    }
}
