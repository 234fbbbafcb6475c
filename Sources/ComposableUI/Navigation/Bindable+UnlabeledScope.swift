import Composable

/// The original's newer spelling of binding scopes, without the `state:` label:
/// `.sheet(item: $store.scope(\.destination, action: \.destination))`.
extension Bindable {
    /// A binding to the store of the presented child at `toChild`; the same as
    /// `scope(state:action:)`: setting it to `nil` dismisses the child.
    public func scope<StoreState, StoreAction, ChildState, ChildAction>(
        _ toChild: KeyPath<StoreState, ChildState?>,
        action toPresentationAction: CaseKeyPath<StoreAction, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<StoreState, StoreAction> {
        scope(state: toChild, action: toPresentationAction)
    }

    /// A binding to the store of a navigation stack's path, for `NavigationStack(path:)`.
    public func scope<StoreState, StoreAction, ElementState, ElementAction>(
        _ toPath: WritableKeyPath<StoreState, StackState<ElementState>>,
        action toStackAction: CaseKeyPath<StoreAction, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>> where Value == Store<StoreState, StoreAction> {
        scope(state: toPath, action: toStackAction)
    }
}
