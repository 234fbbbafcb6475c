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
