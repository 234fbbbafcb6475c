extension Subscribers {
    /// The subscriber behind ``Publisher/sink(receiveCompletion:receiveValue:)``: it asks for
    /// every value at once and hands each to a closure. Cancelling it ends the subscription and
    /// lets both closures go.
    ///
    /// ```swift
    /// let sink = Subscribers.Sink<Int, Never>(
    ///     receiveCompletion: { print("done: \($0)") },
    ///     receiveValue: { print($0) }
    /// )
    /// [1, 2].publisher.subscribe(sink)
    /// ```
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
        private struct State {
            var subscription: (any Subscription)?
            var receiveValue: ((Input) -> Void)?
            var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
            var isDone = false
        }

        private let state: Locked<State>

        /// A subscriber that calls `receiveValue` with each value and `receiveCompletion` at
        /// the end.
        ///
        /// ```swift
        /// let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { print($0) })
        /// Just(1).subscribe(sink)
        /// ```
        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Input) -> Void
        ) {
            state = Locked(State(receiveValue: receiveValue, receiveCompletion: receiveCompletion))
        }

        /// Keeps the subscription and asks it for everything; a second subscription, or one
        /// after cancelling, is cancelled at once.
        ///
        /// ```swift
        /// let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in })
        /// sink.receive(subscription: Subscriptions.empty)
        /// ```
        public func receive(subscription: any Subscription) {
            let accepted = state.withLock { state -> Bool in
                guard state.subscription == nil, !state.isDone else { return false }
                state.subscription = subscription
                return true
            }
            if accepted {
                subscription.request(.unlimited)
            } else {
                subscription.cancel()
            }
        }

        /// Hands `input` to the value closure.
        ///
        /// ```swift
        /// var received: [Int] = []
        /// let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { received.append($0) })
        /// sink.receive(subscription: Subscriptions.empty)
        /// _ = sink.receive(1)
        /// assert(received == [1])
        /// ```
        public func receive(_ input: Input) -> Subscribers.Demand {
            let receiveValue = state.withLock { $0.isDone ? nil : $0.receiveValue }
            receiveValue?(input)
            return .none
        }

        /// Hands the completion to its closure, then lets everything go.
        ///
        /// ```swift
        /// var finished = false
        /// let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in finished = true }, receiveValue: { _ in })
        /// sink.receive(completion: .finished)
        /// assert(finished)
        /// ```
        public func receive(completion: Subscribers.Completion<Failure>) {
            let receiveCompletion = state.withLock { state -> ((Subscribers.Completion<Failure>) -> Void)? in
                guard !state.isDone else { return nil }
                defer { state = State(isDone: true) }
                return state.receiveCompletion
            }
            receiveCompletion?(completion)
        }

        /// Cancels the subscription and lets the closures go.
        ///
        /// ```swift
        /// let subject = PassthroughSubject<Int, Never>()
        /// var received: [Int] = []
        /// let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { received.append($0) })
        /// subject.subscribe(sink)
        /// sink.cancel()
        /// subject.send(1)
        /// assert(received.isEmpty)
        /// ```
        public func cancel() {
            let subscription = state.withLock { state -> (any Subscription)? in
                defer { state = State(isDone: true) }
                return state.subscription
            }
            subscription?.cancel()
        }
    }
}

extension Publisher {
    /// Subscribes with closures for the values and the completion; the subscription lasts as
    /// long as the returned ``AnyCancellable``.
    ///
    /// ```swift
    /// struct Offline: Error {}
    /// let cancellable = Fail<Int, Offline>(error: Offline()).sink(
    ///     receiveCompletion: { completion in
    ///         if case .failure = completion { print("failed") }
    ///     },
    ///     receiveValue: { print($0) }
    /// )
    /// // snippet.hide
    /// _ = cancellable
    /// ```
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Subscribes with a closure for the values of a publisher that cannot fail.
    ///
    /// ```swift
    /// var received: [Int] = []
    /// let cancellable = [1, 2, 3].publisher.sink { received.append($0) }
    /// assert(received == [1, 2, 3])
    /// // snippet.hide
    /// _ = cancellable
    /// ```
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
