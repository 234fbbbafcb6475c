import Composable

/// One step of a dispatcher's answer to an input: a change to make at once, or asynchronous
/// work that reads the environment and then says how the state changes.
///
/// An ``StateDispatcher/effectful(_:)`` handler returns one step; a
/// ``StateDispatcher/workflow(_:)`` handler returns several, and each one is applied, and
/// shown, before the next starts.
///
/// ```swift
/// // snippet.hide
/// import ComposableComponents
/// import ComposableUI
///
/// struct Die: Equatable {
///     var number: Int
/// }
///
/// enum DieInput {
///     case rollTapped
/// }
///
/// struct Randomness: Sendable {
///     var next: @Sendable (ClosedRange<Int>) async -> Int
///
///     func number(in range: ClosedRange<Int>) async -> Int {
///         await next(range)
///     }
///
///     static let live = Randomness { Int.random(in: $0) }
///     static let rollsFour = Randomness { _ in 4 }
/// }
/// // snippet.show
/// let dieDispatcher = StateDispatcher<Randomness, Die, DieInput>.effectful { input in
///     switch input {
///     case .rollTapped:
///         .run { randomness in
///             .set(Die(number: await randomness.number(in: 1...6)))
///         }
///     }
/// }
/// // snippet.hide
/// let die = Store(initialState: Die(number: 1)) { dieDispatcher.reducer(environment: .rollsFour) }
/// await die.send(.input(.rollTapped)).finish()
/// precondition(die.withState { $0 } == Die(number: 4))
/// ```
///
/// Under the hood, asynchronous work is an `Effect.run` of the component's store: it runs as
/// the store's effects do, and is cancelled with them.
public struct StateEffect<Environment, State>: Sendable {
    enum Work: Sendable {
        /// A change made at once, without reading the environment.
        case change(StateChange<State>)
        /// Work that reads the environment and returns a change, with where it was made, for
        /// the warning an error it throws reports.
        case run(@Sendable (Environment) async throws -> StateChange<State>, fileID: StaticString, line: UInt)
    }

    let work: Work

    init(_ work: Work) {
        self.work = work
    }

    /// Where an asynchronous step was made; `nil` for a change made at once.
    var callSite: (fileID: StaticString, line: UInt)? {
        guard case let .run(_, fileID, line) = work else { return nil }
        return (fileID, line)
    }

    /// The warning for an error a step's work threw and did not turn into state.
    static func unhandled(_ error: any Error, at callSite: CallSite) -> RuntimeWarning {
        RuntimeWarning(
            message: """
                A dispatcher's ".run" step made at "\(callSite)" threw an error it did not handle:

                  \(error)

                The steps after it did not run. Catch the error inside the step and return a \
                change that shows it (an error message, a retry button).
                """,
            callSite: callSite
        )
    }

    /// Runs `operation` with the environment, then applies the change it returns.
    ///
    /// ```swift
    /// // snippet.hide
    /// enum ScreenState: Equatable {
    ///     case loading
    ///     case loaded(String)
    /// }
    ///
    /// struct Network: Sendable {
    ///     var load: @Sendable () async throws -> String
    /// }
    ///
    /// let load: StateEffect<Network, ScreenState> =
    /// // snippet.show
    /// .run { network in
    ///     .set(.loaded(try await network.load()))
    /// }
    /// // snippet.hide
    /// let screen = Store(initialState: ScreenState.loading) {
    ///     StateDispatcher<Network, ScreenState, Void>.effectful { _ in load }.reducer(environment: Network(load: { "hello" }))
    /// }
    /// await screen.send(.input(())).finish()
    /// precondition(screen.withState { $0 } == .loaded("hello"))
    /// ```
    ///
    /// An error `operation` throws is reported as a runtime warning at this call, and the
    /// steps after it in a workflow do not run: catch errors and turn them into state (an
    /// error message, a retry button) instead. When the component goes away, the work is
    /// cancelled and its change is not applied.
    public static func run(
        _ operation: @escaping @Sendable (_ environment: Environment) async throws -> StateChange<State>,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> Self {
        Self(.run(operation, fileID: fileID, line: line))
    }

    /// Applies `change` without waiting for anything.
    public static func change(_ change: StateChange<State>) -> Self {
        Self(.change(change))
    }

    /// Replaces the state with what `transform` makes of it, without waiting for anything.
    public static func modify(_ transform: @escaping @Sendable (_ state: State) -> State) -> Self {
        .change(.modify(transform))
    }

    /// Leaves the state as it is.
    public static var none: Self {
        .change(.none)
    }

    /// The same step for a larger environment and state: the work reads its environment
    /// through `environment`, and the change it makes is made through `lens`.
    func widen<WideEnvironment, WideState>(
        environment: @escaping @Sendable (WideEnvironment) -> Environment,
        state lens: Lens<WideState, State>
    ) -> StateEffect<WideEnvironment, WideState> {
        switch work {
        case let .change(change):
            return .change(change.widen(lens))
        case let .run(operation, fileID, line):
            return .run(
                { wide in try await operation(environment(wide)).widen(lens) },
                fileID: fileID,
                line: line
            )
        }
    }
}

extension StateEffect where State: Sendable {
    /// Replaces the state with `value`, without waiting for anything.
    public static func set(_ value: State) -> Self {
        .change(.set(value))
    }
}
