extension Publishers {
    /// The publisher ``Publisher/removeDuplicates(by:)`` returns: the upstream's values,
    /// leaving out each one that repeats the one before it. Combine's
    /// `Publishers.RemoveDuplicates`.
    ///
    /// ```swift
    /// var received: [Int] = []
    /// let cancellable = Publishers.RemoveDuplicates(upstream: [1, 1, 2].publisher, predicate: ==)
    ///     .sink { received.append($0) }
    /// assert(received == [1, 2])
    /// // snippet.hide
    /// _ = cancellable
    /// ```
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose repeats are left out.
        ///
        /// ```swift
        /// let distinct = [1, 1].publisher.removeDuplicates()
        /// assert(distinct.upstream.sequence == [1, 1])
        /// ```
        public let upstream: Upstream
        /// Whether two values in a row are the same.
        ///
        /// ```swift
        /// let distinct = [1, 1].publisher.removeDuplicates()
        /// assert(distinct.predicate(1, 1))
        /// ```
        public let predicate: (Output, Output) -> Bool

        /// `upstream` without the values that `predicate` says repeat the one before.
        ///
        /// ```swift
        /// let distinct = Publishers.RemoveDuplicates(upstream: [1, 1].publisher) { $0 == $1 }
        /// // snippet.hide
        /// _ = distinct
        /// ```
        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes `subscriber` to the values that do not repeat.
        ///
        /// ```swift
        /// let subscriber = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { print($0) })
        /// [1, 1].publisher.removeDuplicates().receive(subscriber: subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: RemoveDuplicatesSubscriber(downstream: subscriber, predicate: predicate))
        }
    }
}

extension Publisher {
    /// Leaves out each value that `predicate` says repeats the one before it.
    ///
    /// ```swift
    /// var received: [String] = []
    /// let cancellable = ["a", "A", "b"].publisher
    ///     .removeDuplicates { $0.lowercased() == $1.lowercased() }
    ///     .sink { received.append($0) }
    /// assert(received == ["a", "b"])
    /// // snippet.hide
    /// _ = cancellable
    /// ```
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
}

extension Publisher where Output: Equatable {
    /// Leaves out each value equal to the one before it.
    ///
    /// ```swift
    /// var received: [Int] = []
    /// let cancellable = [1, 1, 2, 2, 1].publisher.removeDuplicates().sink { received.append($0) }
    /// assert(received == [1, 2, 1])
    /// // snippet.hide
    /// _ = cancellable
    /// ```
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        removeDuplicates(by: ==)
    }
}

/// Keeps the last value; a repeat is not passed on, and is asked for again in its place.
private final class RemoveDuplicatesSubscriber<Downstream: Subscriber>: Subscriber {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let predicate: (Input, Input) -> Bool
    private let last = Locked<Input?>(nil)

    init(downstream: Downstream, predicate: @escaping (Input, Input) -> Bool) {
        self.downstream = downstream
        self.predicate = predicate
    }

    func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }

    func receive(_ input: Input) -> Subscribers.Demand {
        let previous = last.withLock { last -> Input? in
            defer { last = input }
            return last
        }
        if let previous, predicate(previous, input) { return .max(1) }
        return downstream.receive(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
}
