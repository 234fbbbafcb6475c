extension Publishers {
    /// The publisher ``Publisher/delay(for:tolerance:scheduler:options:)`` returns: each value
    /// and the completion, delivered `interval` later on a scheduler. Combine's
    /// `Publishers.Delay`.
    ///
    /// ```swift
    /// let delayed = Publishers.Delay(upstream: Just(1), interval: .seconds(1), tolerance: .zero, scheduler: DispatchQueue.immediate)
    /// let cancellable = delayed.sink { print($0) }
    /// // snippet.hide
    /// _ = cancellable
    /// ```
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher delayed.
        ///
        /// ```swift
        /// let delayed = Just(1).delay(for: 1, scheduler: DispatchQueue.immediate)
        /// assert(delayed.upstream.output == 1)
        /// ```
        public let upstream: Upstream
        /// How long each event waits.
        ///
        /// ```swift
        /// let delayed = Just(1).delay(for: 2, scheduler: DispatchQueue.immediate)
        /// assert(delayed.interval == .seconds(2))
        /// ```
        public let interval: Context.SchedulerTimeType.Stride
        /// The tolerance of the wait.
        ///
        /// ```swift
        /// let delayed = Just(1).delay(for: 2, tolerance: .milliseconds(5), scheduler: DispatchQueue.immediate)
        /// assert(delayed.tolerance == .milliseconds(5))
        /// ```
        public let tolerance: Context.SchedulerTimeType.Stride
        /// Where the events are delivered.
        ///
        /// ```swift
        /// let delayed = Just(1).delay(for: 2, scheduler: DispatchQueue.immediate)
        /// // snippet.hide
        /// _ = delayed.scheduler
        /// ```
        public let scheduler: Context
        /// The scheduler's options.
        ///
        /// ```swift
        /// let delayed = Just(1).delay(for: 2, scheduler: DispatchQueue.immediate)
        /// assert(delayed.options == nil)
        /// ```
        public let options: Context.SchedulerOptions?

        /// `upstream`'s events, each delivered `interval` after it came, on `scheduler`.
        ///
        /// ```swift
        /// let delayed = Publishers.Delay(upstream: Just(1), interval: 1, tolerance: .zero, scheduler: DispatchQueue.immediate)
        /// // snippet.hide
        /// _ = delayed
        /// ```
        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride,
            scheduler: Context, options: Context.SchedulerOptions? = nil
        ) {
            self.upstream = upstream
            self.interval = interval
            self.tolerance = tolerance
            self.scheduler = scheduler
            self.options = options
        }

        /// Subscribes `subscriber` to the delayed events.
        ///
        /// ```swift
        /// let subscriber = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { print($0) })
        /// Just(1).delay(for: 1, scheduler: DispatchQueue.immediate).receive(subscriber: subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let scheduler = self.scheduler
            let interval = self.interval
            let tolerance = self.tolerance
            let options = self.options
            upstream.receive(subscriber: ScheduledDelivery(downstream: subscriber) { work in
                scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options, work)
            })
        }
    }
}

extension Publisher {
    /// Delivers each value, and the completion, `interval` after it came, on `scheduler`.
    /// Cancelling drops what is still waiting.
    ///
    /// With a test scheduler, nothing arrives until the test advances it far enough:
    ///
    /// ```swift test
    /// // snippet.hide
    /// import ComposableTesting
    /// @Test func delayedValueArrivesWhenTheSchedulerAdvances() async {
    /// // snippet.show
    /// let scheduler = DispatchQueue.test
    /// var received: [Int] = []
    /// let cancellable = Just(1).delay(for: 2, scheduler: scheduler).sink { received.append($0) }
    /// await scheduler.advance(by: 1)
    /// #expect(received == [])
    /// await scheduler.advance(by: 1)
    /// #expect(received == [1])
    /// // snippet.hide
    /// _ = cancellable
    /// }
    /// ```
    public func delay<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride,
        tolerance: S.SchedulerTimeType.Stride? = nil,
        scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, S> {
        Publishers.Delay(
            upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
            scheduler: scheduler, options: options
        )
    }
}
