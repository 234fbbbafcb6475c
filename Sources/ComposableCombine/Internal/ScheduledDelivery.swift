/// Delivers the upstream's values and completion to the downstream through `schedule` (later,
/// or on another queue), and stops delivering once cancelled: what `delay` and `receive(on:)`
/// share.
final class ScheduledDelivery<Downstream: Subscriber>: Subscriber, Subscription {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let schedule: (@escaping () -> Void) -> Void
    private let upstream = Locked<(any Subscription)?>(nil)
    private let isCancelled = Locked(false)

    init(downstream: Downstream, schedule: @escaping (@escaping () -> Void) -> Void) {
        self.downstream = downstream
        self.schedule = schedule
    }

    func receive(subscription: any Subscription) {
        upstream.withLock { $0 = subscription }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        schedule { [self] in
            guard !isCancelled.withLock({ $0 }) else { return }
            let more = downstream.receive(input)
            if more > 0 { upstream.withLock { $0 }?.request(more) }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        schedule { [self] in
            guard !isCancelled.withLock({ $0 }) else { return }
            upstream.withLock { $0 = nil }
            downstream.receive(completion: completion)
        }
    }

    func request(_ demand: Subscribers.Demand) {
        upstream.withLock { $0 }?.request(demand)
    }

    func cancel() {
        isCancelled.withLock { $0 = true }
        upstream.withLock { state -> (any Subscription)? in
            defer { state = nil }
            return state
        }?.cancel()
    }
}
