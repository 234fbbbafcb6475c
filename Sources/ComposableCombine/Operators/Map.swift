extension Publishers {
    /// The publisher ``Publisher/map(_:)`` returns: each value transformed. Combine's
    /// `Publishers.Map`.
    ///
    /// ```swift
    /// let lengths = Publishers.Map(upstream: ["a", "bb"].publisher) { $0.count }
    /// var received: [Int] = []
    /// let cancellable = lengths.sink { received.append($0) }
    /// assert(received == [1, 2])
    /// // snippet.hide
    /// _ = cancellable
    /// ```
    public struct Map<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are transformed.
        ///
        /// ```swift
        /// let mapped = Just(1).map { $0 * 2 }
        /// assert(mapped.upstream.output == 1)
        /// ```
        public let upstream: Upstream
        /// The transform.
        ///
        /// ```swift
        /// let mapped = Just(1).map { $0 * 2 }
        /// assert(mapped.transform(3) == 6)
        /// ```
        public let transform: (Upstream.Output) -> Output

        /// `upstream`'s values, transformed by `transform`.
        ///
        /// ```swift
        /// let mapped = Publishers.Map(upstream: Just(1)) { $0 * 2 }
        /// // snippet.hide
        /// _ = mapped
        /// ```
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Subscribes `subscriber` to the transformed values.
        ///
        /// ```swift
        /// let subscriber = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { print($0) })
        /// Just(1).map { $0 + 1 }.receive(subscriber: subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: MapSubscriber(downstream: subscriber, transform: transform))
        }
    }
}

extension Publisher {
    /// Transforms each value with `transform`.
    ///
    /// ```swift
    /// let subject = PassthroughSubject<Void, Never>()
    /// var received: [String] = []
    /// let cancellable = subject.map { "tapped" }.sink { received.append($0) }
    /// subject.send()
    /// assert(received == ["tapped"])
    /// // snippet.hide
    /// _ = cancellable
    /// ```
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// The value at `keyPath` of each value.
    ///
    /// ```swift
    /// var received: [Int] = []
    /// let cancellable = ["a", "bb"].publisher.map(\.count).sink { received.append($0) }
    /// assert(received == [1, 2])
    /// // snippet.hide
    /// _ = cancellable
    /// ```
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self) { $0[keyPath: keyPath] }
    }
}

/// Passes the upstream's subscription on as it is, and each value transformed.
private struct MapSubscriber<Downstream: Subscriber, Input>: Subscriber {
    typealias Failure = Downstream.Failure
    let downstream: Downstream
    let transform: (Input) -> Downstream.Input
    var combineIdentifier: CombineIdentifier { downstream.combineIdentifier }

    func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(transform(input)) }
    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
}
