import ComposableCombine
import Dispatch

extension TestSchedulerOf: Scheduler {
    /// A moment, as on a dispatch queue.
    public typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType
    /// A dispatch queue's options, which it ignores.
    public typealias SchedulerOptions = DispatchQueue.SchedulerOptions

    /// The scheduler's time: its clock's, which moves only when the test advances it.
    ///
    /// ```swift
    /// let scheduler = DispatchQueue.test
    /// let start = scheduler.now
    /// await scheduler.advance(by: 2)
    /// assert(start.distance(to: scheduler.now) == 2)
    /// ```
    public var now: SchedulerTimeType {
        .virtual(clock.now.offset)
    }

    /// It needs no tolerance.
    ///
    /// ```swift
    /// assert(DispatchQueue.test.minimumTolerance == .zero)
    /// ```
    public var minimumTolerance: SchedulerTimeType.Stride {
        .zero
    }

    /// Runs `action` the next time the scheduler is advanced, even by nothing.
    ///
    /// ```swift
    /// let scheduler = DispatchQueue.test
    /// var ran = false
    /// scheduler.schedule(options: nil) { ran = true }
    /// assert(!ran)
    /// await scheduler.advance()
    /// assert(ran)
    /// ```
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = UncheckedSendable(action)
        _ = clock.schedule(at: clock.now.offset) { work.value() }
    }

    /// Runs `action` once the scheduler has been advanced to `date`, in order with the other
    /// work and the sleeps due by then.
    ///
    /// ```swift
    /// let scheduler = DispatchQueue.test
    /// var ran = false
    /// scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1)), tolerance: .zero, options: nil) { ran = true }
    /// await scheduler.advance(by: .milliseconds(999))
    /// assert(!ran)
    /// await scheduler.advance(by: .milliseconds(1))
    /// assert(ran)
    /// ```
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = UncheckedSendable(action)
        _ = clock.schedule(at: date.virtualElapsed) { work.value() }
    }

    /// Runs `action` at `date` and then every `interval` of the scheduler's time, until
    /// cancelled.
    ///
    /// ```swift
    /// let scheduler = DispatchQueue.test
    /// var runs = 0
    /// let timer = scheduler.schedule(after: scheduler.now, interval: 1) { runs += 1 }
    /// await scheduler.advance(by: 2)
    /// assert(runs == 3)
    /// timer.cancel()
    /// ```
    public func schedule(
        after date: SchedulerTimeType,
        interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        RepeatingTimelineWork(timeline: clock, start: date.virtualElapsed, interval: interval.duration, action: action)
    }

    /// Moves time forward by `stride` at once, running the work scheduled until then in order,
    /// here and now: for tests that are not `async` (Combine pipelines on the scheduler). Tasks
    /// sleeping on the scheduler are woken but not waited for; `await` the `async` overload
    /// when effects are involved.
    ///
    /// ```swift
    /// func tickTwice() -> [Int] {
    ///     let scheduler = DispatchQueue.test
    ///     var ticks: [Int] = []
    ///     let timer = scheduler.schedule(after: scheduler.now.advanced(by: 1), interval: 1) { ticks.append(ticks.count) }
    ///     scheduler.advance(by: 2)
    ///     timer.cancel()
    ///     return ticks
    /// }
    /// assert(tickTwice() == [0, 1])
    /// ```
    public func advance(by stride: MainQueue.Stride = 0) {
        clock.advanceWithoutWaiting(to: clock.now.advanced(by: stride.duration))
    }
}
