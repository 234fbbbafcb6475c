/// Feeds actions from a running effect back into the store, on the main actor.
///
/// You receive one in `Effect.run` and call it like a function:
///
/// ```swift
/// struct Ticker: Reducer {
///     struct State: Equatable {
///         var ticks = 0
///     }
///
///     enum Action {
///         case startTapped
///         case timerTicked
///     }
///
///     var body: some ReducerOf<Self> {
///         Reduce { state, action in
///             switch action {
///             case .startTapped:
///                 return .run { send in
///                     await send(.timerTicked)
///                     await send(.timerTicked)
///                 }
///             case .timerTicked:
///                 state.ticks += 1
///                 return .none
///             }
///         }
///     }
/// }
/// ```
///
/// ```swift test
/// @MainActor
/// @Test func eachSendReachesTheStore() async {
///     let store = TestStore(initialState: Ticker.State()) { Ticker() }
///
///     await store.send(.startTapped)
///     await store.receive(\.timerTicked) { $0.ticks = 1 }
///     await store.receive(\.timerTicked) { $0.ticks = 2 }
/// }
/// ```
///
/// Once the effect has been cancelled, calling it does nothing, so a cancelled timer or
/// request can never change the state afterwards.
@MainActor
public struct Send<Action>: Sendable {
    let send: @MainActor @Sendable (Action) -> Void

    /// Creates a `Send` that hands actions to `send`.
    public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
        self.send = send
    }

    /// Sends `action` into the store, unless the effect has been cancelled.
    public func callAsFunction(_ action: Action) {
        guard !Task.isCancelled else { return }
        send(action)
    }
}
