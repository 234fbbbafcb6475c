extension Publishers {
    /// The publisher ``Publisher/receive(on:options:)`` returns: the upstream's events,
    /// delivered through a scheduler. Combine's `Publishers.ReceiveOn`.
    ///
    /// ```swift
    /// let onImmediate = Publishers.ReceiveOn(upstream: Just(1), scheduler: DispatchQueue.immediate)
    /// let cancellable = onImmediate.sink { print($0) }
    /// // snippet.hide
    /// _ = cancellable
    /// ```
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose events move.
        ///
        /// ```swift
        /// let moved = Just(1).receive(on: DispatchQueue.immediate)
        /// assert(moved.upstream.output == 1)
        /// ```
        public let upstream: Upstream
        /// Where the events are delivered.
        ///
        /// ```swift
        /// let moved = Just(1).receive(on: DispatchQueue.immediate)
        /// // snippet.hide
        /// _ = moved.scheduler
        /// ```
        public let scheduler: Context
        /// The scheduler's options.
        ///
        /// ```swift
        /// let moved = Just(1).receive(on: DispatchQueue.immediate)
        /// assert(moved.options == nil)
        /// ```
        public let options: Context.SchedulerOptions?

        /// `upstream`'s events, delivered on `scheduler`.
        ///
        /// ```swift
        /// let moved = Publishers.ReceiveOn(upstream: Just(1), scheduler: DispatchQueue.main)
        /// // snippet.hide
        /// _ = moved
        /// ```
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions? = nil) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        /// Subscribes `subscriber` to the events as the scheduler delivers them.
        ///
        /// ```swift
        /// let subscriber = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { print($0) })
        /// Just(1).receive(on: DispatchQueue.immediate).receive(subscriber: subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let scheduler = self.scheduler
            let options = self.options
            upstream.receive(subscriber: ScheduledDelivery(downstream: subscriber) { work in
                scheduler.schedule(options: options, work)
            })
        }
    }
}

extension Publisher {
    /// Delivers the values and the completion through `scheduler`: on a queue, or, with a test
    /// scheduler, when the test advances it.
    ///
    /// ```swift test
    /// // snippet.hide
    /// import ComposableTesting
    /// @Test func valuesWaitForTheScheduler() async {
    /// // snippet.show
    /// let scheduler = DispatchQueue.test
    /// var received: [Int] = []
    /// let cancellable = Just(1).receive(on: scheduler).sink { received.append($0) }
    /// #expect(received == [])
    /// await scheduler.advance()
    /// #expect(received == [1])
    /// // snippet.hide
    /// _ = cancellable
    /// }
    /// ```
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }
}
