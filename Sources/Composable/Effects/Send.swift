/// Feeds actions from a running effect back into the store, on the main actor.
///
/// You receive one in `Effect.run` and call it like a function:
///
/// ```swift skip("uses run from elsewhere")
/// return .run { send in
///     await send(.timerTicked)
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
