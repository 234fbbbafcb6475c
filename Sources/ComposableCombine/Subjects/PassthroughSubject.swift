/// A subject that passes each value it is sent to its subscribers of the moment, and keeps
/// none: a subscriber hears only what is sent after it subscribed and asked. Combine's
/// `PassthroughSubject`; sending from several threads at once is safe.
///
/// In a feature, a subject is how a long-living client pushes events into an effect:
/// `return .publisher { client.events }`.
///
/// ```swift
/// let subject = PassthroughSubject<Int, Never>()
/// subject.send(0)                 // no one listens yet: dropped
/// var received: [Int] = []
/// let cancellable = subject.sink { received.append($0) }
/// subject.send(1)
/// subject.send(2)
/// assert(received == [1, 2])
/// // snippet.hide
/// _ = cancellable
/// ```
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    // Unchecked: the subscribers and the completion live behind a lock, and subscribers are
    // called outside it.
    private let hub = SubjectHub<Output, Failure>(keepsLatest: false)

    /// A subject with no subscribers yet.
    ///
    /// ```swift
    /// let taps = PassthroughSubject<Void, Never>()
    /// // snippet.hide
    /// _ = taps
    /// ```
    public init() {}

    /// Sends `value` to each subscriber that has asked for one; others miss it.
    ///
    /// ```swift
    /// let subject = PassthroughSubject<String, Never>()
    /// subject.send("hello")
    /// ```
    public func send(_ value: Output) {
        hub.send(value)
    }

    /// Ends every subscription, and every later one at once.
    ///
    /// ```swift
    /// struct Offline: Error {}
    /// let subject = PassthroughSubject<String, Offline>()
    /// subject.send(completion: .failure(Offline()))
    /// ```
    public func send(completion: Subscribers.Completion<Failure>) {
        hub.finish(with: completion)
    }

    /// Asks `subscription` for everything.
    ///
    /// ```swift
    /// PassthroughSubject<Int, Never>().send(subscription: Subscriptions.empty)
    /// ```
    public func send(subscription: any Subscription) {
        subscription.request(.unlimited)
    }

    /// Adds `subscriber`; after a completion, it is finished at once.
    ///
    /// ```swift
    /// let subscriber = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { print($0) })
    /// PassthroughSubject<Int, Never>().receive(subscriber: subscriber)
    /// ```
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        hub.attach(ErasedSubscriber(subscriber), current: nil)
    }
}
