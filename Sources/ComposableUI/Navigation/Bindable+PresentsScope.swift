import Composable

/// Binding scopes that name the `@Presents` wrapper itself, `\.$destination`, as the original's
/// newer spelling does: `$store.scope(\.$destination, action: \.destination)`.
extension Bindable {
    /// A binding to the store of the feature presented through the `@Presents` property at
    /// `toPresents`, for `.sheet(item:)`, `.popover(item:)` and
    /// `.navigationDestination(item:)`; the same as naming the optional, `\.destination`.
    ///
    /// When the presented state is an enum reducer's (`enum Destination: Reducer`), reach one
    /// of its cases with a trailing member, as in
    /// `.sheet(item: $store.scope(\.$destination, action: \.destination).edit)`.
    /// Setting the binding to `nil`, as going back or swiping a sheet away does, sends the
    /// feature's `.dismiss`.
    public func scope<StoreState, StoreAction, ChildState, ChildAction>(
        _ toPresents: WritableKeyPath<StoreState, Presents<ChildState>>,
        action toPresentationAction: CaseKeyPath<StoreAction, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<StoreState, StoreAction> {
        scope(state: toPresents.appending(path: \.wrappedValue), action: toPresentationAction)
    }

    /// A binding to the store of the feature presented through the `@Presents` property at
    /// `toPresents`: the unlabeled `scope(_:action:)` above, with the `state:` label that the
    /// original's earlier releases used.
    public func scope<StoreState, StoreAction, ChildState, ChildAction>(
        state toPresents: WritableKeyPath<StoreState, Presents<ChildState>>,
        action toPresentationAction: CaseKeyPath<StoreAction, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<StoreState, StoreAction> {
        scope(state: toPresents.appending(path: \.wrappedValue), action: toPresentationAction)
    }
}
