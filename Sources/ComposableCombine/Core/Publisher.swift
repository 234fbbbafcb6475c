/// Something that delivers values over time to the subscribers it is given, then possibly a
/// completion: Combine's `Publisher`, for code written with the original's Combine effects
/// and store publishers.
///
/// A publisher does nothing until ``receive(subscriber:)`` hands it a subscriber; it then gives
/// the subscriber a ``Subscription``, and sends values only as far as the subscriber's demand
/// allows. Values arrive synchronously, on the thread that produced them.
///
/// ```swift
/// var received: [Int] = []
/// let cancellable = Just(1).map { $0 * 10 }.sink { received.append($0) }
/// assert(received == [10])
/// // snippet.hide
/// _ = cancellable
/// ```
public protocol Publisher<Output, Failure> {
    /// What the publisher delivers.
    associatedtype Output
    /// How it can fail; `Never` for a publisher that cannot.
    associatedtype Failure: Error

    /// Attaches `subscriber`: the publisher calls its `receive(subscription:)` once, then sends
    /// values as demanded and at most one completion.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber`, as ``receive(subscriber:)`` does; the spelling to call.
    ///
    /// ```swift
    /// let subscriber = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { print($0) })
    /// Just(1).subscribe(subscriber)
    /// ```
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
}
