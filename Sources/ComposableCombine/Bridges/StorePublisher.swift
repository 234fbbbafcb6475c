import Composable
import Observation

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
        StorePublisher(store: self)
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

    @MainActor
    init<Action>(store: Store<State, Action>) {
        upstream = AnyPublisher(StoreStatePublisher(store: store))
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

/// The store's state, from the store's own change tracking: each subscription observes the
/// whole state, which the store reports as changed only when it differs (when it is
/// `Equatable`) after a batch of actions.
private struct StoreStatePublisher<State, Action>: Publisher {
    typealias Output = State
    typealias Failure = Never

    let store: UncheckedSendable<Store<State, Action>>

    @MainActor
    init(store: Store<State, Action>) {
        self.store = UncheckedSendable(store)
    }

    func receive<S: Subscriber>(subscriber: S) where S.Input == State, S.Failure == Never {
        let subscription = StoreStateSubscription(store: store, subscriber: ErasedSubscriber(subscriber))
        subscriber.receive(subscription: subscription)
    }
}

/// One subscriber of a store's state. It holds the store until cancelled; it delivers the
/// state on the main actor, where the store changes.
private final class StoreStateSubscription<State, Action>: Subscription, @unchecked Sendable {
    // Unchecked: the store is only touched on the main actor, the rest behind a lock.
    private struct Status {
        var store: UncheckedSendable<Store<State, Action>>?
        var subscriber: ErasedSubscriber<State, Never>?
        var demand: Subscribers.Demand = .none
        var hasStarted = false
    }

    private let status: Locked<Status>

    init(store: UncheckedSendable<Store<State, Action>>, subscriber: ErasedSubscriber<State, Never>) {
        status = Locked(Status(store: store, subscriber: subscriber))
    }

    func request(_ demand: Subscribers.Demand) {
        let starts = status.withLock { status -> Bool in
            guard status.subscriber != nil else { return false }
            status.demand += demand
            defer { status.hasStarted = true }
            return !status.hasStarted && status.demand > 0
        }
        guard starts else { return }
        MainActor.assumeIsolated { observe(deliver: true) }
    }

    func cancel() {
        status.withLock { $0 = Status() }
    }

    /// Reads the state with Observation tracking it, delivers it, and observes it again when
    /// the store says it changed.
    @MainActor
    private func observe(deliver: Bool) {
        guard let store = status.withLock({ $0.store })?.value else { return }
        let state = withObservationTracking {
            store.state
        } onChange: { [weak self] in
            MainActor.assumeIsolated { self?.observe(deliver: true) }
        }
        if deliver { send(state) }
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
