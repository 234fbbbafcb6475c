/// The subscription of a publisher whose values are all known when it is subscribed (``Just``,
/// a sequence's publisher): it sends the next values as demand arrives, and the completion
/// right after the last one. Re-entrant requests (a subscriber asking for more while it is
/// given a value) add to the demand of the loop already running instead of starting another.
final class DemandedValues<Output, Failure: Error>: Subscription {
    private struct State {
        var next: (() -> Output?)?
        var upcoming: Output?
        var subscriber: ErasedSubscriber<Output, Failure>?
        var demand: Subscribers.Demand = .none
        var isSending = false
    }

    private let state: Locked<State>

    private init(subscriber: ErasedSubscriber<Output, Failure>, first: Output, next: @escaping () -> Output?) {
        state = Locked(State(next: next, upcoming: first, subscriber: subscriber))
    }

    /// Subscribes `subscriber` to the values `next` returns until it returns `nil`; with none at
    /// all, the subscriber is finished at once, as Combine's empty sequence does.
    static func subscribe(_ subscriber: ErasedSubscriber<Output, Failure>, next: @escaping () -> Output?) {
        guard let first = next() else {
            subscriber.receiveSubscription(Subscriptions.empty)
            subscriber.receiveCompletion(.finished)
            return
        }
        subscriber.receiveSubscription(DemandedValues(subscriber: subscriber, first: first, next: next))
    }

    func request(_ demand: Subscribers.Demand) {
        let startsLoop = state.withLock { state -> Bool in
            guard state.subscriber != nil else { return false }
            state.demand += demand
            guard !state.isSending else { return false }
            state.isSending = true
            return true
        }
        guard startsLoop else { return }
        while true {
            let step = state.withLock { state -> (ErasedSubscriber<Output, Failure>, Output, isLast: Bool)? in
                guard let subscriber = state.subscriber, state.demand > 0, let value = state.upcoming else {
                    state.isSending = false
                    return nil
                }
                state.demand -= 1
                state.upcoming = state.next?()
                let isLast = state.upcoming == nil
                if isLast { state = State() }
                return (subscriber, value, isLast)
            }
            guard let (subscriber, value, isLast) = step else { return }
            let more = subscriber.receiveValue(value)
            if isLast {
                subscriber.receiveCompletion(.finished)
                return
            }
            state.withLock { $0.demand += more }
        }
    }

    func cancel() {
        state.withLock { $0 = State() }
    }
}
