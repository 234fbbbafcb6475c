import Composable
import Dispatch

extension MainQueue: Scheduler {
    /// A moment, as on a dispatch queue.
    public typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType
    /// A dispatch queue's options.
    public typealias SchedulerOptions = DispatchQueue.SchedulerOptions

    /// The time now: the test or immediate clock's, when the queue has one (its own or the
    /// `continuousClock` dependency in effect), or else the main queue's.
    ///
    /// ```swift
    /// let mainQueue = DispatchQueue.immediate.eraseToAnyScheduler()
    /// let now = mainQueue.now
    /// // snippet.hide
    /// _ = now
    /// ```
    public var now: SchedulerTimeType {
        if let timeline = actionTimeline { return .virtual(timeline.elapsed) }
        return DispatchQueue.main.now
    }

    /// It honours any tolerance.
    ///
    /// ```swift
    /// assert(MainQueue().minimumTolerance == .zero)
    /// ```
    public var minimumTolerance: SchedulerTimeType.Stride {
        .zero
    }

    /// Runs `action` on the clock's timeline as soon as it is advanced (at once on an immediate
    /// clock), or on the main queue.
    ///
    /// ```swift
    /// var ran = false
    /// DispatchQueue.immediate.eraseToAnyScheduler().schedule(options: nil) { ran = true }
    /// assert(ran)
    /// ```
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        guard let timeline = actionTimeline else {
            return DispatchQueue.main.schedule(options: options, action)
        }
        let work = UncheckedSendable(action)
        _ = timeline.schedule(at: timeline.elapsed) { work.value() }
    }

    /// Runs `action` when the clock reaches `date`, or on the main queue at `date`.
    ///
    /// ```swift
    /// let mainQueue = DispatchQueue.immediate.eraseToAnyScheduler()
    /// var ran = false
    /// mainQueue.schedule(after: mainQueue.now.advanced(by: 1), tolerance: .zero, options: nil) { ran = true }
    /// assert(ran)
    /// ```
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) {
        guard let timeline = actionTimeline else {
            return DispatchQueue.main.schedule(after: date, tolerance: tolerance, options: options, action)
        }
        let work = UncheckedSendable(action)
        _ = timeline.schedule(at: date.virtualElapsed) { work.value() }
    }

    /// Runs `action` at `date` and then every `interval` until cancelled, on the clock's
    /// timeline or the main queue.
    ///
    /// ```swift
    /// let mainQueue = DispatchQueue.immediate.eraseToAnyScheduler()
    /// var runs = 0
    /// let timer = mainQueue.schedule(after: mainQueue.now, interval: 1) { runs += 1 }
    /// timer.cancel()
    /// assert(runs == 1)
    /// ```
    public func schedule(
        after date: SchedulerTimeType,
        interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        guard let timeline = actionTimeline else {
            return DispatchQueue.main.schedule(after: date, interval: interval, tolerance: tolerance, options: options, action)
        }
        return RepeatingTimelineWork(timeline: timeline, start: date.virtualElapsed, interval: interval.duration, action: action)
    }
}
