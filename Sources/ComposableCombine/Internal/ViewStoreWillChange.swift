import Composable

/// `viewStore.objectWillChange`: the view store's distinct view states, each told as `()` while
/// the view store still shows the one before it.
@available(*, deprecated)
struct ViewStoreWillChange<ViewState, ViewAction>: Publisher {
    typealias Output = Void
    typealias Failure = Never

    let viewStore: UncheckedSendable<ViewStore<ViewState, ViewAction>>

    @MainActor
    init(viewStore: ViewStore<ViewState, ViewAction>) {
        self.viewStore = UncheckedSendable(viewStore)
    }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        let states = MainActor.assumeIsolated {
            RelayPublisher(owner: viewStore.value, relay: viewStore.value.stateRelay)
        }
        states.receive(subscriber: WillChangeSubscriber(viewStore: viewStore, downstream: subscriber))
    }
}

/// Takes the view states, the current one first, and tells `downstream` of each later one while
/// the view store shows the one before it.
@available(*, deprecated)
private final class WillChangeSubscriber<ViewState, ViewAction, Downstream: Subscriber>: Subscriber, @unchecked Sendable
where Downstream.Input == Void, Downstream.Failure == Never {
    // Unchecked: the view states arrive on the main actor only, so `previous` is only touched
    // there.
    typealias Input = ViewState
    typealias Failure = Never

    private let viewStore: UncheckedSendable<ViewStore<ViewState, ViewAction>>
    private let downstream: Downstream
    private var previous: ViewState?

    init(viewStore: UncheckedSendable<ViewStore<ViewState, ViewAction>>, downstream: Downstream) {
        self.viewStore = viewStore
        self.downstream = downstream
    }

    func receive(subscription: any Subscription) {
        downstream.receive(subscription: subscription)
    }

    func receive(_ input: ViewState) -> Subscribers.Demand {
        defer { self.previous = input }
        // The current view state, which is no change: the demand it used is given back.
        guard let previous else { return .max(1) }
        return MainActor.assumeIsolated {
            let viewStore = self.viewStore.value
            let shown = viewStore.stateBeforeChange
            viewStore.stateBeforeChange = previous
            defer { viewStore.stateBeforeChange = shown }
            return downstream.receive(())
        }
    }

    func receive(completion: Subscribers.Completion<Never>) {
        downstream.receive(completion: completion)
    }
}
