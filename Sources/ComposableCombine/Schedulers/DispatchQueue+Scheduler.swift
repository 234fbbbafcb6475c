import Composable
import Dispatch

extension DispatchQueue: Scheduler {
    /// The time now, on the system's uptime clock.
    ///
    /// ```swift
    /// let now = DispatchQueue.main.now
    /// // snippet.hide
    /// _ = now
    /// ```
    public var now: SchedulerTimeType {
        SchedulerTimeType(.now())
    }

    /// Dispatch honours any tolerance.
    ///
    /// ```swift
    /// assert(DispatchQueue.main.minimumTolerance == .zero)
    /// ```
    public var minimumTolerance: SchedulerTimeType.Stride {
        .zero
    }

    /// Dispatches `action` asynchronously on the queue.
    ///
    /// ```swift
    /// DispatchQueue.global().schedule(options: nil) { print("on a global queue") }
    /// ```
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = UncheckedSendable(action)
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.value() }
    }

    /// Dispatches `action` on the queue at `date`.
    ///
    /// ```swift
    /// let queue = DispatchQueue.global()
    /// queue.schedule(after: queue.now.advanced(by: .milliseconds(10)), tolerance: .zero, options: nil) { print("later") }
    /// ```
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = UncheckedSendable(action)
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.value() }
    }

    /// Dispatches `action` on the queue at `date` and then every `interval`, until cancelled.
    ///
    /// ```swift
    /// let queue = DispatchQueue(label: "ticks")
    /// let timer = queue.schedule(after: queue.now, interval: .milliseconds(10)) { print("tick") }
    /// timer.cancel()
    /// ```
    public func schedule(
        after date: SchedulerTimeType,
        interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        let timer = DispatchSource.makeTimerSource(queue: self)
        let work = UncheckedSendable(action)
        timer.setEventHandler { work.value() }
        timer.schedule(deadline: date.dispatchTime, repeating: .nanoseconds(Int(max(1, interval.nanoseconds))))
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }

    /// This queue as the `\.mainQueue` dependency's scheduler type. Combine work on an erased
    /// live queue runs on the main queue, the only queue that dependency stands for.
    ///
    /// ```swift
    /// let mainQueue: AnySchedulerOf<DispatchQueue> = DispatchQueue.main.eraseToAnyScheduler()
    /// // snippet.hide
    /// _ = mainQueue
    /// ```
    public func eraseToAnyScheduler() -> AnySchedulerOf<DispatchQueue> {
        MainQueue()
    }
}
