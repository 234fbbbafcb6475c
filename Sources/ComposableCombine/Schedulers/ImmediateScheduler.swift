import Composable
import Dispatch

/// A scheduler that runs all work at once, on the calling thread, whatever time it is asked
/// for: for previews and for tests that need not control time. CombineSchedulers'
/// `ImmediateSchedulerOf<DispatchQueue>`, spelled `DispatchQueue.immediate`.
///
/// ```swift
/// var received: [Int] = []
/// let cancellable = Just(1)
///     .delay(for: .seconds(10), scheduler: DispatchQueue.immediate)
///     .sink { received.append($0) }
/// assert(received == [1])
/// // snippet.hide
/// _ = cancellable
/// ```
public struct ImmediateSchedulerOf<Queue>: Scheduler, Sendable {
    /// A moment, as on a dispatch queue.
    public typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType
    /// A dispatch queue's options, which it ignores.
    public typealias SchedulerOptions = DispatchQueue.SchedulerOptions

    /// Its time: it stands still, at the start.
    ///
    /// ```swift
    /// let scheduler = DispatchQueue.immediate
    /// assert(scheduler.now == scheduler.now)
    /// ```
    public let now = SchedulerTimeType.virtual(.zero)

    /// It needs no tolerance.
    ///
    /// ```swift
    /// assert(DispatchQueue.immediate.minimumTolerance == .zero)
    /// ```
    public var minimumTolerance: SchedulerTimeType.Stride {
        .zero
    }

    /// An immediate scheduler; `DispatchQueue.immediate` is the usual spelling.
    ///
    /// ```swift
    /// let scheduler = ImmediateSchedulerOf<DispatchQueue>()
    /// // snippet.hide
    /// _ = scheduler
    /// ```
    public init() {}

    /// Runs `action` now.
    ///
    /// ```swift
    /// var ran = false
    /// DispatchQueue.immediate.schedule(options: nil) { ran = true }
    /// assert(ran)
    /// ```
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        action()
    }

    /// Runs `action` now, whatever `date` says.
    ///
    /// ```swift
    /// let scheduler = DispatchQueue.immediate
    /// var ran = false
    /// scheduler.schedule(after: scheduler.now.advanced(by: 60), tolerance: .zero, options: nil) { ran = true }
    /// assert(ran)
    /// ```
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) {
        action()
    }

    /// Runs `action` once, now: a repeating timer on an immediate scheduler fires once.
    ///
    /// ```swift
    /// let scheduler = DispatchQueue.immediate
    /// var runs = 0
    /// let timer = scheduler.schedule(after: scheduler.now, interval: 1, tolerance: .zero, options: nil) { runs += 1 }
    /// assert(runs == 1)
    /// // snippet.hide
    /// _ = timer
    /// ```
    public func schedule(
        after date: SchedulerTimeType,
        interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        action()
        return AnyCancellable {}
    }

    /// The scheduler as the `\.mainQueue` dependency takes it: a main queue whose clock is an
    /// `ImmediateClock`, so its sleeps and its Combine work do not wait either.
    ///
    /// ```swift
    /// let mainQueue: AnySchedulerOf<DispatchQueue> = DispatchQueue.immediate.eraseToAnyScheduler()
    /// // snippet.hide
    /// _ = mainQueue
    /// ```
    public func eraseToAnyScheduler() -> AnySchedulerOf<DispatchQueue> {
        MainQueue(clock: ImmediateClock())
    }
}

extension DispatchQueue {
    /// A scheduler that runs work at once: see ``ImmediateSchedulerOf``.
    ///
    /// ```swift
    /// var ran = false
    /// DispatchQueue.immediate.schedule { ran = true }
    /// assert(ran)
    /// ```
    public static var immediate: ImmediateSchedulerOf<DispatchQueue> {
        ImmediateSchedulerOf()
    }
}
