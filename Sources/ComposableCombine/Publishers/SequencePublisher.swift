extension Publishers {
    /// A publisher of a sequence's elements, one per unit of demand, then the end: what
    /// `sequence.publisher` returns. Combine's `Publishers.Sequence`.
    ///
    /// ```swift
    /// var received: [Int] = []
    /// let cancellable = Publishers.Sequence<[Int], Never>(sequence: [1, 2]).sink { received.append($0) }
    /// assert(received == [1, 2])
    /// // snippet.hide
    /// _ = cancellable
    /// ```
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        /// The sequence's elements.
        public typealias Output = Elements.Element

        /// The sequence it publishes.
        ///
        /// ```swift
        /// assert([1, 2].publisher.sequence == [1, 2])
        /// ```
        public let sequence: Elements

        /// A publisher of `sequence`'s elements.
        ///
        /// ```swift
        /// let numbers = Publishers.Sequence<[Int], Never>(sequence: [1, 2, 3])
        /// // snippet.hide
        /// _ = numbers
        /// ```
        public init(sequence: Elements) {
            self.sequence = sequence
        }

        /// Sends the elements as demanded, then finishes.
        ///
        /// ```swift
        /// let subscriber = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { print($0) })
        /// [1, 2].publisher.receive(subscriber: subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var iterator = sequence.makeIterator()
            DemandedValues.subscribe(ErasedSubscriber(subscriber)) { iterator.next() }
        }
    }
}

extension Sequence {
    /// A publisher of this sequence's elements, then the end.
    ///
    /// ```swift
    /// var received: [Int] = []
    /// let cancellable = (1...3).publisher.sink { received.append($0) }
    /// assert(received == [1, 2, 3])
    /// // snippet.hide
    /// _ = cancellable
    /// ```
    public var publisher: Publishers.Sequence<Self, Never> {
        Publishers.Sequence(sequence: self)
    }
}
