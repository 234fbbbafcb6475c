import Composable

extension Bindable {
    /// A property of a store's state, from which `.sending(\.action)` makes a binding:
    /// `$store.count.sending(\.stepperChanged)`.
    ///
    /// When the feature's actions are `BindableAction`, `$store.text` is a binding without
    /// `.sending`: writing it sends `.binding(.set(\.text, value))`, through the store's
    /// writable properties (see `Store.subscript(dynamicMember:)` in `Composable`).
    ///
    /// ```swift
    /// struct Note: Reducer {
    ///     struct State: Equatable {
    ///         var text = ""
    ///         var count = 0
    ///     }
    ///
    ///     enum Action: BindableAction {
    ///         case binding(BindingAction<State>)
    ///         case stepperChanged(Int)
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         BindingReducer()
    ///         Reduce { state, action in
    ///             if case let .stepperChanged(count) = action {
    ///                 state.count = count
    ///             }
    ///             return .none
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// ```swift output
    /// @Bindable var note = Store(initialState: Note.State()) { Note() }
    /// $note.text.wrappedValue = "Hi"  // what typing does: sends .binding(.set(\.text, "Hi"))
    /// print(note.text)
    /// ```
    ///
    /// ```text
    /// Hi
    /// ```
    public subscript<StoreState, StoreAction, Member>(
        dynamicMember keyPath: KeyPath<StoreState, Member>
    ) -> StoreBindingSource<StoreState, StoreAction, Member> where Value == Store<StoreState, StoreAction> {
        StoreBindingSource(store: wrappedValue, keyPath: keyPath)
    }
}

/// A property of a store's state that a binding can read; ``sending(_:)`` says which action
/// writes it. A property of that property is reached the same way: `$store.contact.name`.
@MainActor
@dynamicMemberLookup
public struct StoreBindingSource<State, Action, Value> {
    let store: Store<State, Action>
    let keyPath: KeyPath<State, Value>

    /// A binding that reads the property through the store and, when set, sends the action
    /// `action` with the new value.
    ///
    /// ```swift output
    /// $note.count.sending(\.stepperChanged).wrappedValue = 3  // sends .stepperChanged(3)
    /// print(note.count)
    /// ```
    ///
    /// ```text
    /// 3
    /// ```
    public func sending(_ action: CaseKeyPath<Action, Value>) -> Binding<Value> {
        let store = store
        let keyPath = keyPath
        return Binding(
            get: { store[dynamicMember: keyPath] },
            set: { value in BindingLocal.$isActive.withValue(true) { _ = store.send(action(value)) } }
        )
    }
}
