import Composable

/// A dispatcher run as a `Reducer`, with the environment its asynchronous work reads: what a
/// ``StoreComponent``'s store runs, and what a test runs in a `TestStore`.
///
/// ```swift test
/// // snippet.hide
/// import ComposableComponents
/// import ComposableUI
///
/// enum ScreenState: Equatable {
///     case idle
///     case loading
///     case loaded(String)
/// }
///
/// enum ScreenInput {
///     case refreshTapped
/// }
///
/// struct Network: Sendable {
///     var load: @Sendable () async throws -> String
/// }
///
/// @MainActor @Test func refreshingShowsLoadingThenTheResult() async {
///     let screenDispatcher = StateDispatcher<Network, ScreenState, ScreenInput>.workflow { input in
///         switch input {
///         case .refreshTapped:
///             [
///                 .set(.loading),
///                 .run { network in .set(.loaded(try await network.load())) },
///             ]
///         }
///     }
/// // snippet.show
/// let store = TestStore(initialState: ScreenState.idle) {
///     screenDispatcher.reducer(environment: Network(load: { "hello" }))
/// }
/// await store.send(.input(.refreshTapped)) { $0 = .loading }
/// await store.receive(\.update) { $0 = .loaded("hello") }
/// // snippet.hide
/// }
/// ```
///
/// For an input, the steps of each workflow the dispatcher answers run like this:
/// - a first step that is a plain change is applied at once, while the input is reduced;
/// - the remaining steps run in order in one `Effect.run`; each step's change is sent back as
///   ``DispatcherAction/update(_:)`` and applied as its own action, so each is its own update
///   of the views. Changes that are ``StateChange/none`` are not sent.
///
/// Workflows of combined dispatchers start in the order the dispatchers were combined and run
/// side by side. The effects are the store's: they stop when the store goes away, and a
/// `TestStore` waits for them and checks what they send.
public struct DispatcherReducer<Environment: Sendable, State, Input>: Reducer {
    /// The actions: inputs, and the changes asynchronous steps send back.
    public typealias Action = DispatcherAction<State, Input>

    let dispatcher: StateDispatcher<Environment, State, Input>
    let environment: Environment

    /// Runs `dispatcher` with `environment`.
    public init(_ dispatcher: StateDispatcher<Environment, State, Input>, environment: Environment) {
        self.dispatcher = dispatcher
        self.environment = environment
    }

    /// Handles an input with the dispatcher, or applies a change an effect sent back.
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case let .update(change):
            state = change.applied(to: state)
            return .none
        case let .input(input):
            var effects: [Effect<Action>] = []
            for var steps in dispatcher.workflows(input)[...] {
                if case let .change(change)? = steps.first?.work {
                    state = change.applied(to: state)
                    steps.removeFirst()
                }
                if !steps.isEmpty {
                    effects.append(run(steps))
                }
            }
            return .merge(effects)
        }
    }

    /// The effect that runs `steps` in order and sends each change back.
    ///
    /// An error a step throws is reported as a runtime warning at that step's `.run`, and ends
    /// the workflow: the steps after it depend on it.
    private func run(_ steps: [StateEffect<Environment, State>]) -> Effect<Action> {
        let environment = environment
        let firstRun = steps.lazy.compactMap(\.callSite).first
        return .run(
            operation: { send in
                for step in steps {
                    let change: StateChange<State>
                    switch step.work {
                    case let .change(made):
                        change = made
                    case let .run(operation, fileID, line):
                        do {
                            change = try await operation(environment)
                        } catch is CancellationError {
                            return
                        } catch {
                            guard !Task.isCancelled else { return }
                            StateEffect<Environment, State>.unhandled(error, at: CallSite(fileID: fileID, line: line))
                                .report()
                            return
                        }
                    }
                    guard !Task.isCancelled else { return }
                    if !change.isNone {
                        await send(.update(change))
                    }
                }
            },
            fileID: firstRun?.fileID ?? #fileID,
            line: firstRun?.line ?? #line
        )
    }
}

extension StateDispatcher where Environment: Sendable {
    /// This dispatcher as a `Reducer` that runs its asynchronous work with `environment`.
    ///
    /// ```swift test
    /// // snippet.hide
    /// struct Die: Equatable {
    ///     var number: Int
    /// }
    ///
    /// enum DieInput {
    ///     case rollTapped
    ///     case clearTapped
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
    ///
    /// @MainActor @Test func aRollWithRollsFourShowsFour() async {
    ///     let dieDispatcher = StateDispatcher<Randomness, Die, DieInput>.effectful { input in
    ///         switch input {
    ///         case .rollTapped:
    ///             .run { randomness in .set(Die(number: await randomness.number(in: 1...6))) }
    ///         case .clearTapped:
    ///             .set(Die(number: 1))
    ///         }
    ///     }
    /// // snippet.show
    /// let store = TestStore(initialState: Die(number: 1)) {
    ///     dieDispatcher.reducer(environment: .rollsFour)
    /// }
    /// // snippet.hide
    /// await store.send(.input(.rollTapped))
    /// await store.receive(\.update) { $0 = Die(number: 4) }
    /// }
    /// ```
    public func reducer(environment: Environment) -> DispatcherReducer<Environment, State, Input> {
        DispatcherReducer(self, environment: environment)
    }
}
