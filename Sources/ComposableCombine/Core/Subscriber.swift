/// What a ``Publisher`` delivers to: it receives a subscription, asks it for values, then
/// receives values and at most one completion. Combine's `Subscriber`.
///
/// Most code subscribes with ``Publisher/sink(receiveCompletion:receiveValue:)``; write a
/// subscriber to control demand yourself.
///
/// ```swift
/// final class FirstTwo: Subscriber {
///     var values: [Int] = []
///     func receive(subscription: any Subscription) { subscription.request(.max(2)) }
///     func receive(_ input: Int) -> Subscribers.Demand {
///         values.append(input)
///         return .none
///     }
///     func receive(completion: Subscribers.Completion<Never>) {}
/// }
/// let subscriber = FirstTwo()
/// [1, 2, 3].publisher.subscribe(subscriber)
/// assert(subscriber.values == [1, 2])
/// ```
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// What it receives.
    associatedtype Input
    /// How the publisher can fail.
    associatedtype Failure: Error

    /// Receives the subscription, once, first: request values from it, keep it to cancel.
    func receive(subscription: any Subscription)
    /// Receives a value; returns how many more values it wants on top of those asked for.
    func receive(_ input: Input) -> Subscribers.Demand
    /// Receives the end: finished, or failed with an error. Nothing follows it.
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    /// Receives the one value a publisher of `Void` has, as `subscriber.receive()`.
    ///
    /// ```swift
    /// let sink = Subscribers.Sink<Void, Never>(receiveCompletion: { _ in }, receiveValue: { print("tick") })
    /// sink.receive(subscription: Subscriptions.empty)
    /// _ = sink.receive()
    /// ```
    public func receive() -> Subscribers.Demand {
        receive(())
    }
}

/// What subscribers are identified by, for publishers that keep several.
///
/// ```swift
/// let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in })
/// assert(sink.combineIdentifier == sink.combineIdentifier)
/// ```
public protocol CustomCombineIdentifierConvertible {
    /// The identifier: a class's own identity, or a fresh one.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// A class is identified by its identity.
    ///
    /// ```swift
    /// let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in })
    /// assert(sink.combineIdentifier == CombineIdentifier(sink))
    /// ```
    public var combineIdentifier: CombineIdentifier {
        CombineIdentifier(self)
    }
}

/// A unique identifier for a subscriber or subscription.
///
/// ```swift
/// assert(CombineIdentifier() != CombineIdentifier())
/// ```
public struct CombineIdentifier: Hashable, Sendable, CustomStringConvertible {
    private let value: UInt64

    /// A fresh identifier, unlike any other.
    ///
    /// ```swift
    /// let identifier = CombineIdentifier()
    /// // snippet.hide
    /// _ = identifier
    /// ```
    public init() {
        value = CombineIdentifierCounter.next()
    }

    /// The identifier of `object`, the same for as long as the object lives.
    ///
    /// ```swift
    /// let subject = PassthroughSubject<Int, Never>()
    /// assert(CombineIdentifier(subject) == CombineIdentifier(subject))
    /// ```
    public init(_ object: AnyObject) {
        value = UInt64(UInt(bitPattern: ObjectIdentifier(object)))
    }

    /// The identifier as a number, for logs.
    ///
    /// ```swift
    /// print(CombineIdentifier())
    /// ```
    public var description: String {
        "0x" + String(value, radix: 16)
    }
}
