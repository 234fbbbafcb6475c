/// A publisher of no values: it finishes at once, or, made with `completeImmediately: false`,
/// never ends. Combine's `Empty`.
///
/// ```swift
/// var finished = false
/// let cancellable = Empty<Int, Never>().sink(receiveCompletion: { _ in finished = true }, receiveValue: { _ in })
/// assert(finished)
/// // snippet.hide
/// _ = cancellable
/// ```
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    /// Whether it finishes as soon as it is subscribed to.
    ///
    /// ```swift
    /// assert(Empty<Int, Never>().completeImmediately)
    /// ```
    public let completeImmediately: Bool

    /// A publisher that finishes at once (`true`) or never (`false`).
    ///
    /// ```swift
    /// let never = Empty<Int, Never>(completeImmediately: false)
    /// assert(!never.completeImmediately)
    /// ```
    public init(completeImmediately: Bool = true) {
        self.completeImmediately = completeImmediately
    }

    /// An empty publisher of `outputType` values that fails with `failureType`, for when the
    /// types cannot be inferred.
    ///
    /// ```swift
    /// let empty = Empty(completeImmediately: true, outputType: Int.self, failureType: Never.self)
    /// // snippet.hide
    /// _ = empty
    /// ```
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.init(completeImmediately: completeImmediately)
    }

    /// Gives the subscriber an empty subscription, then finishes it if it completes at once.
    ///
    /// ```swift
    /// let subscriber = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { print($0) })
    /// Empty<Int, Never>().receive(subscriber: subscriber)
    /// ```
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        if completeImmediately {
            subscriber.receive(completion: .finished)
        }
    }
}

extension Empty: Sendable {}
