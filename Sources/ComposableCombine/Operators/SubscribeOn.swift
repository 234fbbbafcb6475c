extension Publishers {
    /// The publisher ``Publisher/subscribe(on:options:)`` returns: the upstream, subscribed to,
    /// asked and cancelled through a scheduler. Combine's `Publishers.SubscribeOn`.
    ///
    /// ```swift
    /// let subscribed = Publishers.SubscribeOn(upstream: Just(1), scheduler: DispatchQueue.immediate)
    /// let cancellable = subscribed.sink { print($0) }
    /// // snippet.hide
    /// _ = cancellable
    /// ```
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher subscribed to.
        ///
        /// ```swift
        /// let subscribed = Just(1).subscribe(on: DispatchQueue.immediate)
        /// assert(subscribed.upstream.output == 1)
        /// ```
        public let upstream: Upstream
        /// Where the subscribing happens.
        ///
        /// ```swift
        /// let subscribed = Just(1).subscribe(on: DispatchQueue.immediate)
        /// // snippet.hide
        /// _ = subscribed.scheduler
        /// ```
        public let scheduler: Context
        /// The scheduler's options.
        ///
        /// ```swift
        /// let subscribed = Just(1).subscribe(on: DispatchQueue.immediate)
        /// assert(subscribed.options == nil)
        /// ```
        public let options: Context.SchedulerOptions?

        /// `upstream`, subscribed to on `scheduler`.
        ///
        /// ```swift
        /// let subscribed = Publishers.SubscribeOn(upstream: Just(1), scheduler: DispatchQueue.main)
        /// // snippet.hide
        /// _ = subscribed
        /// ```
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions? = nil) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        /// Subscribes `subscriber` to the upstream on the scheduler.
        ///
        /// ```swift
        /// let subscriber = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { print($0) })
        /// Just(1).subscribe(on: DispatchQueue.immediate).receive(subscriber: subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let scheduler = self.scheduler
            let options = self.options
            let relay = SubscribeOnRelay(downstream: subscriber) { work in scheduler.schedule(options: options, work) }
            let upstream = self.upstream
            scheduler.schedule(options: options) { upstream.receive(subscriber: relay) }
        }
    }
}

extension Publisher {
    /// Subscribes to this publisher, asks it for values and cancels it through `scheduler`;
    /// the values come on whatever thread the publisher sends them.
    ///
    /// ```swift test
    /// // snippet.hide
    /// import ComposableTesting
    /// @Test func subscribingWaitsForTheScheduler() async {
    /// // snippet.show
    /// let scheduler = DispatchQueue.test
    /// var received: [Int] = []
    /// let cancellable = Just(1).subscribe(on: scheduler).sink { received.append($0) }
    /// #expect(received == [])
    /// await scheduler.advance()
    /// #expect(received == [1])
    /// // snippet.hide
    /// _ = cancellable
    /// }
    /// ```
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S> {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }
}

/// Passes events down as they come, and requests and cancellation up through the scheduler.
private final class SubscribeOnRelay<Downstream: Subscriber>: Subscriber, Subscription {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let schedule: (@escaping () -> Void) -> Void
    private let upstream = Locked<(any Subscription)?>(nil)

    init(downstream: Downstream, schedule: @escaping (@escaping () -> Void) -> Void) {
        self.downstream = downstream
        self.schedule = schedule
    }

    func receive(subscription: any Subscription) {
        upstream.withLock { $0 = subscription }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }
    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }

    func request(_ demand: Subscribers.Demand) {
        guard let subscription = upstream.withLock({ $0 }) else { return }
        schedule { subscription.request(demand) }
    }

    func cancel() {
        guard let subscription = upstream.withLock({ state -> (any Subscription)? in
            defer { state = nil }
            return state
        }) else { return }
        schedule { subscription.cancel() }
    }
}
