/// A publisher made anew for each subscriber, when it subscribes: for work that must not start
/// before someone listens (reading a value at subscription time). Combine's `Deferred`.
///
/// ```swift
/// var made = 0
/// let deferred = Deferred { () -> Just<Int> in
///     made += 1
///     return Just(made)
/// }
/// assert(made == 0)
/// let cancellable = deferred.sink { print($0) }
/// assert(made == 1)
/// // snippet.hide
/// _ = cancellable
/// ```
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    /// What the made publisher delivers.
    public typealias Output = DeferredPublisher.Output
    /// How the made publisher can fail.
    public typealias Failure = DeferredPublisher.Failure

    /// Makes the publisher, once per subscriber.
    ///
    /// ```swift
    /// let deferred = Deferred { Just(1) }
    /// assert(deferred.createPublisher().output == 1)
    /// ```
    public let createPublisher: () -> DeferredPublisher

    /// A publisher that calls `createPublisher` each time it is subscribed to.
    ///
    /// ```swift
    /// let deferred = Deferred { Just(Int.random(in: 1...6)) }
    /// // snippet.hide
    /// _ = deferred
    /// ```
    public init(createPublisher: @escaping () -> DeferredPublisher) {
        self.createPublisher = createPublisher
    }

    /// Makes the publisher and subscribes `subscriber` to it.
    ///
    /// ```swift
    /// let subscriber = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { print($0) })
    /// Deferred { Just(1) }.receive(subscriber: subscriber)
    /// ```
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        createPublisher().receive(subscriber: subscriber)
    }
}
