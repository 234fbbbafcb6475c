/// Something that runs work now or at a time of its own: a dispatch queue, the immediate
/// scheduler, a test scheduler whose time moves only when a test says. Combine's `Scheduler`;
/// operators such as ``Publisher/delay(for:tolerance:scheduler:options:)`` and
/// ``Publisher/receive(on:options:)`` take one.
///
/// ```swift
/// let scheduler = DispatchQueue.immediate
/// var ran = false
/// scheduler.schedule { ran = true }
/// assert(ran)
/// ```
public protocol Scheduler<SchedulerTimeType> {
    /// The scheduler's moments in time.
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    /// Options the scheduler's methods take.
    associatedtype SchedulerOptions

    /// The scheduler's time now.
    var now: SchedulerTimeType { get }
    /// The least tolerance it honours.
    var minimumTolerance: SchedulerTimeType.Stride { get }

    /// Runs `action` as soon as it can.
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
    /// Runs `action` at `date` (not before).
    func schedule(
        after date: SchedulerTimeType,
        tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?,
        _ action: @escaping () -> Void
    )
    /// Runs `action` at `date`, then every `interval`, until the returned value is cancelled.
    func schedule(
        after date: SchedulerTimeType,
        interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> any Cancellable
}

extension Scheduler {
    /// Runs `action` as soon as it can, with no options.
    ///
    /// ```swift
    /// DispatchQueue.immediate.schedule { print("now") }
    /// ```
    public func schedule(_ action: @escaping () -> Void) {
        schedule(options: nil, action)
    }

    /// Runs `action` at `date`, with the least tolerance and no options.
    ///
    /// ```swift
    /// let scheduler = DispatchQueue.immediate
    /// scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) { print("later") }
    /// ```
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }

    /// Runs `action` at `date`, with `tolerance` and no options.
    ///
    /// ```swift
    /// let scheduler = DispatchQueue.immediate
    /// scheduler.schedule(after: scheduler.now, tolerance: .zero) { print("now") }
    /// ```
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: tolerance, options: nil, action)
    }

    /// Runs `action` at `date` and then every `interval` until cancelled, with the least
    /// tolerance and no options.
    ///
    /// ```swift
    /// let scheduler = DispatchQueue.immediate
    /// var runs = 0
    /// let timer = scheduler.schedule(after: scheduler.now, interval: 1) { runs += 1 }
    /// timer.cancel()
    /// assert(runs == 1)
    /// ```
    public func schedule(
        after date: SchedulerTimeType,
        interval: SchedulerTimeType.Stride,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
    }

    /// Runs `action` at `date` and then every `interval` until cancelled, with `tolerance`.
    ///
    /// ```swift
    /// let scheduler = DispatchQueue.immediate
    /// let timer = scheduler.schedule(after: scheduler.now, interval: 1, tolerance: .zero) {}
    /// timer.cancel()
    /// ```
    public func schedule(
        after date: SchedulerTimeType,
        interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
    }
}

/// A time interval a scheduler understands, made from seconds and their fractions.
///
/// ```swift
/// let half: DispatchQueue.SchedulerTimeType.Stride = .milliseconds(500)
/// assert(half == .seconds(0.5))
/// ```
public protocol SchedulerTimeIntervalConvertible {
    /// `s` whole seconds.
    static func seconds(_ s: Int) -> Self
    /// `s` seconds.
    static func seconds(_ s: Double) -> Self
    /// `ms` milliseconds.
    static func milliseconds(_ ms: Int) -> Self
    /// `us` microseconds.
    static func microseconds(_ us: Int) -> Self
    /// `ns` nanoseconds.
    static func nanoseconds(_ ns: Int) -> Self
}
