import Composable
import ComposableUI

/// A piece of user interface in the dispatcher style: a state, a ``StateDispatcher`` that
/// changes it for the view's inputs, and a `render` function that draws the state and reports
/// inputs through the function it is handed.
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
///
/// struct CounterView: View {
///     let count: Int
///     let handle: (CounterInput) -> Void
///
///     var body: some View {
///         HStack {
///             Button("−") { handle(.decrementTapped) }
///             Text("\(count)")
///             Button("+") { handle(.incrementTapped) }
///         }
///     }
/// }
///
/// let counterDispatcher = StateDispatcher<Void, Int, CounterInput>.pure { input in
///     switch input {
///     case .decrementTapped: .modify { count in count - 1 }
///     case .incrementTapped: .modify { count in count + 1 }
///     }
/// }
/// // snippet.show
/// typealias CounterComponent = StoreComponent<Void, Int, CounterInput, CounterView>
///
/// let counter = CounterComponent(
///     initialState: 0,
///     dispatcher: counterDispatcher,
///     render: { count, handle in CounterView(count: count, handle: handle) }
/// )
/// let host = ViewHost(counter)
/// try host.tap("+")
/// host.texts  // ["−", "1", "+"]
/// // snippet.hide
/// precondition(host.texts == ["−", "1", "+"])
/// ```
///
/// A component is a `View`, so it can be placed in any view's body, and one component can hold
/// another: the parent's `render` builds the child with ``using(_:transformInput:)``, which
/// sends the child's inputs to the parent.
///
/// Under the hood a component is a `Store` whose reducer is its dispatcher
/// (``StateDispatcher/reducer(environment:)``): inputs are the store's actions, asynchronous
/// steps are the store's effects, and the view re-renders through Observation when the state
/// changes. The store is made the first time the component is shown and lives as long as the
/// component value; a view that re-creates a component in its body starts it afresh, so make a
/// root component once (as the seed's `parentComponent(initialState:dependencies:)` does) and
/// hand it to the screen.
///
/// The component itself is not bound to the main actor, so plain functions can build one (the
/// seed's `childComponent(_:)` and `parentComponent(initialState:dependencies:)` are not
/// isolated); its `body` and its store are.
///
/// Choose components when a screen is a function of its state and its logic is a dispatcher
/// (seed 001's style); choose a `Reducer` with `Scope` and a view holding a scoped store when
/// the feature needs navigation, bindings or the test tools built for reducers. The two meet:
/// ``StateDispatcher/reducer(environment:)`` turns a dispatcher into a reducer, which a
/// `TestStore` can test.
///
/// See [the child component](doc:NestedComponents#The-child-component) and [step 3: the parent
/// component](doc:NestedComponents#Step-3-the-parent-component) in <doc:NestedComponents>.
nonisolated public struct StoreComponent<Environment, State, Input, V: View>: View {
    let storage: ComponentStorage<State, Input>
    let render: @MainActor (State, @escaping (Input) -> Void) -> V
    /// Where inputs go instead of this component's own store: set by `using`.
    let forward: ((Input) -> Void)?

    /// Creates a component from its initial state, the environment its dispatcher's
    /// asynchronous work reads, its dispatcher, and its render function.
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
    /// typealias DieComponent<V: View> = StoreComponent<Randomness, Die, DieInput, V>
    ///
    /// let dieDispatcher = StateDispatcher<Randomness, Die, DieInput>.effectful { input in
    ///     switch input {
    ///     case .rollTapped:
    ///         .run { randomness in .set(Die(number: await randomness.number(in: 1...6))) }
    ///     case .clearTapped:
    ///         .set(Die(number: 1))
    ///     }
    /// }
    /// // snippet.show
    /// let die = DieComponent(
    ///     initialState: Die(number: 1),
    ///     environment: Randomness.live,
    ///     dispatcher: dieDispatcher,
    ///     render: { die, handle in
    ///         VStack {
    ///             Text("\(die.number)")
    ///             Button("Roll") { handle(.rollTapped) }
    ///         }
    ///     }
    /// )
    /// // snippet.hide
    /// let dieHost = ViewHost(die)
    /// precondition(dieHost.texts == ["1", "Roll"])
    /// ```
    ///
    /// - Parameters:
    ///   - initialState: The state the component starts with.
    ///   - environment: The dependencies the dispatcher's `.run` steps read. It travels into
    ///     those steps, so it must be `Sendable` (give clients `@Sendable` closures).
    ///   - dispatcher: Turns inputs into state changes; by default, inputs change nothing.
    ///   - render: Draws a state; calling the function it is handed reports an input.
    public init(
        initialState: State,
        environment: Environment,
        dispatcher: StateDispatcher<Environment, State, Input> = .empty,
        render: @escaping @MainActor (_ state: State, _ handle: @escaping (Input) -> Void) -> V
    ) where Environment: Sendable {
        self.init(
            storage: ComponentStorage(
                initialState: initialState,
                reducer: ResolvedReducer(dispatcher.reducer(environment: environment).reduce(into:action:))
            ),
            render: render,
            forward: nil
        )
    }

    /// Creates a component whose dispatcher needs no environment.
    ///
    /// ```swift
    /// let counter = StoreComponent(initialState: 0, dispatcher: counterDispatcher) { count, handle in
    ///     CounterView(count: count, handle: handle)
    /// }
    /// // snippet.hide
    /// precondition(ViewHost(counter).texts == ["−", "0", "+"])
    /// ```
    public init(
        initialState: State,
        dispatcher: StateDispatcher<Void, State, Input> = .empty,
        render: @escaping @MainActor (_ state: State, _ handle: @escaping (Input) -> Void) -> V
    ) where Environment == Void {
        self.init(initialState: initialState, environment: (), dispatcher: dispatcher, render: render)
    }

    init(
        storage: ComponentStorage<State, Input>,
        render: @escaping @MainActor (State, @escaping (Input) -> Void) -> V,
        forward: ((Input) -> Void)?
    ) {
        self.storage = storage
        self.render = render
        self.forward = forward
    }

    /// The store under the component: read its state in a test (`component.store.state`), or
    /// send it an input as the view would (`component.store.send(.input(.rollTapped))`).
    @MainActor public var store: Store<State, DispatcherAction<State, Input>> {
        storage.store
    }

    /// The view `render` draws for the current state.
    @MainActor public var body: V {
        let store = storage.store
        let handle = forward ?? { input in store.send(.input(input)) }
        return render(store.state, handle)
    }
}
