/// A publisher of one value, then the end; it cannot fail. Combine's `Just`.
///
/// The value goes out as soon as the subscriber asks for it, synchronously, and the completion
/// right after: `Effect.publisher { Just(.loaded) }` sends one action.
///
/// ```swift
/// var received: [String] = []
/// let cancellable = Just("hello").sink { received.append($0) }
/// assert(received == ["hello"])
/// // snippet.hide
/// _ = cancellable
/// ```
public struct Just<Output>: Publisher {
    /// Cannot fail.
    public typealias Failure = Never

    /// The value it publishes.
    ///
    /// ```swift
    /// assert(Just("hi").output == "hi")
    /// ```
    public let output: Output

    /// A publisher of `output`.
    ///
    /// ```swift
    /// let one = Just(1)
    /// assert(one.output == 1)
    /// ```
    public init(_ output: Output) {
        self.output = output
    }

    /// Sends the value on demand, then finishes.
    ///
    /// ```swift
    /// let subscriber = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { print($0) })
    /// Just(1).receive(subscriber: subscriber)
    /// ```
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        var value: Output? = output
        DemandedValues.subscribe(ErasedSubscriber(subscriber)) {
            defer { value = nil }
            return value
        }
    }
}

extension Just: Sendable where Output: Sendable {}
