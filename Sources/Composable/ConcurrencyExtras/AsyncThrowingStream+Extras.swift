extension AsyncThrowingStream where Failure == any Error {
    /// A throwing stream that yields the elements of `sequence` and ends with the error it
    /// throws, if it throws one.
    ///
    /// ```swift
    /// let source = AsyncStream<Int> { continuation in
    ///     continuation.yield(1)
    ///     continuation.finish()
    /// }
    /// let stream = AsyncThrowingStream(source)
    /// var seen: [Int] = []
    /// for try await number in stream { seen.append(number) }
    /// // snippet.hide
    /// precondition(seen == [1])
    /// ```
    public init<S: AsyncSequence & Sendable>(_ sequence: S) where S.Element == Element {
        let iterator = LockIsolated<S.AsyncIterator?>(nil)
        self.init {
            var current = iterator.withValue { stored in
                UncheckedSendable(stored.take() ?? sequence.makeAsyncIterator())
            }
            defer { iterator.withValue { [current] in $0 = current.value } }
            return try await current.value.next()
        }
    }

    /// A throwing stream that never yields and never ends, until the task iterating it is
    /// cancelled.
    ///
    /// ```swift
    /// let waiting = Task {
    ///     for try await _ in AsyncThrowingStream<Int, any Error>.never {}
    ///     return "ended by cancellation"
    /// }
    /// waiting.cancel()
    /// // snippet.hide
    /// let ending = try await waiting.value
/// precondition(ending == "ended by cancellation")
    /// ```
    public static var never: Self {
        Self { _ in }
    }

    /// A throwing stream that ends at once without yielding, with `error` if one is given: a
    /// test double for a client whose stream fails, or has nothing to say.
    ///
    /// ```swift
    /// struct Offline: Error {}
    ///
    /// do {
    ///     for try await _ in AsyncThrowingStream<Int, any Error>.finished(throwing: Offline()) {}
    /// } catch {
    ///     print(error is Offline)  // true
    /// }
    /// ```
    public static func finished(throwing error: Failure? = nil) -> Self {
        Self { $0.finish(throwing: error) }
    }
}

extension AsyncSequence {
    /// This sequence as an `AsyncThrowingStream`, hiding its concrete type: for a dependency
    /// client whose endpoint returns `AsyncThrowingStream<Element, any Error>`.
    ///
    /// ```swift
    /// let stream = AsyncStream<Int> { continuation in
    ///     continuation.yield(1)
    ///     continuation.finish()
    /// }
    /// .map { "#\($0)" }
    /// .eraseToThrowingStream()
    /// var seen: [String] = []
    /// for try await text in stream { seen.append(text) }
    /// // snippet.hide
    /// precondition(seen == ["#1"])
    /// ```
    public func eraseToThrowingStream() -> AsyncThrowingStream<Element, any Error> where Self: Sendable {
        AsyncThrowingStream(self)
    }
}
