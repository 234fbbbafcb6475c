extension AsyncStream {
    /// A stream that yields the elements of `sequence`, for handing any `Sendable` async
    /// sequence (a `map` of another stream, say) to code that takes an `AsyncStream`. An error
    /// the sequence throws ends the stream.
    ///
    /// ```swift
    /// let source = AsyncStream<Int> { continuation in
    ///     for number in 1...3 { continuation.yield(number) }
    ///     continuation.finish()
    /// }
    /// let doubled = AsyncStream(source.map { $0 * 2 })
    /// var seen: [Int] = []
    /// for await number in doubled { seen.append(number) }
    /// // snippet.hide
    /// precondition(seen == [2, 4, 6])
    /// ```
    public init<S: AsyncSequence & Sendable>(_ sequence: S) where S.Element == Element {
        let iterator = LockIsolated<S.AsyncIterator?>(nil)
        self.init {
            var current = iterator.withValue { stored in
                UncheckedSendable(stored.take() ?? sequence.makeAsyncIterator())
            }
            let next = try? await current.value.next()
            iterator.withValue { [current] in $0 = current.value }
            return next
        }
    }

    /// A stream that never yields and never ends, until the task iterating it is cancelled: a
    /// test double for a live stream that the test never needs to send anything on.
    ///
    /// ```swift
    /// let waiting = Task {
    ///     for await _ in AsyncStream<Int>.never {}
    ///     return "ended by cancellation"
    /// }
    /// waiting.cancel()
    /// // snippet.hide
    /// let ending = await waiting.value
/// precondition(ending == "ended by cancellation")
    /// ```
    public static var never: Self {
        Self { _ in }
    }

    /// A stream that ends at once, without yielding: a test double for a stream whose elements
    /// the test does not care about.
    ///
    /// ```swift
    /// var count = 0
    /// for await _ in AsyncStream<Int>.finished { count += 1 }
    /// // snippet.hide
    /// precondition(count == 0)
    /// ```
    public static var finished: Self {
        Self { $0.finish() }
    }
}

extension AsyncSequence {
    /// This sequence as an `AsyncStream`, hiding its concrete type: for a dependency client
    /// whose endpoint returns `AsyncStream<Element>`.
    ///
    /// ```swift
    /// struct NumbersClient: Sendable {
    ///     var numbers: @Sendable () -> AsyncStream<Int>
    /// }
    ///
    /// let client = NumbersClient {
    ///     AsyncStream<Int> { continuation in
    ///         continuation.yield(1)
    ///         continuation.finish()
    ///     }
    ///     .map { $0 + 1 }
    ///     .eraseToStream()
    /// }
    /// var seen: [Int] = []
    /// for await number in client.numbers() { seen.append(number) }
    /// // snippet.hide
    /// precondition(seen == [2])
    /// ```
    public func eraseToStream() -> AsyncStream<Element> where Self: Sendable {
        AsyncStream(self)
    }
}
