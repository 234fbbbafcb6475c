import Composable

extension Store {
    /// The store's state as a Combine publisher: the current state on subscription, then the
    /// new state after each change, once per change. Reach into it with a key path
    /// (`store.publisher.count`) to hear only when that part changes.
    ///
    /// A subscription keeps the store alive; cancel it to let both go. For code written with
    /// the original's `store.publisher` (UIKit controllers, Combine pipelines); views observe
    /// the store directly.
    ///
    /// ```swift test
    /// // snippet.hide
    /// struct Counter: Reducer {
    ///     struct State: Equatable { var count = 0 }
    ///     enum Action { case incrementTapped }
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, _ in
    ///             state.count += 1
    ///             return .none
    ///         }
    ///     }
    /// }
    /// @MainActor @Test func storePublisherEmitsEachChange() {
    /// // snippet.show
    /// let store = Store(initialState: Counter.State()) { Counter() }
    /// var counts: [Int] = []
    /// let cancellable = store.publisher.count.sink { counts.append($0) }
    /// store.send(.incrementTapped)
    /// store.send(.incrementTapped)
    /// #expect(counts == [0, 1, 2])
    /// // snippet.hide
    /// _ = cancellable
    /// }
    /// ```
    public var publisher: StorePublisher<State> {
        StorePublisher(owner: self, relay: stateRelay)
    }
}

/// A publisher of a store's state, or of a part of it: what ``Store/publisher`` returns.
/// Combine's publisher operators apply to it, and a key path narrows it:
/// `store.publisher.child.name` emits the name when, and only when, it changes.
///
/// ```swift
/// // snippet.hide
/// struct Counter: Reducer {
///     struct State: Equatable { var count = 0 }
///     enum Action { case incrementTapped }
///     var body: some ReducerOf<Self> {
///         Reduce { state, _ in
///             state.count += 1
///             return .none
///         }
///     }
/// }
/// @MainActor func watch(_ store: StoreOf<Counter>) -> AnyCancellable {
/// // snippet.show
/// let counts: StorePublisher<Int> = store.publisher.count
/// return counts.sink { print("count is \($0)") }
/// // snippet.hide
/// }
/// ```
@dynamicMemberLookup
public struct StorePublisher<State>: Publisher {
    /// The state, or the part of it.
    public typealias Output = State
    /// A store's state cannot fail.
    public typealias Failure = Never

    private let upstream: AnyPublisher<State, Never>

    /// The states `relay` hands on; each subscription keeps `owner` (the store or view store
    /// that holds the relay) alive until it is cancelled.
    @MainActor
    init(owner: AnyObject, relay: StateRelay<State>) {
        upstream = AnyPublisher(RelayPublisher(owner: owner, relay: relay))
    }

    private init(upstream: AnyPublisher<State, Never>) {
        self.upstream = upstream
    }

    /// Subscribes `subscriber` to the state.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Counter: Reducer {
    ///     struct State: Equatable { var count = 0 }
    ///     enum Action { case incrementTapped }
    ///     var body: some ReducerOf<Self> { EmptyReducer() }
    /// }
    /// @MainActor func watch() {
    /// // snippet.show
    /// let store = Store(initialState: Counter.State()) { Counter() }
    /// let subscriber = Subscribers.Sink<Counter.State, Never>(receiveCompletion: { _ in }, receiveValue: { print($0.count) })
    /// store.publisher.subscribe(subscriber)
    /// // snippet.hide
    /// }
    /// ```
    public func receive<S: Subscriber>(subscriber: S) where S.Input == State, S.Failure == Never {
        upstream.receive(subscriber: subscriber)
    }

    /// The part of the state at `keyPath`, emitted when it changes.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Counter: Reducer {
    ///     struct State: Equatable { var count = 0 }
    ///     enum Action { case incrementTapped }
    ///     var body: some ReducerOf<Self> { EmptyReducer() }
    /// }
    /// @MainActor func watch(_ store: StoreOf<Counter>) -> AnyCancellable {
    /// // snippet.show
    /// store.publisher.count.sink { print($0) }
    /// // snippet.hide
    /// }
    /// ```
    public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<State, Value>) -> StorePublisher<Value> {
        StorePublisher<Value>(upstream: upstream.map(keyPath).removeDuplicates().eraseToAnyPublisher())
    }
}

/// The values of a state relay: each subscription subscribes to the relay once its subscriber
/// asks for values, and leaves it when cancelled.
private struct RelayPublisher<State>: Publisher {
    typealias Output = State
    typealias Failure = Never

    let owner: UncheckedSendable<AnyObject>
    let relay: UncheckedSendable<StateRelay<State>>

    @MainActor
    init(owner: AnyObject, relay: StateRelay<State>) {
        self.owner = UncheckedSendable(owner)
        self.relay = UncheckedSendable(relay)
    }

    func receive<S: Subscriber>(subscriber: S) where S.Input == State, S.Failure == Never {
        let subscription = RelaySubscription(owner: owner, relay: relay, subscriber: ErasedSubscriber(subscriber))
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
    }

    private let status: Locked<Status>

    init(
        owner: UncheckedSendable<AnyObject>,
        relay: UncheckedSendable<StateRelay<State>>,
        subscriber: ErasedSubscriber<State, Never>
    ) {
        status = Locked(Status(owner: owner, relay: relay, subscriber: subscriber))
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
            guard let subscriber = status.subscriber, status.demand > 0 else { return nil }
            status.demand -= 1
            return subscriber
        }
        guard let subscriber else { return }
        let more = subscriber.receiveValue(state)
        status.withLock { $0.demand += more }
    }
}
