import Composable

extension Effect {
    /// An effect that sends the values of a Combine publisher as actions, until the publisher
    /// finishes or the effect is cancelled (which cancels the subscription).
    ///
    /// The publisher is made at once, with the dependencies of the reducer that returns the
    /// effect, and subscribed to as the store starts the effect, within the `send` that
    /// returned it, as in the original: a subject that emits right after is heard. Values that
    /// arrive on the main actor are sent to the store at once (while the store reduces another
    /// action, right after that one); values from elsewhere go to the main queue first. The
    /// effect ends within the publisher's completion. Prefer `.run` with an async sequence in
    /// new code; this is for features written with the original's Combine effects.
    ///
    /// ```swift test
    /// // snippet.hide
    /// import ComposableTesting
    /// struct Events: Reducer {
    ///     struct State: Equatable { var received: [Int] = [] }
    ///     enum Action { case start, received(Int) }
    ///     let events: PassthroughSubject<Int, Never>
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             switch action {
    ///             case .start:
    /// // snippet.show
    ///                 return .publisher { events.map(Action.received) }
    /// // snippet.hide
    ///             case let .received(value):
    ///                 state.received.append(value)
    ///                 return .none
    ///             }
    ///         }
    ///     }
    /// }
    /// @MainActor @Test func subjectValuesBecomeActions() async {
    ///     let events = PassthroughSubject<Int, Never>()
    ///     let store = TestStore(initialState: Events.State()) { Events(events: events) }
    ///     await store.send(.start)
    ///     events.send(1)
    ///     await store.receive(\.received) { $0.received = [1] }
    ///     events.send(completion: .finished)
    ///     await store.finish()
    /// }
    /// ```
    public static func publisher<P: Publisher>(_ createPublisher: () -> P) -> Self
    where P.Output == Action, P.Failure == Never {
        let publisher = UncheckedSendable(createPublisher())
        return .subscription { send, finish in
            let cancellable = publisher.value.sink(
                receiveCompletion: { _ in onMainActor { finish() } },
                receiveValue: { action in
                    let action = UncheckedSendable(action)
                    onMainActor { send(action.value) }
                }
            )
            return { cancellable.cancel() }
        }
    }
}

/// An effect seen as a Combine publisher of its actions, finishing when the effect has
/// finished; cancelling the subscription cancels the effect. The original's
/// `_EffectPublisher`, which its tests use to watch an effect run outside a store.
///
/// ```swift test
/// // snippet.hide
/// @Test func anEffectsActionsAsAPublisher() async {
/// // snippet.show
/// let received = LockIsolated<[Int]>([])
/// let done = AsyncStream.makeStream(of: Void.self)
/// let cancellable = _EffectPublisher(Effect<Int>.merge(.send(1), .send(2))).sink(
///     receiveCompletion: { _ in done.continuation.finish() },
///     receiveValue: { value in received.withValue { $0.append(value) } }
/// )
/// for await _ in done.stream {}
/// #expect(received.value.sorted() == [1, 2])
/// // snippet.hide
/// _ = cancellable
/// }
/// ```
public struct _EffectPublisher<Action: Sendable>: Publisher {
    /// The effect's actions.
    public typealias Output = Action
    /// An effect cannot fail.
    public typealias Failure = Never

    private let effect: UncheckedSendable<Effect<Action>>

    /// A publisher of `effect`'s actions.
    ///
    /// ```swift
    /// let publisher = _EffectPublisher(Effect<Int>.send(1))
    /// // snippet.hide
    /// _ = publisher
    /// ```
    public init(_ effect: Effect<Action>) {
        self.effect = UncheckedSendable(effect)
    }

    /// Runs the effect for `subscriber`.
    ///
    /// ```swift
    /// let cancellable = _EffectPublisher(Effect<Int>.none).sink { print($0) }
    /// // snippet.hide
    /// _ = cancellable
    /// ```
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Action, S.Failure == Never {
        let subject = PassthroughSubject<Action, Never>()
        let task = Locked<Task<Void, Never>?>(nil)
        subject
            .handleEvents(receiveCancel: { task.withLock { $0 }?.cancel() })
            .receive(subscriber: subscriber)
        let effect = self.effect
        task.withLock { task in
            task = Task {
                for await action in effect.value.actions {
                    subject.send(action)
                }
                subject.send(completion: .finished)
            }
        }
    }
}
