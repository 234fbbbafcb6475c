/// What both subjects share: their subscribers, and how they ended.
final class SubjectHub<Output, Failure: Error>: @unchecked Sendable {
    private struct State {
        var conduits: [ObjectIdentifier: SubjectConduit<Output, Failure>] = [:]
        var order: [ObjectIdentifier] = []
        var completion: Subscribers.Completion<Failure>?
    }

    private let state = Locked(State())
    private let keepsLatest: Bool

    init(keepsLatest: Bool) {
        self.keepsLatest = keepsLatest
    }

    var isFinished: Bool {
        state.withLock { $0.completion != nil }
    }

    /// The subscribers in the order they subscribed.
    private var conduits: [SubjectConduit<Output, Failure>] {
        state.withLock { state in state.order.compactMap { state.conduits[$0] } }
    }

    func send(_ value: Output) {
        guard !isFinished else { return }
        for conduit in conduits { conduit.offer(value) }
    }

    func finish(with completion: Subscribers.Completion<Failure>) {
        let conduits = state.withLock { state -> [SubjectConduit<Output, Failure>] in
            guard state.completion == nil else { return [] }
            state.completion = completion
            defer { state.conduits = [:]; state.order = [] }
            return state.order.compactMap { state.conduits[$0] }
        }
        for conduit in conduits { conduit.finish(with: completion) }
    }

    /// Adds a subscriber; `current` is the value a current-value subject gives it first.
    func attach(_ subscriber: ErasedSubscriber<Output, Failure>, current: Output?) {
        if let completion = state.withLock({ $0.completion }) {
            subscriber.receiveSubscription(Subscriptions.empty)
            subscriber.receiveCompletion(completion)
            return
        }
        let conduit = SubjectConduit(subscriber, keepsLatest: keepsLatest) { [weak self] conduit in
            self?.detach(conduit)
        }
        if let current { conduit.offer(current) }
        state.withLock { state in
            let id = ObjectIdentifier(conduit)
            state.conduits[id] = conduit
            state.order.append(id)
        }
        subscriber.receiveSubscription(conduit)
    }

    private func detach(_ conduit: SubjectConduit<Output, Failure>) {
        state.withLock { state in
            let id = ObjectIdentifier(conduit)
            state.conduits[id] = nil
            state.order.removeAll { $0 == id }
        }
    }
}
