/// A publisher of one value that comes later: the closure given to it starts the work at once
/// and fulfils the promise when done; every subscriber, then or later, gets that one result.
/// Combine's `Future`.
///
/// ```swift
/// var received: [Int] = []
/// let future = Future<Int, Never> { promise in promise(.success(42)) }
/// let cancellable = future.sink { received.append($0) }
/// assert(received == [42])
/// // snippet.hide
/// _ = cancellable
/// ```
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    // Unchecked: the result and the waiting subscribers live behind a lock, and subscribers are
    // called outside it.

    /// What fulfils a future: call it once with the result; later calls do nothing.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private struct State {
        var result: Result<Output, Failure>?
        var waiting: [FutureConduit<Output, Failure>] = []
    }

    private let state = Locked(State())

    /// Starts `attemptToFulfill` at once, handing it the promise to fulfil.
    ///
    /// ```swift
    /// func fetchAnswer(completion: @escaping (Int) -> Void) { completion(42) }
    /// let answer = Future<Int, Never> { promise in
    ///     fetchAnswer { promise(.success($0)) }
    /// }
    /// // snippet.hide
    /// _ = answer
    /// ```
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [self] result in fulfil(result) }
    }

    private func fulfil(_ result: Result<Output, Failure>) {
        let waiting = state.withLock { state -> [FutureConduit<Output, Failure>] in
            guard state.result == nil else { return [] }
            state.result = result
            defer { state.waiting = [] }
            return state.waiting
        }
        for conduit in waiting { conduit.resolve(with: result) }
    }

    /// Subscribes `subscriber`: it gets the result once it has asked for a value and the
    /// future has one.
    ///
    /// ```swift
    /// let subscriber = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { print($0) })
    /// Future<Int, Never> { $0(.success(1)) }.receive(subscriber: subscriber)
    /// ```
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let conduit = FutureConduit(ErasedSubscriber(subscriber))
        let result = state.withLock { state -> Result<Output, Failure>? in
            if state.result == nil { state.waiting.append(conduit) }
            return state.result
        }
        subscriber.receive(subscription: conduit)
        if let result { conduit.resolve(with: result) }
    }
}

/// One subscriber of a ``Future``: it delivers the result once both the result and a demand
/// are there.
private final class FutureConduit<Output, Failure: Error>: Subscription {
    private struct State {
        var subscriber: ErasedSubscriber<Output, Failure>?
        var result: Result<Output, Failure>?
        var hasDemand = false
    }

    private let state: Locked<State>

    init(_ subscriber: ErasedSubscriber<Output, Failure>) {
        state = Locked(State(subscriber: subscriber))
    }

    func resolve(with result: Result<Output, Failure>) {
        state.withLock { $0.result = result }
        deliverIfReady()
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        state.withLock { $0.hasDemand = true }
        deliverIfReady()
    }

    func cancel() {
        state.withLock { $0.subscriber = nil }
    }

    private func deliverIfReady() {
        let ready = state.withLock { state -> (ErasedSubscriber<Output, Failure>, Result<Output, Failure>)? in
            guard state.hasDemand, let subscriber = state.subscriber, let result = state.result else { return nil }
            state.subscriber = nil
            return (subscriber, result)
        }
        guard let (subscriber, result) = ready else { return }
        switch result {
        case let .success(value):
            _ = subscriber.receiveValue(value)
            subscriber.receiveCompletion(.finished)
        case let .failure(error):
            subscriber.receiveCompletion(.failure(error))
        }
    }
}
