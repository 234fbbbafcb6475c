import Composable

@available(*, deprecated, message: "Read the state with 'store.state' instead of a binding view store.")
extension TestStore where Action: BindableAction, State == Action.State {
    /// The test store's current state as a ``BindingViewStore``, for a test of a view state
    /// made from one (`LoginViewState(store.bindings)`), as the view makes it from its store.
    ///
    /// ```swift
    /// // snippet.hide
    /// @available(*, deprecated)
    /// struct Login: Reducer {
    ///     struct State: Equatable {
    ///         @BindingState var email = ""
    ///         var isFormValid = false
    ///     }
    ///
    ///     enum Action: BindableAction {
    ///         case binding(BindingAction<State>)
    ///     }
    ///
    ///     var body: some ReducerOf<Self> { BindingReducer() }
    /// }
    ///
    /// // snippet.show
    /// @available(*, deprecated)
    /// struct LoginViewState: Equatable {
    ///     @BindingViewState var email: String
    ///     var isLoginButtonDisabled: Bool
    ///
    ///     @MainActor
    ///     init(_ store: BindingViewStore<Login.State>) {
    ///         _email = store.$email
    ///         isLoginButtonDisabled = !store.isFormValid
    ///     }
    /// }
    ///
    /// @available(*, deprecated)
    /// @MainActor
    /// func checkTheButton(of store: TestStoreOf<Login>) {
    ///     #expect(LoginViewState(store.bindings).isLoginButtonDisabled)
    /// }
    /// ```
    ///
    /// It reads the state the test last asserted; writing one of its bindings changes nothing
    /// in the test store (send a binding action for that).
    public var bindings: BindingViewStore<State> {
        BindingViewStore(store: Store<State, Action>(initialState: state) { BindingReducer() })
    }
}

@available(*, deprecated, message: "Read the state with 'store.state' instead of a binding view store.")
extension TestStore {
    /// ``bindings`` for a feature whose bindable actions are carried by a case of its actions
    /// (`case view(View)`), named in the older case path spelling: `store.bindings(action:
    /// /Feature.Action.view)`.
    ///
    /// - Parameter toViewAction: The case carrying the bindable actions.
    public func bindings<ViewAction: BindableAction>(
        action toViewAction: AnyCasePath<Action, ViewAction>
    ) -> BindingViewStore<State> where State == ViewAction.State {
        BindingViewStore(store: Store<State, ViewAction>(initialState: state) { BindingReducer() })
    }
}
