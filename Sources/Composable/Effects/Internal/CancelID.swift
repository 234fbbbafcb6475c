/// The identity of cancellable work: the id a reducer gave it, and the scope of the feature
/// copy that gave it (a list row, a presented child), from the outermost feature inwards.
///
/// As in the original, cancelling reaches down but never across: `.cancel(id: x)` in a parent
/// cancels work a child registered as `x`, while two rows that both use `x` cancel only their
/// own work.
@usableFromInline
struct CancelID: Hashable, @unchecked Sendable {
    // `AnyHashable` is not `Sendable`, but every component is made from a `Hashable & Sendable`
    // value: the initializer and `inside(_:)` accept nothing else.
    /// The feature copies the work belongs to, outermost first; empty at the root.
    let scope: [AnyHashable]
    /// The id the reducer wrote.
    let id: AnyHashable

    @usableFromInline
    init(_ id: some Hashable & Sendable) {
        self.scope = []
        self.id = AnyHashable(id)
    }

    /// The id a reducer wrote, as registered by the feature copies on `scope`, outermost first.
    init(_ id: some Hashable & Sendable, scope: [AnyHashableSendable]) {
        self.scope = scope.map { AnyHashable($0.base) }
        self.id = AnyHashable(id)
    }

    private init(scope: [AnyHashable], id: AnyHashable) {
        self.scope = scope
        self.id = id
    }

    /// The id `id` as made under `navigationIDPath` outside any store's namespaces.
    init(_ id: AnyHashable, navigationIDPath: NavigationIDPath) {
        self.init(scope: [], id: id)
        self = under(navigationIDPath)
    }

    /// This id made under `navigationIDPath` (see ``NavigationIDPath``): its elements close the
    /// scope, after the namespaces of the children the effect belongs to, so that an id made
    /// and cancelled under the same path in the same child matches.
    func under(_ navigationIDPath: NavigationIDPath) -> CancelID {
        guard !navigationIDPath.path.isEmpty else { return self }
        return CancelID(scope: scope + navigationIDPath.path.map { AnyHashable($0) }, id: id)
    }

    /// The same id, made by a feature nested one level deeper, under `namespace`.
    @usableFromInline
    func inside(_ namespace: some Hashable & Sendable) -> CancelID {
        CancelID(scope: [AnyHashable(namespace)] + scope, id: id)
    }

    /// Whether cancelling `self` must cancel work registered under `other`: the same id,
    /// registered by this feature or by one nested inside it.
    func covers(_ other: CancelID) -> Bool {
        other.id == id && other.scope.count >= scope.count && other.scope.starts(with: scope)
    }
}
