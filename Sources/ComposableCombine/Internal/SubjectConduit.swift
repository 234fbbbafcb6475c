/// One subscriber of a subject, with its demand: values it has not asked for are dropped, or,
/// for a current-value subject, the latest is kept until it asks.
final class SubjectConduit<Output, Failure: Error>: Subscription {
    private struct State {
        var subscriber: ErasedSubscriber<Output, Failure>?
        var demand: Subscribers.Demand = .none
        var pending: Output?
        var isDelivering = false
    }

    private let state: Locked<State>
    private let keepsLatest: Bool
    private let onCancel: (SubjectConduit) -> Void

    init(_ subscriber: ErasedSubscriber<Output, Failure>, keepsLatest: Bool, onCancel: @escaping (SubjectConduit) -> Void) {
        state = Locked(State(subscriber: subscriber))
        self.keepsLatest = keepsLatest
        self.onCancel = onCancel
    }

    /// Hands `value` on if the subscriber wants one; otherwise drops or keeps it.
    func offer(_ value: Output) {
        let subscriber = state.withLock { state -> ErasedSubscriber<Output, Failure>? in
            guard let subscriber = state.subscriber else { return nil }
            guard state.demand > 0 else {
                if keepsLatest { state.pending = value }
                return nil
            }
            state.demand -= 1
            return subscriber
        }
        guard let subscriber else { return }
        let more = subscriber.receiveValue(value)
        state.withLock { $0.demand += more }
    }

    func finish(with completion: Subscribers.Completion<Failure>) {
        let subscriber = state.withLock { state -> ErasedSubscriber<Output, Failure>? in
            defer { state = State() }
            return state.subscriber
        }
        subscriber?.receiveCompletion(completion)
    }

    func request(_ demand: Subscribers.Demand) {
        let held = state.withLock { state -> (ErasedSubscriber<Output, Failure>, Output)? in
            state.demand += demand
            guard let subscriber = state.subscriber, state.demand > 0, let pending = state.pending else { return nil }
            state.pending = nil
            state.demand -= 1
            return (subscriber, pending)
        }
        guard let (subscriber, value) = held else { return }
        let more = subscriber.receiveValue(value)
        state.withLock { $0.demand += more }
    }

    func cancel() {
        let wasActive = state.withLock { state -> Bool in
            defer { state = State() }
            return state.subscriber != nil
        }
        if wasActive { onCancel(self) }
    }
}
