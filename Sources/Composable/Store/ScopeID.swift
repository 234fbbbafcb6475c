/// The identity of a `store.scope(state:action:)` call: which state and which action it takes.
/// Scoped stores are cached by it.
struct ScopeID: Hashable {
    let state: AnyKeyPath
    let action: AnyKeyPath
}
