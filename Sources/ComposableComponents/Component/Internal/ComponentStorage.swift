import Composable

/// Holds what a component needs to make its store, and the store once made.
///
/// A component can be created anywhere (the seed builds one in a plain function), while a
/// `Store` belongs to the main actor; so the store is made the first time the component is
/// shown, on the main actor, and kept for as long as the component value (or a copy of it) is.
final class ComponentStorage<State, Input> {
    private let initialState: State
    private let reducer: ResolvedReducer<State, DispatcherAction<State, Input>>
    private var made: Store<State, DispatcherAction<State, Input>>?

    init(initialState: State, reducer: ResolvedReducer<State, DispatcherAction<State, Input>>) {
        self.initialState = initialState
        self.reducer = reducer
    }

    /// The component's store, made on first use.
    @MainActor var store: Store<State, DispatcherAction<State, Input>> {
        if let made { return made }
        let store = Store(initialState: initialState) { reducer }
        made = store
        return store
    }
}
