import Composable
import ComposableTesting
import Testing

struct AnyClockTests {
    @Test func nowCountsFromWhenItWasMadeAndFollowsTheWrappedClock() async {
        let wrapped = TestClock<Duration>(now: TestInstant(offset: .seconds(100)))
        let clock = AnyClock(wrapped)
        let start = clock.now
        await wrapped.advance(by: .seconds(3))
        #expect(start.duration(to: clock.now) == .seconds(3))
    }

    @Test func aSleepIsASleepOnTheWrappedClock() async {
        let wrapped = TestClock<Duration>(now: TestInstant(offset: .seconds(100)))
        let clock = AnyClock(wrapped)
        let woke = LockIsolated(false)
        let sleeper = Task {
            try await clock.sleep(for: .seconds(5))
            woke.setValue(true)
        }
        await Task.megaYield()
        await wrapped.advance(by: .seconds(4))
        await Task.megaYield()
        #expect(!woke.value)
        await wrapped.advance(by: .seconds(1))
        try? await sleeper.value
        #expect(woke.value)
        #expect(wrapped.now == TestInstant<Duration>(offset: .seconds(105)))
    }

    @Test func minimumResolutionIsTheWrappedClocks() {
        #expect(AnyClock(ImmediateClock()).minimumResolution == .zero)
    }

    @Test func anAnyClockCanBeTheContinuousClockDependency() async {
        let clock = ImmediateClock()
        await withDependencies {
            $0.continuousClock = AnyClock(clock)
        } operation: {
            @Dependency(\.continuousClock) var continuousClock
            try? await continuousClock.sleep(for: .seconds(60))
        }
        #expect(clock.now == TestInstant(offset: .seconds(60)))
    }
}

struct UnimplementedClockTests {
    @Test func sleepingRecordsAnIssueAtTheLineThatMadeTheClock() async {
        // The initializer with `now:` takes the caller's place; `init(name:)` is the original's
        // shorthand and points at itself, as the original's does.
        let clock = UnimplementedClock<Duration>(name: "continuousClock", now: .init()); let madeAt = #line
        let messages = LockIsolated<[String]>([])
        await withKnownIssue {
            // `sleep(for:)` reads `now` to find its deadline, so both are reported, as in the original.
            try? await clock.sleep(for: .seconds(1))
        } matching: { issue in
            messages.withValue { $0 += issue.comments.map(\.rawValue) }
            return issue.sourceLocation?.line == madeAt
        }
        #expect(messages.value == ["Unimplemented: continuousClock.now", "Unimplemented: continuousClock.sleep"])
    }

    @Test func readingNowAndResolutionRecordIssuesToo() {
        let clock: some Clock<Duration> = .unimplemented()
        withKnownIssue {
            _ = clock.now
            _ = clock.minimumResolution
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "Unimplemented: Clock.now" || $0.rawValue == "Unimplemented: Clock.minimumResolution" }
        }
    }

    @Test func afterReportingItSleepsOnTheClockItWraps() async {
        let immediate = ImmediateClock()
        let clock = UnimplementedClock(immediate, name: "clock")
        await withExpectedIssue {
            try? await clock.sleep(for: .seconds(2))
        }
        #expect(immediate.now == TestInstant(offset: .seconds(2)))
    }

    @Test func immediateIsAnImmediateClock() async throws {
        let clock: ImmediateClock<Duration> = .immediate
        try await clock.sleep(for: .seconds(30))
        #expect(clock.now == TestInstant(offset: .seconds(30)))
    }
}
