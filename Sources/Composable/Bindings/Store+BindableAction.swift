extension Store where Action: BindableAction, Action.State == State {
    /// Reads a property of the state, and writes it by sending `.binding(.set(keyPath, value))`:
    /// `store.name = "Ada"` for a feature whose actions are `BindableAction`. It is also what
    /// makes `$store.name` a binding in a view.
    ///
    /// ```swift
    /// struct Profile: Reducer {
    ///     struct State: Equatable {
    ///         var name = ""
    ///     }
    ///
    ///     enum Action: BindableAction {
    ///         case binding(BindingAction<State>)
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         BindingReducer()
    ///     }
    /// }
    /// ```
    ///
    /// ```swift output
    /// let profile = Store(initialState: Profile.State()) { Profile() }
    /// profile.name = "Ada"  // sends .binding(.set(\.name, "Ada"))
    /// print(profile.name)
    /// ```
    ///
    /// ```text
    /// Ada
    /// ```
    ///
    /// A binding action that no `BindingReducer` applies is reported as a runtime warning (in
    /// a test, a failure): the write would otherwise be lost without a word.
    public subscript<Value: Equatable & Sendable>(dynamicMember keyPath: WritableKeyPath<State, Value>) -> Value {
        get {
            let readOnly: KeyPath<State, Value> = keyPath
            return self[dynamicMember: readOnly]
        }
        set {
            send(.binding(.storeWrite(keyPath, newValue, actionType: Action.self)))
        }
    }
}

extension BindingAction {
    /// The binding action a store's property setter sends: it applies the write, and reports a
    /// runtime warning if no `BindingReducer` ever does.
    static func storeWrite<Value: Equatable & Sendable>(
        _ keyPath: WritableKeyPath<Root, Value>,
        _ value: Value,
        actionType: Any.Type
    ) -> Self {
        let probe = UnhandledBindingProbe(actionType: actionType, valueDescription: String(reflecting: value))
        return BindingAction(
            keyPath: keyPath,
            value: value,
            apply: { state in
                state[keyPath: keyPath] = value
                probe.wasApplied = true
            },
            isEqual: { other in other.keyPath == keyPath && (other.value as? Value) == value },
            valueDescription: String(reflecting: value)
        )
    }
}

/// Travels inside a binding action a store's property setter sends, and reports a runtime
/// warning when the action goes away without a `BindingReducer` having applied it.
///
/// The check waits for the action to be released rather than for `send` to return, because an
/// action sent while another is being reduced is queued and applied later.
final class UnhandledBindingProbe: @unchecked Sendable {
    // Unchecked: `wasApplied` is written by the reducer, on the main actor, and read once, by
    // `deinit`, after the last reference went away.
    var wasApplied = false
    private let actionType: Any.Type
    private let valueDescription: String
    private let bindingStateDeclaration: CallSite?

    /// - Parameter bindingStateDeclaration: Where the `@BindingState` property written was
    ///   declared, which the warning names, as the original's does.
    init(actionType: Any.Type, valueDescription: String, bindingStateDeclaration: CallSite? = nil) {
        self.actionType = actionType
        self.valueDescription = valueDescription
        self.bindingStateDeclaration = bindingStateDeclaration
    }

    deinit {
        guard !wasApplied else { return }
        let origin = bindingStateDeclaration.map {
            " for binding state defined at \"\($0.fileID):\($0.line)\""
        } ?? ""
        RuntimeWarning(
            message: """
                A binding action sent from a store\(origin) was not handled.

                  Action:
                    \(shortName(of: actionType)).binding(.set(_, \(valueDescription)))

                To fix this, invoke "BindingReducer()" from your feature reducer's "body".
                """,
            callSite: CallSite(fileID: #fileID, line: #line)
        ).report()
    }
}
