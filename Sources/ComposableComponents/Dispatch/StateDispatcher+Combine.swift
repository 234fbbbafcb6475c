extension StateDispatcher {
    /// A dispatcher that gives every input to `self`, then to `other`.
    ///
    /// Combine dispatchers of the same types, such as a parent's own and its child's once
    /// widened:
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
    ///
    /// let parentDispatcher = ParentDispatcher.pure { input in
    ///     switch input {
    ///     case .childInput:
    ///         .modify { state in
    ///             var state = state
    ///             state.childMoves += 1
    ///             return state
    ///         }
    ///     case .resetTapped:
    ///         .set(ParentState())
    ///     }
    /// }
    ///
    /// let widenChildDispatcher: ParentDispatcher = childDispatcher.widen(
    ///     transformEnvironment: \.childDependencies,
    ///     transformState: ParentState.childLens,
    ///     transformInput: ParentInput.prism(for: ParentInput.childInput)
    /// )
    /// // snippet.show
    /// let combinedDispatcher = parentDispatcher.combine(widenChildDispatcher)
    /// // snippet.hide
    /// let store = Store(initialState: ParentState()) { combinedDispatcher.reducer(environment: ParentDependencies()) }
    /// store.send(.input(.childInput(.incrementTapped)))
    /// precondition(store.withState { $0 } == ParentState(childState: ChildState(count: 1), childMoves: 1))
    /// ```
    ///
    /// Order matters where both change the same state: for an input, `self`'s immediate
    /// change is applied first and `other`'s to the state it left, in the same update, so
    /// `other` sees `self`'s change (and not the other way round). Their asynchronous steps run
    /// side by side, each dispatcher's in its own order.
    ///
    /// - Parameter other: The dispatcher that handles each input after this one.
    /// - Returns: A dispatcher that runs both.
    public func combine(_ other: Self) -> Self {
        Self { input in self.workflows(input) + other.workflows(input) }
    }
}
