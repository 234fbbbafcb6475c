/// The identity of a `store.scope(state:action:)` call: which state and which action it takes.
/// Scoped stores are cached by it.
struct ScopeID: Hashable {
    let state: AnyKeyPath
    let action: AnyKeyPath
    /// The store a closure scope made, which is kept track of but never looked up again.
    var uncachedStore: ObjectIdentifier? = nil
}
