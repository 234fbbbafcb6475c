import Composable

@available(*, deprecated)
extension ViewStore {
    /// A binding that reads `get` of the view state and, when set, sends the view action
    /// `valueToAction` makes of the new value: the original's older way to hand a control a
    /// binding, kept so that code written against it compiles and runs (with a deprecation
    /// warning, as in the original).
    ///
    /// Use a binding of the store instead: `$store.name.sending(\.nameChanged)`, or `$store.name`
    /// when the feature's actions are `BindableAction`.
    ///
    /// ```swift
    /// struct Profile: Reducer {
    ///     struct State: Equatable {
    ///         var name = ""
    ///     }
    ///
    ///     enum Action {
    ///         case nameChanged(String)
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             if case let .nameChanged(name) = action { state.name = name }
    ///             return .none
    ///         }
    ///     }
    /// }
    ///
    /// struct ProfileView: View {
    ///     @Bindable var store: StoreOf<Profile>
    ///
    ///     var body: some View {
    ///         // was: TextField("Name", text: viewStore.binding(get: \.name, send: { .nameChanged($0) }))
    ///         TextField("Name", text: $store.name.sending(\.nameChanged))
    ///     }
    /// }
    /// ```
    @available(*, deprecated, message: "Use a binding of the store: '$store.name.sending(\\.nameChanged)'.")
    public func binding<Value>(
        get: @escaping (_ state: ViewState) -> Value,
        send valueToAction: @escaping (_ value: Value) -> ViewAction
    ) -> Binding<Value> {
        Binding(
            get: { get(self.state) },
            set: { value in BindingLocal.$isActive.withValue(true) { _ = self.send(valueToAction(value)) } }
        )
    }

    /// A binding that reads `get` of the view state and, when set, sends `action`.
    ///
    /// Use a binding of the store instead: `$store.name.sending(\.nameChanged)`.
    @available(*, deprecated, message: "Use a binding of the store: '$store.name.sending(\\.nameChanged)'.")
    public func binding<Value>(
        get: @escaping (_ state: ViewState) -> Value,
        send action: ViewAction
    ) -> Binding<Value> {
        binding(get: get, send: { _ in action })
    }

    /// A binding of the whole view state that, when set, sends the view action
    /// `valueToAction` makes of the new value.
    ///
    /// Use a binding of the store instead.
    @available(*, deprecated, message: "Use a binding of the store: '$store.name.sending(\\.nameChanged)'.")
    public func binding(send valueToAction: @escaping (_ state: ViewState) -> ViewAction) -> Binding<ViewState> {
        binding(get: { $0 }, send: valueToAction)
    }

    /// Sends a view action in a transaction with `animation`.
    ///
    /// Use `store.send(_:animation:)` instead.
    @discardableResult
    @available(*, deprecated, message: "Use 'store.send(_:animation:)'.")
    public func send(_ action: ViewAction, animation: Animation?) -> StoreTask {
        withAnimation(animation) { send(action) }
    }

    /// A binding of the ``BindingViewState`` property at `keyPath` of the view state:
    /// `viewStore.$name`, for `@BindingViewState var name: String`.
    ///
    /// Use `$store.name` instead.
    public subscript<Value>(dynamicMember keyPath: KeyPath<ViewState, BindingViewState<Value>>) -> Binding<Value> {
        Binding(
            get: { self.state[keyPath: keyPath].wrappedValue },
            set: { value in
                let property = self.state[keyPath: keyPath]
                property.wrappedValue = value
            }
        )
    }
}

@available(*, deprecated)
extension ViewStore where ViewAction: BindableAction, ViewAction.State == ViewState {
    /// A binding of the ``BindingState`` property at `keyPath`: `viewStore.$name`, for
    /// `@BindingState var name = ""`. Setting it sends `.binding(.set(\.$name, value))`; a
    /// write no `BindingReducer` applies is reported as a runtime warning that names where the
    /// property was declared.
    ///
    /// Use a plain property and `$store.name` instead (see `Bindable`'s store bindings).
    public subscript<Value: Equatable & Sendable>(
        dynamicMember keyPath: WritableKeyPath<ViewState, BindingState<Value>>
    ) -> Binding<Value> {
        Binding(
            get: { self.state[keyPath: keyPath].wrappedValue },
            set: { self.sendBindingStateWrite(keyPath, $0) }
        )
    }
}
