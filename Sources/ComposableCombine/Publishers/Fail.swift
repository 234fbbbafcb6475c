/// A publisher that fails at once with an error, with no values. Combine's `Fail`.
///
/// ```swift
/// struct Offline: Error {}
/// var failed = false
/// let cancellable = Fail<Int, Offline>(error: Offline()).sink(
///     receiveCompletion: { if case .failure = $0 { failed = true } },
///     receiveValue: { _ in }
/// )
/// assert(failed)
/// // snippet.hide
/// _ = cancellable
/// ```
public struct Fail<Output, Failure: Error>: Publisher {
    /// The error it fails with.
    ///
    /// ```swift
    /// struct Offline: Error {}
    /// let failing = Fail<Int, Offline>(error: Offline())
    /// // snippet.hide
    /// _ = failing.error
    /// ```
    public let error: Failure

    /// A publisher that fails with `error`.
    ///
    /// ```swift
    /// struct Offline: Error {}
    /// let failing = Fail<Int, Offline>(error: Offline())
    /// // snippet.hide
    /// _ = failing
    /// ```
    public init(error: Failure) {
        self.error = error
    }

    /// A publisher of `outputType` values that fails with `failure`, for when the output type
    /// cannot be inferred.
    ///
    /// ```swift
    /// struct Offline: Error {}
    /// let failing = Fail(outputType: Int.self, failure: Offline())
    /// // snippet.hide
    /// _ = failing
    /// ```
    public init(outputType: Output.Type, failure: Failure) {
        self.error = failure
    }

    /// Gives the subscriber an empty subscription, then the failure.
    ///
    /// ```swift
    /// struct Offline: Error {}
    /// let subscriber = Subscribers.Sink<Int, Offline>(receiveCompletion: { print($0) }, receiveValue: { _ in })
    /// Fail<Int, Offline>(error: Offline()).receive(subscriber: subscriber)
    /// ```
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
    }
}

extension Fail: Sendable where Failure: Sendable {}
