import Composable

extension Publisher where Failure == Never, Output: Sendable {
    /// The publisher's values as an asynchronous sequence, for `for await` loops: the
    /// subscription starts when the sequence is made and is cancelled when the loop stops or
    /// its task is cancelled. Values that come faster than the loop takes them wait in order.
    ///
    /// ```swift test
    /// // snippet.hide
    /// @Test func iteratingAPublisher() async {
    /// // snippet.show
    /// var received: [Int] = []
    /// for await value in [1, 2, 3].publisher.values {
    ///     received.append(value)
    /// }
    /// #expect(received == [1, 2, 3])
    /// // snippet.hide
    /// }
    /// ```
    public var values: AsyncStream<Output> {
        AsyncStream { continuation in
            let cancellable = sink(
                receiveCompletion: { _ in continuation.finish() },
                receiveValue: { continuation.yield($0) }
            )
            continuation.onTermination = { _ in cancellable.cancel() }
        }
    }
}

extension Publisher where Failure == Never {
    /// The values as an asynchronous sequence, each in a box that lets it cross to the task
    /// that takes it: for the bridges to effects, whose actions need not be `Sendable`.
    var boxedValues: AsyncStream<UncheckedSendable<Output>> {
        AsyncStream { continuation in
            let cancellable = sink(
                receiveCompletion: { _ in continuation.finish() },
                receiveValue: { continuation.yield(UncheckedSendable($0)) }
            )
            continuation.onTermination = { _ in cancellable.cancel() }
        }
    }
}
