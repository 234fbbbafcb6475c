extension Publishers {
    /// The publisher ``Publisher/handleEvents(receiveSubscription:receiveOutput:receiveCompletion:receiveCancel:receiveRequest:)``
    /// returns: the upstream, unchanged, with closures called at each event. Combine's
    /// `Publishers.HandleEvents`.
    ///
    /// ```swift
    /// let logged = Publishers.HandleEvents(upstream: Just(1), receiveOutput: { print("value \($0)") })
    /// let cancellable = logged.sink { _ in }
    /// // snippet.hide
    /// _ = cancellable
    /// ```
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher watched.
        ///
        /// ```swift
        /// let watched = Just(1).handleEvents()
        /// assert(watched.upstream.output == 1)
        /// ```
        public let upstream: Upstream
        let events: Events<Upstream.Output, Upstream.Failure>

        /// `upstream`, with a closure for each kind of event; leave out those you do not need.
        ///
        /// ```swift
        /// let watched = Publishers.HandleEvents(upstream: Just(1), receiveCompletion: { print($0) })
        /// // snippet.hide
        /// _ = watched
        /// ```
        public init(
            upstream: Upstream,
            receiveSubscription: ((any Subscription) -> Void)? = nil,
            receiveOutput: ((Upstream.Output) -> Void)? = nil,
            receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)? = nil,
            receiveCancel: (() -> Void)? = nil,
            receiveRequest: ((Subscribers.Demand) -> Void)? = nil
        ) {
            self.upstream = upstream
            events = Events(
                subscription: receiveSubscription, output: receiveOutput, completion: receiveCompletion,
                cancel: receiveCancel, request: receiveRequest
            )
        }

        /// Subscribes `subscriber` through the watcher.
        ///
        /// ```swift
        /// let subscriber = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { print($0) })
        /// Just(1).handleEvents(receiveOutput: { print("saw \($0)") }).receive(subscriber: subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: EventsSubscription(downstream: subscriber, events: events))
        }
    }
}

extension Publisher {
    /// Calls closures as things happen (subscribed, a value, the end, cancelled, values asked
    /// for), leaving the values untouched: for logging, or to learn that an effect was
    /// cancelled.
    ///
    /// ```swift
    /// let subject = PassthroughSubject<Int, Never>()
    /// var events: [String] = []
    /// let cancellable = subject
    ///     .handleEvents(receiveOutput: { events.append("value \($0)") }, receiveCancel: { events.append("cancel") })
    ///     .sink { _ in }
    /// subject.send(1)
    /// cancellable.cancel()
    /// assert(events == ["value 1", "cancel"])
    /// ```
    public func handleEvents(
        receiveSubscription: ((any Subscription) -> Void)? = nil,
        receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
        receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(
            upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
            receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest
        )
    }
}

struct Events<Output, Failure: Error> {
    let subscription: ((any Subscription) -> Void)?
    let output: ((Output) -> Void)?
    let completion: ((Subscribers.Completion<Failure>) -> Void)?
    let cancel: (() -> Void)?
    let request: ((Subscribers.Demand) -> Void)?
}

/// Stands between the upstream and the subscriber, in both directions, calling the closures.
private final class EventsSubscription<Downstream: Subscriber>: Subscriber, Subscription {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let events: Events<Input, Failure>
    private let upstream = Locked<(any Subscription)?>(nil)

    init(downstream: Downstream, events: Events<Input, Failure>) {
        self.downstream = downstream
        self.events = events
    }

    func receive(subscription: any Subscription) {
        upstream.withLock { $0 = subscription }
        events.subscription?(subscription)
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        events.output?(input)
        let more = downstream.receive(input)
        if more > 0 { events.request?(more) }
        return more
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        events.completion?(completion)
        upstream.withLock { $0 = nil }
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        events.request?(demand)
        upstream.withLock { $0 }?.request(demand)
    }

    func cancel() {
        guard let subscription = upstream.withLock({ state -> (any Subscription)? in
            defer { state = nil }
            return state
        }) else { return }
        events.cancel?()
        subscription.cancel()
    }
}
