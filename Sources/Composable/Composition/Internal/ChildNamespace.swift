/// The namespace under which a child feature's effects run, so that they can be cancelled
/// together when the child goes away, and so that the ids inside them stay apart from those
/// of other copies of the feature.
@usableFromInline
struct ChildNamespace: Hashable, @unchecked Sendable {
    // Key paths are immutable; the unchecked conformance only covers `AnyKeyPath` not being
    // marked `Sendable`.
    @usableFromInline let state: AnyKeyPath

    @usableFromInline
    init(state: AnyKeyPath) {
        self.state = state
    }
}

/// The id under which every effect of one row of a `forEach` runs.
@usableFromInline
struct ChildRow<ID: Hashable & Sendable>: Hashable, Sendable {
    @usableFromInline let namespace: ChildNamespace
    @usableFromInline let id: ID

    @usableFromInline
    init(namespace: ChildNamespace, id: ID) {
        self.namespace = namespace
        self.id = id
    }
}
