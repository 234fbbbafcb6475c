extension Store where Action: ViewAction, Action.ViewAction: BindableAction, Action.ViewAction.State == State {
    /// Reads a property of the state, and writes it by sending
    /// `.view(.binding(.set(keyPath, value)))`: the bindings of a feature that keeps its
    /// `binding` case among its view actions (see ``ViewAction``), so that `$store.name` works
    /// in its view.
    ///
    /// The reducer applies them with `BindingReducer(action: \.view)`.
    ///
    /// ```swift
    /// struct Profile: Reducer {
    ///     struct State: Equatable {
    ///         var name = ""
    ///     }
    ///
    ///     enum Action: ViewAction {
    ///         case view(View)
    ///
    ///         enum View: BindableAction {
    ///             case binding(BindingAction<State>)
    ///         }
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         BindingReducer(action: \.view)
    ///     }
    /// }
    /// ```
    ///
    /// ```swift output
    /// let profile = Store(initialState: Profile.State()) { Profile() }
    /// profile.name = "Ada"  // sends .view(.binding(.set(\.name, "Ada")))
    /// print(profile.name)
    /// ```
    ///
    /// ```text
    /// Ada
    /// ```
    @_disfavoredOverload
    public subscript<Value: Equatable & Sendable>(dynamicMember keyPath: WritableKeyPath<State, Value>) -> Value {
        get {
            let readOnly: KeyPath<State, Value> = keyPath
            return self[dynamicMember: readOnly]
        }
        set {
            send(.view(.binding(.storeWrite(keyPath, newValue, actionType: Action.self))))
        }
    }
}
