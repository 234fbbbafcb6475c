/// Runs a reducer and then, when a value derived from the state changed, another reducer that
/// reacts to the change; built by ``Reducer/onChange(of:_:)``.
public struct OnChangeReducer<Base: Reducer, Value: Equatable, Reaction: Reducer>: Reducer
where Reaction.State == Base.State, Reaction.Action == Base.Action {
    let base: Base
    let toValue: (Base.State) -> Value
    let reaction: (_ oldValue: Value, _ newValue: Value) -> Reaction

    /// Runs `base`, then the reaction when the value changed; their effects run together.
    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        let oldValue = toValue(state)
        let effect = base.reduce(into: &state, action: action)
        let newValue = toValue(state)
        guard oldValue != newValue else { return effect }
        return .merge(effect, reaction(oldValue, newValue).reduce(into: &state, action: action))
    }
}

extension Reducer {
    /// Reacts when a value derived from the state changes, whatever action changed it: the
    /// reducer `reaction` builds from the old and new values runs after this one, with the same
    /// action, and its effects run with this one's.
    ///
    /// Use it for logic that depends on a value rather than on the actions that change it, such
    /// as saving settings whenever they change:
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Settings: Equatable, Sendable {
    ///     var isDarkMode = false
    /// }
    ///
    /// @Sendable func save(_ settings: Settings) async throws {}
    ///
    /// struct SettingsFeature: Reducer {
    ///     struct State: Equatable {
    ///         var settings = Settings()
    ///     }
    ///
    ///     enum Action: BindableAction {
    ///         case binding(BindingAction<State>)
    ///     }
    /// // snippet.show
    /// var body: some ReducerOf<Self> {
    ///     BindingReducer()
    ///         .onChange(of: \.settings) { oldValue, newValue in
    ///             Reduce { state, action in .run { _ in try await save(newValue) } }
    ///         }
    /// }
    /// // snippet.hide
    /// }
    ///
    /// let store = Store(initialState: SettingsFeature.State()) { SettingsFeature() }
    /// await store.send(.binding(.set(\.settings, Settings(isDarkMode: true)))).finish()
    /// precondition(store.settings.isDarkMode)
    /// ```
    ///
    /// Prefer handling the action itself in a ``Reduce`` when only one action changes the value;
    /// `onChange` pays off when several actions can, bindings especially (``BindingReducer``).
    /// The value is compared with `==` after this reducer has run, so apply `onChange` to the
    /// reducers whose changes it should see: on a `BindingReducer` alone, it reacts to bindings
    /// only; on a ``CombineReducers`` group, to all of them.
    ///
    /// - Parameters:
    ///   - toValue: The value to watch, from the state; a key path works.
    ///   - reaction: Builds the reducer to run when the value changed, from the old and the new
    ///     value.
    /// - Returns: A reducer that runs this one, then `reaction` when the value changed.
    public func onChange<Value: Equatable, Reaction: Reducer<State, Action>>(
        of toValue: @escaping (State) -> Value,
        @ReducerBuilder<State, Action> _ reaction: @escaping (_ oldValue: Value, _ newValue: Value) -> Reaction
    ) -> OnChangeReducer<Self, Value, Reaction> {
        OnChangeReducer(base: self, toValue: toValue, reaction: reaction)
    }
}
