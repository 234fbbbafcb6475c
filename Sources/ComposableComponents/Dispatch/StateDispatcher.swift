/// Turns a component's view inputs into changes of its state: the logic of a component in the
/// dispatcher style.
///
/// A dispatcher has three type parameters: the **environment** its asynchronous work reads
/// (clients, services; `Void` when it needs none), the **state** it changes, and the **input**
/// it answers (what the view reports: taps, text typed). Make one with:
///
/// - ``pure(_:)`` when every input changes the state at once, with no dependencies;
/// - ``effectful(_:)`` when an input needs asynchronous work that reads the environment;
/// - ``workflow(_:)`` when an input changes the state several times in a row, each change
///   shown before the next (a spinner, then the result).
///
/// ```swift skip("uses CounterInput from elsewhere")
/// typealias CounterDispatcher = StateDispatcher<Void, Int, CounterInput>
///
/// let counterDispatcher = CounterDispatcher.pure { input in
///     switch input {
///     case .decrementTapped: .modify { count in count - 1 }
///     case .incrementTapped: .modify { count in count + 1 }
///     }
/// }
/// ```
///
/// Dispatchers compose: ``widen(transformEnvironment:transformState:transformInput:)`` moves a
/// child's dispatcher into its parent's types, and ``combine(_:)`` runs two dispatchers of the
/// same types for every input. A ``StoreComponent`` runs one, and ``reducer(environment:)``
/// turns one into a `Reducer` for a `Store` or a `TestStore`.
///
/// Dispatchers are `Sendable` values, so they can be global constants.
public struct StateDispatcher<Environment, State, Input>: Sendable {
    /// For an input, the workflows to run: each a list of steps applied in order. A single
    /// dispatcher answers with one workflow; combined dispatchers answer with one each, in the
    /// order they were combined.
    let workflows: @Sendable (Input) -> [[StateEffect<Environment, State>]]

    init(workflows: @escaping @Sendable (Input) -> [[StateEffect<Environment, State>]]) {
        self.workflows = workflows
    }

    /// A dispatcher whose every input changes the state at once, with no dependencies.
    ///
    /// ```swift skip("uses StepperInput from elsewhere")
    /// let stepperDispatcher = StateDispatcher<Void, Int, StepperInput>.pure { input in
    ///     switch input {
    ///     case .decrementTapped: .modify { count in count - 1 }
    ///     case .incrementTapped: .modify { count in count + 1 }
    ///     }
    /// }
    /// ```
    ///
    /// The change is applied while the input is being handled: a test sees it as soon as it
    /// sends the input, and a view shows it in the same update.
    ///
    /// - Parameter handle: The change for an input; ``StateChange/none`` for inputs this
    ///   dispatcher ignores.
    public static func pure(_ handle: @escaping @Sendable (_ input: Input) -> StateChange<State>) -> Self {
        Self { input in
            let change = handle(input)
            return change.isNone ? [] : [[.change(change)]]
        }
    }

    /// A dispatcher whose inputs may need asynchronous work that reads the environment before
    /// the state changes.
    ///
    /// ```swift skip("uses Randomness, Die from elsewhere")
    /// let dieDispatcher = StateDispatcher<Randomness, Die, DieInput>.effectful { input in
    ///     switch input {
    ///     case .rollTapped:
    ///         .run { randomness in .set(Die(number: await randomness.number(in: 1...6))) }
    ///     case .clearTapped:
    ///         .set(Die(number: 1))
    ///     }
    /// }
    /// ```
    ///
    /// - Parameter handle: The step for an input: ``StateEffect/run(_:fileID:line:)`` for
    ///   asynchronous work, or a change made at once (`.set`, `.modify`, `.none`).
    public static func effectful(
        _ handle: @escaping @Sendable (_ input: Input) -> StateEffect<Environment, State>
    ) -> Self {
        Self { input in [[handle(input)]] }
    }

    /// A dispatcher whose inputs may change the state several times in a row: the steps run in
    /// order, and each one's change is applied, and shown, before the next step starts.
    ///
    /// ```swift skip("uses Network from elsewhere")
    /// let screenDispatcher = StateDispatcher<Network, ScreenState, ScreenInput>.workflow { input in
    ///     switch input {
    ///     case .refreshTapped:
    ///         [
    ///             .set(.loading),
    ///             .run { network in .set(.loaded(try await network.load())) },
    ///         ]
    ///     }
    /// }
    /// ```
    ///
    /// A first step that is a plain change is applied while the input is handled, like a
    /// ``pure(_:)`` dispatcher's; the steps after it run in one effect, each change arriving in
    /// its own update.
    ///
    /// - Parameter handle: The steps for an input, in order; `[]` for inputs this dispatcher
    ///   ignores.
    public static func workflow(
        _ handle: @escaping @Sendable (_ input: Input) -> [StateEffect<Environment, State>]
    ) -> Self {
        Self { input in
            let steps = handle(input)
            return steps.isEmpty ? [] : [steps]
        }
    }

    /// The dispatcher that ignores every input.
    public static var empty: Self {
        Self { _ in [] }
    }
}
