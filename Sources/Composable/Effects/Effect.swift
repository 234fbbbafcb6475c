/// Work that a reducer asks the store to do after it has changed the state: send another
/// action, run asynchronous code that sends actions back, or cancel such work.
///
/// ```swift
/// struct Dice: Reducer {
///     struct State: Equatable {
///         var face = 1
///     }
///
///     enum Action: Equatable {
///         case rollTapped
///         case rolled(Int)
///     }
///
///     let roll: @Sendable () async -> Int
///
///     var body: some ReducerOf<Self> {
///         Reduce { state, action in
///             switch action {
///             case .rollTapped:
///                 return .run { send in
///                     await send(.rolled(await roll()))
///                 }
///             case let .rolled(face):
///                 state.face = face
///                 return .none
///             }
///         }
///     }
/// }
/// ```
///
/// For how a feature makes and tests its effects (a request on a dependency, a timer, a debounced
/// search, work that lasts as long as a view), see <doc:EffectsAndDependencies>.
public struct Effect<Action> {
    @usableFromInline
    indirect enum Operation {
        case none
        case send(Action)
        case run(priority: TaskPriority?, callSite: CallSite, operation: @Sendable (Send<Action>) async -> Void)
        /// Work that starts synchronously, on the main actor, when the store starts the effect
        /// (a Combine subscription): see ``subscription(_:)``.
        case subscription(Subscribe)
        case merge([Effect<Action>])
        case concatenate([Effect<Action>])
        case cancellable(Effect<Action>, id: CancelID, cancelInFlight: Bool)
        case cancel(CancelID)
    }

    @usableFromInline let operation: Operation

    /// Starts the work of a ``subscription(_:)`` effect: it hands each action to `send` and
    /// calls `finish` once it is over (after which it sends nothing), and returns what stops it
    /// early. Both `send` and `finish` may be called before it returns.
    @usableFromInline
    package typealias Subscribe = @MainActor (
        _ send: @escaping @MainActor (Action) -> Void,
        _ finish: @escaping @MainActor () -> Void
    ) -> @Sendable () -> Void

    @usableFromInline
    init(_ operation: Operation) {
        self.operation = operation
    }
}

// The only value an `Effect` holds that is not already `Sendable` is the action of `.send(_:)`,
// and the store reads that action on the main actor only, right after the reducer that made it.
extension Effect: @unchecked Sendable {}

extension Effect {
    /// An effect that does nothing.
    @inlinable
    public static var none: Self {
        Self(.none)
    }

    /// Whether this effect does nothing at all, so that a store can skip it cheaply.
    @inlinable
    public var isNone: Bool {
        if case .none = operation { return true }
        return false
    }

    /// Sends `action` right after the current action has been reduced, before the store
    /// returns to its caller.
    ///
    /// Use it for delegate actions a parent listens to:
    /// `return .send(.delegate(.authenticationRequired))`.
    public static func send(_ action: Action) -> Self {
        Self(.send(action))
    }

    /// Work that a store starts synchronously, within the `send` that returned the effect, and
    /// that sends its actions synchronously as they come: how `Effect.publisher` (in
    /// ComposableCombine) subscribes to a publisher as the original does, so that a subject
    /// that emits right after `send` returns (or while a later action is reduced) is heard.
    ///
    /// An action it sends while the store reduces another is reduced right after that one. It
    /// ends when `subscribe` calls `finish` (the store forgets it at once) or when it is
    /// cancelled, which calls the closure `subscribe` returned.
    package static func subscription(_ subscribe: @escaping Subscribe) -> Self {
        Self(.subscription(subscribe))
    }

    /// Runs asynchronous work that can send actions back into the store.
    ///
    /// The `Dice` feature in ``Effect``'s own example rolls with `.run`; a test receives
    /// what the effect sends back:
    ///
    /// ```swift test
    /// @MainActor
    /// @Test func rollingShowsTheFaceTheEffectSendsBack() async {
    ///     let store = TestStore(initialState: Dice.State()) { Dice(roll: { 6 }) }
    ///
    ///     await store.send(.rollTapped)
    ///     await store.receive(.rolled(6)) { $0.face = 6 }
    /// }
    /// ```
    ///
    /// Use `.run` for work that takes time or reaches outside the feature (a request, a
    /// timer, a save), reading its clients from `@Dependency` so that tests can replace them.
    /// When the next action is known at once, ``send(_:)`` is simpler; for no work at all,
    /// return `.none`. Make the effect ``cancellable(id:cancelInFlight:)`` when a later action
    /// must be able to stop it: effects are not cancelled when the action that started them has
    /// been handled; `ifLet` and `forEach` cancel a child's effects only when the child goes away.
    ///
    /// [Using a dependency in a
    /// feature](doc:EffectsAndDependencies#Using-a-dependency-in-a-feature) in
    /// <doc:EffectsAndDependencies> runs a request this way, and [a timer on the
    /// clock](doc:EffectsAndDependencies#A-timer-on-the-clock) a loop that runs until it is
    /// cancelled.
    ///
    /// - Parameters:
    ///   - priority: The priority of the task that runs the work.
    ///   - operation: The work. Call `await send(action)` to feed actions back; once the
    ///     effect is cancelled, `send` does nothing.
    ///   - handler: Called when `operation` throws an error other than cancellation. Without
    ///     a handler such an error is reported as a runtime warning, because a feature should
    ///     decide what an error means for its state.
    ///   - fileID: Where the effect was made, for that warning.
    ///   - line: Where the effect was made, for that warning.
    public static func run(
        priority: TaskPriority? = nil,
        operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
        catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> Self {
        let location = CallSite(fileID: fileID, line: line)
        // The effect sees the dependencies of the reducer that made it, wherever it runs.
        let dependencies = DependencyValues.current
        let operation = dependencies.bind(operation)
        let handler = handler.map(dependencies.bind)
        return Self(
            .run(priority: priority, callSite: location) { send in
                do {
                    try await operation(send)
                } catch is CancellationError {
                    return
                } catch {
                    guard !Task.isCancelled else { return }
                    if let handler {
                        await handler(error, send)
                    } else {
                        RuntimeWarning.unhandledEffectError(error, at: location).report()
                    }
                }
            }
        )
    }

    /// Runs effects at the same time.
    ///
    /// Use it when one action starts independent pieces of work, such as loading a profile and
    /// its settings together: the actions they send come back in the order the work finishes,
    /// and the merged effect finishes when all of them have. When a piece must wait for the one
    /// before it, use `concatenate` instead. Effects returned by the reducers of one `body` are
    /// already merged this way.
    ///
    /// For how a feature makes and tests its effects, see <doc:EffectsAndDependencies>.
    ///
    /// - Parameter effects: The effects to run; `.none` among them is left out.
    /// - Returns: One effect running them all, or `.none` when none of them does any work.
    public static func merge(_ effects: Self...) -> Self {
        merge(effects)
    }

    /// Runs effects at the same time.
    @inlinable
    public static func merge(_ effects: [Self]) -> Self {
        let work = effects.filter { !$0.isNone }
        switch work.count {
        case 0: return .none
        case 1: return work[0]
        default: return Self(.merge(work))
        }
    }

    /// Runs this effect and `other` at the same time.
    @inlinable
    public func merge(with other: Self) -> Self {
        if other.isNone { return self }
        if isNone { return other }
        return .merge([self, other])
    }

    /// Runs effects one after another: each starts when the one before it has finished.
    ///
    /// Use it when order matters: save, then reload what was saved. For work that may overlap,
    /// `merge` finishes sooner.
    ///
    /// For how a feature makes and tests its effects, see <doc:EffectsAndDependencies>.
    ///
    /// - Parameter effects: The effects to run, in order; `.none` among them is left out.
    /// - Returns: One effect running them in turn, or `.none` when none of them does any work.
    public static func concatenate(_ effects: Self...) -> Self {
        concatenate(effects)
    }

    /// Runs effects one after another: each starts when the one before it has finished.
    public static func concatenate(_ effects: [Self]) -> Self {
        let work = effects.filter { !$0.isNone }
        switch work.count {
        case 0: return .none
        case 1: return work[0]
        default: return Self(.concatenate(work))
        }
    }

    /// Runs this effect, then `other` once this one has finished.
    public func concatenate(with other: Self) -> Self {
        .concatenate([self, other])
    }
}
