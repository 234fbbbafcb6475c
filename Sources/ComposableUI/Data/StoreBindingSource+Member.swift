import Composable

extension StoreBindingSource {
    /// A property of this property, from which `.sending(\.action)` makes a binding, as the
    /// original's tutorials write a text field of a nested value:
    /// `TextField("Name", text: $store.contact.name.sending(\.setName))`.
    ///
    /// ```swift
    /// struct Contact: Equatable {
    ///     var name = ""
    /// }
    ///
    /// struct AddContact: Reducer {
    ///     struct State: Equatable {
    ///         var contact = Contact()
    ///     }
    ///
    ///     enum Action {
    ///         case setName(String)
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             if case let .setName(name) = action {
    ///                 state.contact.name = name
    ///             }
    ///             return .none
    ///         }
    ///     }
    /// }
    ///
    /// @Bindable var store = Store(initialState: AddContact.State()) { AddContact() }
    /// let name = $store.contact.name.sending(\.setName)
    /// name.wrappedValue = "Blob"  // what typing does: sends .setName("Blob")
    /// precondition(store.contact.name == "Blob" && name.wrappedValue == "Blob")
    /// ```
    public subscript<Member>(dynamicMember member: KeyPath<Value, Member>) -> StoreBindingSource<State, Action, Member> {
        StoreBindingSource<State, Action, Member>(store: store, keyPath: keyPath.appending(path: member))
    }
}
