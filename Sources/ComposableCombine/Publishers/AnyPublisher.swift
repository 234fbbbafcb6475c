/// A publisher whose type says only what it delivers: for returning a publisher from a
/// function or keeping one in a property without naming its operators. Combine's
/// `AnyPublisher`.
///
/// ```swift
/// func numbers() -> AnyPublisher<Int, Never> {
///     [1, 2, 3].publisher.map { $0 * 2 }.eraseToAnyPublisher()
/// }
/// var received: [Int] = []
/// let cancellable = numbers().sink { received.append($0) }
/// assert(received == [2, 4, 6])
/// // snippet.hide
/// _ = cancellable
/// ```
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribe: (ErasedSubscriber<Output, Failure>) -> Void

    /// Wraps `publisher`.
    ///
    /// ```swift
    /// let erased = AnyPublisher(Just(1))
    /// // snippet.hide
    /// _ = erased
    /// ```
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            subscribe = erased.subscribe
        } else {
            subscribe = { publisher.receive(subscriber: ErasedSubscriberBox($0)) }
        }
    }

    /// Subscribes `subscriber` to the wrapped publisher.
    ///
    /// ```swift
    /// let subscriber = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { print($0) })
    /// Just(1).eraseToAnyPublisher().receive(subscriber: subscriber)
    /// ```
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribe(ErasedSubscriber(subscriber))
    }
}

extension Publisher {
    /// This publisher as an ``AnyPublisher``.
    ///
    /// ```swift
    /// let erased: AnyPublisher<Int, Never> = Just(1).eraseToAnyPublisher()
    /// // snippet.hide
    /// _ = erased
    /// ```
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}

/// An erased subscriber as a subscriber again, to hand to a publisher of any type.
struct ErasedSubscriberBox<Input, Failure: Error>: Subscriber {
    let base: ErasedSubscriber<Input, Failure>
    let combineIdentifier = CombineIdentifier()

    init(_ base: ErasedSubscriber<Input, Failure>) {
        self.base = base
    }

    func receive(subscription: any Subscription) { base.receiveSubscription(subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { base.receiveValue(input) }
    func receive(completion: Subscribers.Completion<Failure>) { base.receiveCompletion(completion) }
}
