/// Runs a reducer and then, when a value derived from the state changed, another reducer that
/// reacts to the change; built by ``Reducer/onChange(of:_:)`` and
/// ``Reducer/onChange(of:removeDuplicates:_:)``.
public struct OnChangeReducer<Base: Reducer, Value, Reaction: Reducer>: Reducer
where Reaction.State == Base.State, Reaction.Action == Base.Action {
    let base: Base
    let toValue: (Base.State) -> Value
    /// Whether the old and new values count as the same, so that nothing reacts.
    let isDuplicate: (Value, Value) -> Bool
    let reaction: (_ oldValue: Value, _ newValue: Value) -> Reaction

    /// Runs `base`, then the reaction when the value changed; their effects run together.
    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        let oldValue = toValue(state)
        let effect = base.reduce(into: &state, action: action)
        let newValue = toValue(state)
        guard !isDuplicate(oldValue, newValue) else { return effect }
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
    /// For the bindings whose changes `onChange` most often watches, see [two-way bindings with
    /// `@Bindable`](doc:Views#Two-way-bindings-with-Bindable) in <doc:Views>.
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
        OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==, reaction: reaction)
    }

    /// Reacts when a value derived from the state changes by changing the state and returning
    /// an effect directly, without building a reducer: `perform` gets the old value and the
    /// state, after this reducer ran.
    ///
    /// ```swift
    /// struct Thermostat: Reducer {
    ///     struct State: Equatable {
    ///         var target = 20
    ///         var changes = 0
    ///     }
    ///
    ///     enum Action {
    ///         case warmer
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, _ in
    ///             state.target += 1
    ///             return .none
    ///         }
    ///         .onChange(of: \.target) { oldValue, state in
    ///             state.changes += state.target - oldValue
    ///             return .none
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// ```swift output
    /// let thermostat = Store(initialState: Thermostat.State()) { Thermostat() }
    /// thermostat.send(.warmer)
    /// thermostat.send(.warmer)
    /// print(thermostat.changes)
    /// ```
    ///
    /// ```text
    /// 2
    /// ```
    ///
    /// - Parameters:
    ///   - toValue: The value to watch, from the state; a key path works.
    ///   - perform: Runs when the value changed, with the old value and the state to change;
    ///     returns the effect to run with this reducer's.
    /// - Returns: A reducer that runs this one, then `perform` when the value changed.
    public func onChange<Value: Equatable>(
        of toValue: @escaping (State) -> Value,
        _ perform: @escaping (_ oldValue: Value, _ state: inout State) -> Effect<Action>
    ) -> some Reducer<State, Action> {
        OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==) { oldValue, _ in
            Reduce { state, _ in perform(oldValue, &state) }
        }
    }

    /// Reacts when a value derived from the state changes, where `isDuplicate` says what counts
    /// as a change: for values that are not `Equatable` (a tuple of two counts), or to react
    /// to a part of the value only (a collection whose ids changed, not its rows).
    ///
    /// ```swift
    /// struct Basket: Reducer {
    ///     struct State: Equatable {
    ///         var apples = 0
    ///         var pears = 0
    ///         var total = 0
    ///     }
    ///
    ///     enum Action {
    ///         case addApple
    ///         case addPear
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             switch action {
    ///             case .addApple: state.apples += 1
    ///             case .addPear: state.pears += 1
    ///             }
    ///             return .none
    ///         }
    ///         .onChange(of: { ($0.apples, $0.pears) }, removeDuplicates: ==) { _, new in
    ///             Reduce { state, _ in
    ///                 state.total = new.0 + new.1
    ///                 return .none
    ///             }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// ```swift output
    /// let basket = Store(initialState: Basket.State()) { Basket() }
    /// basket.send(.addApple)
    /// basket.send(.addPear)
    /// print(basket.total)
    /// ```
    ///
    /// ```text
    /// 2
    /// ```
    ///
    /// - Parameters:
    ///   - toValue: The value to watch, from the state; a key path works.
    ///   - isDuplicate: Whether the old and the new value count as the same; when it returns
    ///     `true`, `reaction` does not run.
    ///   - reaction: Builds the reducer to run when the value changed, from the old and the new
    ///     value.
    /// - Returns: A reducer that runs this one, then `reaction` when the value changed.
    public func onChange<Value, Reaction: Reducer<State, Action>>(
        of toValue: @escaping (State) -> Value,
        removeDuplicates isDuplicate: @escaping (Value, Value) -> Bool,
        @ReducerBuilder<State, Action> _ reaction: @escaping (_ oldValue: Value, _ newValue: Value) -> Reaction
    ) -> OnChangeReducer<Self, Value, Reaction> {
        OnChangeReducer(base: self, toValue: toValue, isDuplicate: isDuplicate, reaction: reaction)
    }
}
