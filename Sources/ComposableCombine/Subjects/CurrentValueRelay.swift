/// A publisher of a current value that never completes and never fails: a
/// ``CurrentValueSubject`` without completion, safe to send to from any thread.
///
/// The original keeps this type internal and uses it to publish a store's state; it is public
/// here so that code and tests written against it (`CurrentValueRelay(0)`, `relay.send(1)`,
/// `relay.value`) compile. A new subscriber receives the current value first, then each value
/// sent. Use a `CurrentValueSubject` when the stream must be able to finish.
///
/// ```swift test
/// @Test func aRelayReplaysItsCurrentValueThenEachSentOne() {
///     let relay = CurrentValueRelay(0)
///     let received = LockIsolated<[Int]>([])
///     let cancellable = relay.sink { value in received.withValue { $0.append(value) } }
///     relay.send(1)
///     relay.send(2)
///     #expect(received.value == [0, 1, 2])
///     #expect(relay.value == 2)
///     cancellable.cancel()
/// }
/// ```
public final class CurrentValueRelay<Output>: Publisher, @unchecked Sendable {
    // Unchecked: the subject keeps its value and subscribers behind locks.

    /// A relay never fails: it has no completion at all.
    ///
    /// ```swift test
    /// @Test func aRelayNeverFails() {
    ///     #expect(CurrentValueRelay<Int>.Failure.self == Never.self)
    /// }
    /// ```
    public typealias Failure = Never

    private let subject: CurrentValueSubject<Output, Never>

    /// Makes a relay holding `value`, the first value each subscriber receives.
    ///
    /// ```swift test
    /// @Test func aNewRelayHoldsItsInitialValue() {
    ///     #expect(CurrentValueRelay("ready").value == "ready")
    /// }
    /// ```
    public init(_ value: Output) {
        subject = CurrentValueSubject(value)
    }

    /// The value last sent, or the initial one.
    ///
    /// ```swift test
    /// @Test func theValueIsTheLastOneSent() {
    ///     let relay = CurrentValueRelay(1)
    ///     relay.send(5)
    ///     #expect(relay.value == 5)
    /// }
    /// ```
    public var value: Output {
        subject.value
    }

    /// Makes `value` the current value and delivers it to every subscriber.
    ///
    /// ```swift test
    /// @Test func sendingDeliversToEverySubscriber() {
    ///     let relay = CurrentValueRelay(0)
    ///     let first = LockIsolated(0)
    ///     let second = LockIsolated(0)
    ///     let a = relay.sink { value in first.setValue(value) }
    ///     let b = relay.sink { value in second.setValue(value) }
    ///     relay.send(7)
    ///     #expect(first.value == 7 && second.value == 7)
    ///     a.cancel()
    ///     b.cancel()
    /// }
    /// ```
    public func send(_ value: Output) {
        subject.send(value)
    }

    /// Attaches `subscriber`, which receives the current value as soon as it asks for one.
    ///
    /// ```swift test
    /// @Test func aSubscriberStartsWithTheCurrentValue() {
    ///     let relay = CurrentValueRelay(3)
    ///     let received = LockIsolated<[Int]>([])
    ///     relay.receive(subscriber: Subscribers.Sink<Int, Never>(
    ///         receiveCompletion: { _ in },
    ///         receiveValue: { value in received.withValue { $0.append(value) } }
    ///     ))
    ///     #expect(received.value == [3])
    /// }
    /// ```
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }
}
