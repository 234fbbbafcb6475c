import Composable

/// The values of a state relay: each subscription subscribes to the relay once its subscriber
/// asks for values, and leaves it when cancelled.
struct RelayPublisher<State>: Publisher {
    typealias Output = State
    typealias Failure = Never

    let owner: UncheckedSendable<AnyObject>
    let relay: UncheckedSendable<StateRelay<State>>
    /// Leaves out the value a subscription is given at once, for a publisher of changes only.
    let skipsCurrent: Bool

    @MainActor
    init(owner: AnyObject, relay: StateRelay<State>, skipsCurrent: Bool = false) {
        self.owner = UncheckedSendable(owner)
        self.relay = UncheckedSendable(relay)
        self.skipsCurrent = skipsCurrent
    }

    func receive<S: Subscriber>(subscriber: S) where S.Input == State, S.Failure == Never {
        let subscription = RelaySubscription(
            owner: owner,
            relay: relay,
            subscriber: ErasedSubscriber(subscriber),
            skipsCurrent: skipsCurrent
        )
        subscriber.receive(subscription: subscription)
    }
}

/// One subscriber of a state relay. It holds the relay's owner until cancelled; it is given
/// the state on the main actor, where the store changes.
private final class RelaySubscription<State>: Subscription, @unchecked Sendable {
    // Unchecked: the relay and its owner are only touched on the main actor, the rest behind a
    // lock.
    private struct Status {
        var owner: UncheckedSendable<AnyObject>?
        var relay: UncheckedSendable<StateRelay<State>>?
        var subscriber: ErasedSubscriber<State, Never>?
        var demand: Subscribers.Demand = .none
        var relayID: Int?
        var hasStarted = false
        var skipsNext = false
    }

    private let status: Locked<Status>

    init(
        owner: UncheckedSendable<AnyObject>,
        relay: UncheckedSendable<StateRelay<State>>,
        subscriber: ErasedSubscriber<State, Never>,
        skipsCurrent: Bool
    ) {
        status = Locked(Status(owner: owner, relay: relay, subscriber: subscriber, skipsNext: skipsCurrent))
    }

    func request(_ demand: Subscribers.Demand) {
        let relay = status.withLock { status -> UncheckedSendable<StateRelay<State>>? in
            guard status.subscriber != nil else { return nil }
            status.demand += demand
            guard !status.hasStarted, status.demand > 0 else { return nil }
            status.hasStarted = true
            return status.relay
        }
        guard let relay else { return }
        MainActor.assumeIsolated {
            let id = relay.value.subscribe { [weak self] state in self?.send(state) }
            let cancelled = status.withLock { status -> Bool in
                guard status.subscriber != nil else { return true }
                status.relayID = id
                return false
            }
            if cancelled { relay.value.unsubscribe(id) }
        }
    }

    func cancel() {
        let (relay, id) = status.withLock { status -> (UncheckedSendable<StateRelay<State>>?, Int?) in
            defer { status = Status() }
            return (status.relay, status.relayID)
        }
        guard let relay, let id else { return }
        relay.value.unsubscribe(id)
    }

    private func send(_ state: State) {
        let subscriber = status.withLock { status -> ErasedSubscriber<State, Never>? in
            guard !status.skipsNext else {
                status.skipsNext = false
                return nil
            }
            guard let subscriber = status.subscriber, status.demand > 0 else { return nil }
            status.demand -= 1
            return subscriber
        }
        guard let subscriber else { return }
        let more = subscriber.receiveValue(state)
        status.withLock { $0.demand += more }
    }
}
