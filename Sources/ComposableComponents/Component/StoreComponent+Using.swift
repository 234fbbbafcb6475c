extension StoreComponent {
    /// The same component, sending every input to its parent instead of handling it: each
    /// input is wrapped into the parent's input type with `transformInput` and passed to
    /// `handle`, the function the parent's `render` was handed.
    ///
    /// A parent's `render` builds its children this way, from the child state in the parent's
    /// state:
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
    /// enum ChildInput {
    ///     case incrementTapped
    /// }
    ///
    /// struct ChildView: View {
    ///     let state: ChildState
    ///     let handle: (ChildInput) -> Void
    ///
    ///     var body: some View {
    ///         HStack {
    ///             Text("\(state.count)")
    ///             Button("+") { handle(.incrementTapped) }
    ///         }
    ///     }
    /// }
    ///
    /// struct ParentState: Equatable {
    ///     var childState = ChildState()
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
    /// }
    ///
    /// enum Dispatchers {
    ///     static let child = StateDispatcher<Void, ChildState, ChildInput>.pure { _ in
    ///         .modify { state in ChildState(count: state.count + 1) }
    ///     }
    ///     static let parent: StateDispatcher<Void, ParentState, ParentInput> = child.widen(
    ///         transformEnvironment: { _ in () },
    ///         transformState: ParentState.childLens,
    ///         transformInput: ParentInput.prism(for: ParentInput.childInput)
    ///     )
    /// }
    ///
    /// func childComponent(_ state: ChildState) -> StoreComponent<Void, ChildState, ChildInput, ChildView> {
    ///     StoreComponent(initialState: state, dispatcher: Dispatchers.child) { state, handle in
    ///         ChildView(state: state, handle: handle)
    ///     }
    /// }
    ///
    /// struct ParentView<Child: View>: View {
    ///     let state: ParentState
    ///     let child: (ChildState) -> Child
    ///     let handle: (ParentInput) -> Void
    ///
    ///     var body: some View {
    ///         VStack {
    ///             Text("Parent")
    ///             child(state.childState)
    ///         }
    ///     }
    /// }
    ///
    /// let parent = StoreComponent(
    /// initialState: ParentState(),
    /// dispatcher: Dispatchers.parent,
    /// // snippet.show
    /// render: { state, handle in
    ///     ParentView(
    ///         state: state,
    ///         child: { childState in
    ///             childComponent(childState)
    ///                 .using(handle,
    ///                        transformInput: ParentInput.prism(for: ParentInput.childInput))
    ///         },
    ///         handle: handle)
    /// }
    /// // snippet.hide
    /// )
    ///
    /// let host = ViewHost(parent)
    /// try host.tap("+")
    /// precondition(host.texts == ["Parent", "1", "+"])
    /// ```
    ///
    /// The parent owns the child's state, so the parent handles the child's inputs: combine the
    /// child's dispatcher, widened into the parent's types, with the parent's own
    /// (``StateDispatcher/combine(_:)``). An input tapped in the child then reaches the parent's
    /// store once; the widened child dispatcher changes the child's state inside the
    /// parent's, the parent's own dispatcher sees the input too, and the parent renders the
    /// child again from its new state. The child's own dispatcher does not run a second time,
    /// so its asynchronous work (a request, a timer) runs once, in the parent's store.
    ///
    /// - Parameters:
    ///   - handle: The parent's input handler.
    ///   - transformInput: The case of the parent's input that carries this component's input.
    /// - Returns: A component of the same type, drawing the same state, that reports to the
    ///   parent.
    public func using<ParentInput>(
        _ handle: @escaping (ParentInput) -> Void,
        transformInput: Prism<ParentInput, Input>
    ) -> StoreComponent {
        StoreComponent(
            storage: storage,
            render: render,
            forward: { input in handle(transformInput.embed(input)) }
        )
    }
}
