/// A subject that holds a value: a new subscriber gets it first, and each change (through
/// ``send(_:)`` or ``value``) goes to every subscriber. Combine's `CurrentValueSubject`;
/// sending from several threads at once is safe.
///
/// ```swift
/// let count = CurrentValueSubject<Int, Never>(0)
/// var received: [Int] = []
/// let cancellable = count.sink { received.append($0) }
/// count.value += 1
/// count.send(5)
/// assert(received == [0, 1, 5])
/// assert(count.value == 5)
/// // snippet.hide
/// _ = cancellable
/// ```
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    // Unchecked: the value, the subscribers and the completion live behind locks, and
    // subscribers are called outside them.
    private let hub = SubjectHub<Output, Failure>(keepsLatest: true)
    private let current: Locked<Output>

    /// A subject holding `value`.
    ///
    /// ```swift
    /// let name = CurrentValueSubject<String, Never>("Blob")
    /// assert(name.value == "Blob")
    /// ```
    public init(_ value: Output) {
        current = Locked(value)
    }

    /// The value it holds; setting it sends the new value.
    ///
    /// ```swift
    /// let subject = CurrentValueSubject<Int, Never>(1)
    /// subject.value += 1
    /// assert(subject.value == 2)
    /// ```
    public var value: Output {
        get { current.withLock { $0 } }
        set { send(newValue) }
    }

    /// Holds `value` and sends it to each subscriber that has asked for one; one that has not
    /// gets it (the latest only) when it asks.
    ///
    /// ```swift
    /// let subject = CurrentValueSubject<Int, Never>(1)
    /// subject.send(2)
    /// assert(subject.value == 2)
    /// ```
    public func send(_ value: Output) {
        guard !hub.isFinished else { return }
        current.withLock { $0 = value }
        hub.send(value)
    }

    /// Ends every subscription, and every later one at once.
    ///
    /// ```swift
    /// let subject = CurrentValueSubject<Int, Never>(1)
    /// subject.send(completion: .finished)
    /// subject.send(2)
    /// assert(subject.value == 1)
    /// ```
    public func send(completion: Subscribers.Completion<Failure>) {
        hub.finish(with: completion)
    }

    /// Asks `subscription` for everything.
    ///
    /// ```swift
    /// CurrentValueSubject<Int, Never>(1).send(subscription: Subscriptions.empty)
    /// ```
    public func send(subscription: any Subscription) {
        subscription.request(.unlimited)
    }

    /// Adds `subscriber`, which gets the current value first, when it asks for it.
    ///
    /// ```swift
    /// let subscriber = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { print($0) })
    /// CurrentValueSubject<Int, Never>(1).receive(subscriber: subscriber)
    /// ```
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        hub.attach(ErasedSubscriber(subscriber), current: value)
    }
}
