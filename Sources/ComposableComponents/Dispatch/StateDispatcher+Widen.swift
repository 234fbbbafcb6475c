extension StateDispatcher {
    /// Moves this dispatcher into a larger domain, so that it can be combined with the
    /// dispatcher of that domain: typically a child's dispatcher into its parent's types.
    ///
    /// ```swift
    /// // snippet.hide
    /// import ComposableComponents
    /// import ComposableUI
    ///
    /// struct ChildState: Equatable {
    ///     var count = 0
    /// }
    ///
    /// enum ChildInput: Equatable {
    ///     case incrementTapped
    /// }
    ///
    /// struct ChildDependencies: Sendable {}
    ///
    /// struct ParentDependencies: Sendable {
    ///     var childDependencies = ChildDependencies()
    /// }
    ///
    /// struct ParentState: Equatable {
    ///     var childState = ChildState()
    ///     var childMoves = 0
    ///
    ///     static let childLens = Lens<ParentState, ChildState>(
    ///         get: { parent in parent.childState },
    ///         set: { parent, child in
    ///             var parent = parent
    ///             parent.childState = child
    ///             return parent
    ///         }
    ///     )
    /// }
    ///
    /// enum ParentInput: AutoPrism {
    ///     case childInput(ChildInput)
    ///     case resetTapped
    /// }
    ///
    /// typealias ParentDispatcher = StateDispatcher<ParentDependencies, ParentState, ParentInput>
    ///
    /// let childDispatcher = StateDispatcher<ChildDependencies, ChildState, ChildInput>.pure { _ in
    ///     .modify { state in ChildState(count: state.count + 1) }
    /// }
    /// // snippet.show
    /// let widenChildDispatcher: ParentDispatcher =
    ///     childDispatcher.widen(
    ///         transformEnvironment: \.childDependencies,
    ///         transformState: ParentState.childLens,
    ///         transformInput: ParentInput.prism(for: ParentInput.childInput))
    /// // snippet.hide
    ///
    /// let store = Store(initialState: ParentState()) { widenChildDispatcher.reducer(environment: ParentDependencies()) }
    /// store.send(.input(.childInput(.incrementTapped)))
    /// precondition(store.withState { $0.childState.count } == 1)
    /// ```
    ///
    /// The widened dispatcher answers a parent input only when `transformInput` extracts a
    /// child input from it; it then does what this dispatcher does for that input, with the
    /// environment `transformEnvironment` reads from the parent's, to the state
    /// `transformState` focuses on in the parent's.
    ///
    /// - Parameters:
    ///   - transformEnvironment: Reads this dispatcher's environment from the larger one: a key
    ///     path such as `\.childDependencies`, or any function.
    ///   - transformState: Where this dispatcher's state lives in the larger state.
    ///   - transformInput: Which case of the larger input carries this dispatcher's inputs.
    /// - Returns: A dispatcher of the larger domain.
    public func widen<WideEnvironment, WideState, WideInput>(
        transformEnvironment: @escaping @Sendable (WideEnvironment) -> Environment,
        transformState: Lens<WideState, State>,
        transformInput: Prism<WideInput, Input>
    ) -> StateDispatcher<WideEnvironment, WideState, WideInput> {
        StateDispatcher<WideEnvironment, WideState, WideInput> { wideInput in
            guard let input = transformInput.extract(from: wideInput) else { return [] }
            return workflows(input).map { steps in
                steps.map { $0.widen(environment: transformEnvironment, state: transformState) }
            }
        }
    }

    /// Moves this dispatcher into a larger domain, reading its environment through a key path
    /// held in a value; see ``widen(transformEnvironment:transformState:transformInput:)``.
    ///
    /// ```swift
    /// let toChild: KeyPath<ParentDependencies, ChildDependencies> & Sendable = \.childDependencies
    /// let widened: ParentDispatcher = childDispatcher.widen(
    ///     transformEnvironment: toChild,
    ///     transformState: ParentState.childLens,
    ///     transformInput: ParentInput.prism(for: ParentInput.childInput))
    /// // snippet.hide
    ///
    /// let store = Store(initialState: ParentState()) { widened.reducer(environment: ParentDependencies()) }
    /// store.send(.input(.childInput(.incrementTapped)))
    /// precondition(store.withState { $0.childState.count } == 1)
    /// ```
    ///
    /// A key path written in place (`\.childDependencies`) works with either overload.
    public func widen<WideEnvironment, WideState, WideInput>(
        transformEnvironment: KeyPath<WideEnvironment, Environment> & Sendable,
        transformState: Lens<WideState, State>,
        transformInput: Prism<WideInput, Input>
    ) -> StateDispatcher<WideEnvironment, WideState, WideInput> {
        widen(
            transformEnvironment: { wide in wide[keyPath: transformEnvironment] },
            transformState: transformState,
            transformInput: transformInput
        )
    }
}
