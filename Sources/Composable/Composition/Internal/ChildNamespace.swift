/// The namespace under which a child feature's effects run, so that they can be cancelled
/// together when the child goes away, and so that the ids inside them stay apart from those
/// of other copies of the feature.
@usableFromInline
struct ChildNamespace: Hashable, @unchecked Sendable {
    // Key paths are immutable; the unchecked conformance only covers `AnyKeyPath` not being
    // marked `Sendable`.
    @usableFromInline let state: AnyKeyPath
    /// Where the child was embedded, for a child reached without a key path of its own (an
    /// enum case given as `/State.child`): two such children of one parent differ by it.
    @usableFromInline let callSite: String?

    @usableFromInline
    init(state: AnyKeyPath) {
        self.state = state
        self.callSite = nil
    }

    /// The namespace of a child reached through the whole of the parent's state, told apart
    /// by where it was embedded.
    init(wholeStateOf type: Any.Type, at site: CallSite) {
        self.state = Self.identityKeyPath(type)
        self.callSite = "\(site.fileID):\(site.line)"
    }

    private static func identityKeyPath<Root>(_ type: Root.Type) -> AnyKeyPath {
        \Root.self
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
