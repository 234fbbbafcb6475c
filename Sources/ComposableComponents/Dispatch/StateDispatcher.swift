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
/// ```swift
/// // snippet.hide
/// import ComposableComponents
/// import ComposableUI
///
/// enum CounterInput {
///     case decrementTapped
///     case incrementTapped
/// }
/// // snippet.show
/// typealias CounterDispatcher = StateDispatcher<Void, Int, CounterInput>
///
/// let counterDispatcher = CounterDispatcher.pure { input in
///     switch input {
///     case .decrementTapped: .modify { count in count - 1 }
///     case .incrementTapped: .modify { count in count + 1 }
///     }
/// }
/// // snippet.hide
/// let counter = Store(initialState: 0) { counterDispatcher.reducer(environment: ()) }
/// counter.send(.input(.incrementTapped))
/// counter.send(.input(.incrementTapped))
/// counter.send(.input(.decrementTapped))
/// precondition(counter.withState { $0 } == 1)
/// ```
///
/// Dispatchers compose: ``widen(transformEnvironment:transformState:transformInput:)`` moves a
/// child's dispatcher into its parent's types, and ``combine(_:)`` runs two dispatchers of the
/// same types for every input. A ``StoreComponent`` runs one, and ``reducer(environment:)``
/// turns one into a `Reducer` for a `Store` or a `TestStore`.
///
/// Dispatchers are `Sendable` values, so they can be global constants.
///
/// Pick the smallest maker that fits: `pure` for changes made at once, `effectful` for one
/// asynchronous step, `workflow` for several steps shown in turn. A dispatcher changes only
/// the state it is given; to change a parent's state from a child's input, widen the child's
/// dispatcher and combine it with the parent's rather than sending from one store to another.
///
/// See <doc:NestedComponents>, which builds a child and a parent from dispatchers, and its [when to
/// choose which](doc:NestedComponents#When-to-choose-which), which compares them with reducers.
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
    /// ```swift
    /// // snippet.hide
    /// enum StepperInput {
    ///     case decrementTapped
    ///     case incrementTapped
    /// }
    /// // snippet.show
    /// let stepperDispatcher = StateDispatcher<Void, Int, StepperInput>.pure { input in
    ///     switch input {
    ///     case .decrementTapped: .modify { count in count - 1 }
    ///     case .incrementTapped: .modify { count in count + 1 }
    ///     }
    /// }
    /// // snippet.hide
    /// let stepper = Store(initialState: 5) { stepperDispatcher.reducer(environment: ()) }
    /// stepper.send(.input(.decrementTapped))
    /// precondition(stepper.withState { $0 } == 4)
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
    /// ```swift
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
    /// // snippet.show
    /// let dieDispatcher = StateDispatcher<Randomness, Die, DieInput>.effectful { input in
    ///     switch input {
    ///     case .rollTapped:
    ///         .run { randomness in .set(Die(number: await randomness.number(in: 1...6))) }
    ///     case .clearTapped:
    ///         .set(Die(number: 1))
    ///     }
    /// }
    /// // snippet.hide
    /// let die = Store(initialState: Die(number: 3)) { dieDispatcher.reducer(environment: .rollsFour) }
    /// await die.send(.input(.rollTapped)).finish()
    /// precondition(die.withState { $0 } == Die(number: 4))
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
    /// ```swift
    /// // snippet.hide
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
    /// // snippet.show
    /// let screenDispatcher = StateDispatcher<Network, ScreenState, ScreenInput>.workflow { input in
    ///     switch input {
    ///     case .refreshTapped:
    ///         [
    ///             .set(.loading),
    ///             .run { network in .set(.loaded(try await network.load())) },
    ///         ]
    ///     }
    /// }
    /// // snippet.hide
    /// let screen = Store(initialState: ScreenState.idle) {
    ///     screenDispatcher.reducer(environment: Network(load: { "hello" }))
    /// }
    /// await screen.send(.input(.refreshTapped)).finish()
    /// precondition(screen.withState { $0 } == .loaded("hello"))
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
