import Composable
import Synchronization
import Testing

/// A clock whose time moves only when the test says so, for testing timers, debounces and
/// delays without waiting for them.
///
/// ```swift test
/// // snippet.hide
/// struct Timer: Reducer {
///     struct State: Equatable {
///         var isTimerOn = false
///         var secondsElapsed = 0
///     }
///
///     enum Action {
///         case toggleTimer
///         case timerTicked
///     }
///
///     enum CancelID {
///         case timer
///     }
///
///     @Dependency(\.continuousClock) var clock
///
///     var body: some ReducerOf<Self> {
///         Reduce { state, action in
///             switch action {
///             case .toggleTimer:
///                 state.isTimerOn.toggle()
///                 guard state.isTimerOn else { return .cancel(id: CancelID.timer) }
///                 return .run { send in
///                     for await _ in clock.timer(interval: .seconds(1)) {
///                         await send(.timerTicked)
///                     }
///                 }
///                 .cancellable(id: CancelID.timer)
///             case .timerTicked:
///                 state.secondsElapsed += 1
///                 return .none
///             }
///         }
///     }
/// }
/// // snippet.show
/// @MainActor @Test func timerTicksEverySecond() async {
///     let clock = TestClock()
///     let store = TestStore(initialState: Timer.State()) {
///         Timer()
///     } withDependencies: {
///         $0.continuousClock = clock
///     }
///     await store.send(.toggleTimer) { $0.isTimerOn = true }
///     await clock.advance(by: .seconds(3))
///     await store.receive(\.timerTicked) { $0.secondsElapsed = 1 }
///     await store.receive(\.timerTicked) { $0.secondsElapsed = 2 }
///     await store.receive(\.timerTicked) { $0.secondsElapsed = 3 }
///     await store.send(.toggleTimer) { $0.isTimerOn = false }
/// }
/// ```
///
/// ``advance(by:sourceLocation:)`` wakes the sleepers whose deadline has come, one at a time
/// in the order of their deadlines, with the clock's time set to each deadline as it wakes it,
/// and lets the woken work run until it sleeps again or stops before it moves on. So a timer
/// advanced by three seconds ticks exactly three times, each tick seeing the time it was due.
///
/// How it knows the woken work has stopped: the effects of a store whose dependencies hold
/// this clock run on an executor of the clock's own, which counts the jobs it runs. The clock
/// moves on once a full round (wait until no effect job is left, then let the main actor run
/// what was queued on it, such as the actions those effects sent) passed without a single new
/// effect job: by then every effect is suspended, on this clock or on something else, and
/// nothing that was woken is still on its way to its next sleep. Tasks that do not run on that
/// executor (a `Task` the test made itself) are only given a number of yields; await them
/// instead.
public final class TestClock<Duration: DurationProtocol & Hashable>: Clock, Sendable {
    /// A moment on this clock.
    public typealias Instant = TestInstant<Duration>

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        /// `nil` until the sleeping task has suspended.
        var continuation: CheckedContinuation<Void, any Error>?
        /// Whether the sleeping task runs on the clock's effect executor.
        let isTracked: Bool
        /// How many times the clock had been advanced when the sleep began.
        let advancesBefore: Int
        var isCancelled = false
        /// Work scheduled on the clock (a Combine scheduler's), run where the clock wakes it
        /// instead of a sleeping task.
        var action: (@Sendable () -> Void)? = nil
        /// Its place among sleepers due at the same time: its id, or that of the work it repeats.
        var order: Int? = nil

        var rank: Int {
            order ?? id
        }

        /// Whether waking it does something now: a task has suspended on it, or it is work.
        var isWakeable: Bool {
            continuation != nil || action != nil
        }
    }

    private struct Timeline {
        var now: Instant
        var sleepers: [Sleeper] = []
        var nextID = 0
        /// How many times the clock was advanced, to tell a sleeper that one went by while it
        /// was on its way to suspend.
        var advances = 0
    }

    private let timeline: Mutex<Timeline>
    let executor = EffectExecutor()

    /// A clock whose time starts at `now`.
    public init(now: Instant = Instant()) {
        timeline = Mutex(Timeline(now: now))
    }

    /// The clock's time; it moves only through ``advance(by:sourceLocation:)``,
    /// ``advance(to:sourceLocation:)`` and ``run(timeout:sourceLocation:)``.
    public var now: Instant {
        timeline.withLock { $0.now }
    }

    /// Every duration can be slept exactly.
    public var minimumResolution: Duration {
        .zero
    }

    /// Suspends until the clock is advanced to `deadline`, or ends with a `CancellationError`
    /// once the task is cancelled.
    ///
    /// A deadline that has already come (a sleep of zero) still suspends until the clock is
    /// next advanced, even by nothing (`advance()`), as the original's test clock does: so a
    /// test can act (cancel, dismiss) before the work after the sleep runs.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let isTracked = executor.isCurrent
        let id: Int = timeline.withLock { timeline in
            let id = timeline.nextID
            timeline.nextID += 1
            timeline.sleepers.append(
                Sleeper(id: id, deadline: deadline, isTracked: isTracked, advancesBefore: timeline.advances)
            )
            return id
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let outcome = timeline.withLock { timeline -> Result<Void, any Error>? in
                    guard let index = timeline.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                    if timeline.sleepers[index].isCancelled {
                        timeline.sleepers.remove(at: index)
                        return .failure(CancellationError())
                    }
                    // The clock may have been advanced past the deadline while this task was on
                    // its way here.
                    if deadline <= timeline.now, timeline.advances > timeline.sleepers[index].advancesBefore {
                        timeline.sleepers.remove(at: index)
                        return .success(())
                    }
                    timeline.sleepers[index].continuation = continuation
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let continuation = timeline.withLock { timeline -> CheckedContinuation<Void, any Error>? in
                guard let index = timeline.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                guard let continuation = timeline.sleepers[index].continuation else {
                    timeline.sleepers[index].isCancelled = true
                    return nil
                }
                timeline.sleepers.remove(at: index)
                return continuation
            }
            continuation?.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock forward by `duration`, waking every sleeper whose deadline comes by then.
    ///
    /// ```swift test
    /// // snippet.hide
    /// @Test func advancingMovesTheClockOn() async {
    /// let clock = TestClock()
    /// // snippet.show
    /// await clock.advance(by: .seconds(3))
    /// // snippet.hide
    /// #expect(clock.now == TestInstant(offset: .seconds(3)))
    /// }
    /// ```
    ///
    /// Before it returns, the woken effects have run until they sleep again or stop, so the
    /// actions they sent are already waiting for `store.receive`. `advance()` with no duration
    /// only lets effects that have just started reach their first sleep.
    public func advance(by duration: Duration = .zero, sourceLocation: SourceLocation = #_sourceLocation) async {
        await advance(to: now.advanced(by: duration), sourceLocation: sourceLocation)
    }

    /// Moves the clock forward to `deadline`, waking every sleeper whose deadline comes by then;
    /// see ``advance(by:sourceLocation:)``.
    public func advance(to deadline: Instant, sourceLocation: SourceLocation = #_sourceLocation) async {
        let start = now
        guard deadline >= start else {
            TestFailure.record(
                """
                Cannot move a TestClock back in time, from \(start.offset) to \(deadline.offset).

                Advance it by a duration that is not negative.
                """,
                sourceLocation: sourceLocation
            )
            return
        }
        timeline.withLock { $0.advances += 1 }
        await settle(sourceLocation: sourceLocation)
        while let woken = wakeNext(dueBy: deadline) {
            if let action = woken.action {
                // Scheduled work runs on the main actor, where tests and the code that
                // schedules it (a store's effects, a view's pipelines) live.
                await MainActor.run { action() }
            } else {
                woken.continuation?.resume()
            }
            await settle(sourceLocation: sourceLocation)
            if !woken.isTracked { await yieldToSharedPool() }
        }
    }

    /// Advances the clock from deadline to deadline until nothing sleeps on it any more.
    ///
    /// ```swift test
    /// // snippet.hide
    /// struct Saver: Reducer {
    ///     struct State: Equatable {
    ///         var isSaving = false
    ///     }
    ///
    ///     enum Action {
    ///         case saveTapped
    ///         case saved
    ///     }
    ///
    ///     @Dependency(\.continuousClock) var clock
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             switch action {
    ///             case .saveTapped:
    ///                 state.isSaving = true
    ///                 return .run { send in
    ///                     try await clock.sleep(for: .seconds(1))
    ///                     await send(.saved)
    ///                 }
    ///             case .saved:
    ///                 state.isSaving = false
    ///                 return .none
    ///             }
    ///         }
    ///     }
    /// }
    ///
    /// @MainActor @Test func savingEndsOnceTheClockHasRun() async {
    ///     let clock = TestClock()
    ///     let store = TestStore(initialState: Saver.State()) {
    ///         Saver()
    ///     } withDependencies: {
    ///         $0.continuousClock = clock
    ///     }
    /// // snippet.show
    /// await store.send(.saveTapped) { $0.isSaving = true }
    /// await clock.run()
    /// await store.receive(\.saved) { $0.isSaving = false }
    /// // snippet.hide
    /// }
    /// ```
    ///
    /// Something that sleeps forever again (a running timer) never lets it finish: once
    /// `timeout` of real time has passed and the clock has woken sleepers at least
    /// ``wakesBeforeGivingUp`` times, it records a failure and returns. The time counts from when
    /// the effects first settle, and the count keeps a short chain of sleeps from failing when a
    /// loaded machine runs it slowly: only work that keeps coming back is given up on. Pass a
    /// shorter `timeout` when the test expects that failure.
    public func run(timeout: Swift.Duration = .seconds(5), sourceLocation: SourceLocation = #_sourceLocation) async {
        await settle(sourceLocation: sourceLocation)
        let giveUp = ContinuousClock.now.advanced(by: timeout)
        var wakes = 0
        while let next = earliestDeadline() {
            if wakes >= Self.wakesBeforeGivingUp, ContinuousClock.now >= giveUp {
                TestFailure.record(
                    """
                    TestClock.run() still had work sleeping on the clock after \(timeout), at \(now.offset).

                    Something sleeps again each time it wakes, as a running timer does: cancel it \
                    first, or move the clock a set amount with "advance(by:)".
                    """,
                    sourceLocation: sourceLocation
                )
                return
            }
            await advance(to: max(next, now), sourceLocation: sourceLocation)
            wakes += 1
        }
    }

    /// How many deadlines ``run(timeout:sourceLocation:)`` moves the clock to before it may give
    /// up: more than a test's chain of sleeps, fewer than a running timer reaches at once.
    public static var wakesBeforeGivingUp: Int { 20 }

    /// Takes the sleeper due first by `deadline` off the timeline and sets the time to its
    /// deadline; with none due, sets the time to `deadline` and returns `nil`.
    private func wakeNext(dueBy deadline: Instant) -> Sleeper? {
        timeline.withLock { timeline in
            let due = timeline.sleepers.indices.filter {
                timeline.sleepers[$0].isWakeable && timeline.sleepers[$0].deadline <= deadline
            }
            // Earliest deadline first; among equal deadlines, the one that went to sleep first
            // (repeating work keeps the place of its first run, as Combine's test scheduler does).
            guard let index = due.min(by: { left, right in
                let (a, b) = (timeline.sleepers[left], timeline.sleepers[right])
                return (a.deadline, a.rank) < (b.deadline, b.rank)
            }) else {
                timeline.now = max(timeline.now, deadline)
                return nil
            }
            let sleeper = timeline.sleepers.remove(at: index)
            timeline.now = max(timeline.now, sleeper.deadline)
            return sleeper
        }
    }

    /// Whether any task is sleeping on the clock, or on its way to.
    var hasSleepers: Bool {
        timeline.withLock { !$0.sleepers.isEmpty }
    }

    private func earliestDeadline() -> Instant? {
        timeline.withLock { $0.sleepers.map(\.deadline).min() }
    }
}

extension TestClock where Duration == Swift.Duration {
    /// A clock measured in `Duration`, the kind `\.continuousClock` holds, starting at zero.
    ///
    /// ```swift
    /// let clock = TestClock()
    /// ```
    public convenience init() {
        self.init(now: Instant())
    }
}

extension TestClock: EffectExecutorOwner {
    /// The executor that effects which can see this clock run on.
    package var effectExecutor: any TaskExecutor {
        executor
    }
}

extension TestClock: ActionTimeline where Duration == Swift.Duration {
    package var elapsed: Swift.Duration {
        now.offset
    }

    /// Puts `action` on the timeline at `elapsed`, beside the sleeping tasks: the clock runs it
    /// when it is advanced that far, in deadline order with them.
    package func schedule(at elapsed: Swift.Duration, order: Int?, _ action: @escaping @Sendable () -> Void) -> Int {
        timeline.withLock { timeline in
            let id = timeline.nextID
            timeline.nextID += 1
            var sleeper = Sleeper(
                id: id, deadline: Instant(offset: elapsed), isTracked: true, advancesBefore: timeline.advances
            )
            sleeper.action = action
            sleeper.order = order
            timeline.sleepers.append(sleeper)
            return id
        }
    }

    package func cancelScheduled(_ token: Int) {
        timeline.withLock { timeline in
            timeline.sleepers.removeAll { $0.id == token && $0.action != nil }
        }
    }

    /// Moves the clock to `deadline` without waiting for anything: the scheduled work due by
    /// then runs here, in deadline order, and the tasks due by then are resumed and left to
    /// run. For the synchronous `advance(by:)` of a test scheduler.
    package func advanceWithoutWaiting(to deadline: Instant) {
        timeline.withLock { $0.advances += 1 }
        while let woken = wakeNext(dueBy: deadline) {
            if let action = woken.action {
                action()
            } else {
                woken.continuation?.resume()
            }
        }
    }
}
