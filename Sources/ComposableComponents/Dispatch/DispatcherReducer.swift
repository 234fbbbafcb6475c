import Composable

/// A dispatcher run as a `Reducer`, with the environment its asynchronous work reads: what a
/// ``StoreComponent``'s store runs, and what a test runs in a `TestStore`.
///
/// ```swift skip("uses ScreenState, screenDispatcher, Network from elsewhere")
/// let store = TestStore(initialState: ScreenState.idle) {
///     screenDispatcher.reducer(environment: Network(load: { "hello" }))
/// }
/// await store.send(.input(.refreshTapped)) { $0 = .loading }
/// await store.receive(\.update) { $0 = .loaded("hello") }
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
    /// ```swift skip("uses Die, dieDispatcher from elsewhere")
    /// let store = TestStore(initialState: Die(number: 1)) {
    ///     dieDispatcher.reducer(environment: .rollsFour)
    /// }
    /// ```
    public func reducer(environment: Environment) -> DispatcherReducer<Environment, State, Input> {
        DispatcherReducer(self, environment: environment)
    }
}
