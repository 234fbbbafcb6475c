/// The identity of cancellable work: the id a reducer gave it, under the namespaces of the
/// features it is nested in (a list row, an optional child).
///
/// Cancelling an id cancels the work registered under it and under every id nested in it.
@usableFromInline
struct CancelID: Hashable, @unchecked Sendable {
    // `AnyHashable` is not `Sendable`, but every component is made from a `Hashable & Sendable`
    // value: the initializers and `inside(_:)` accept nothing else.
    /// From the outermost namespace to the id the reducer wrote.
    let path: [AnyHashable]

    @usableFromInline
    init(path: [AnyHashable]) {
        self.path = path
    }

    @usableFromInline
    init(_ id: some Hashable & Sendable) {
        self.path = [AnyHashable(id)]
    }

    /// The same id, nested one level deeper under `namespace`.
    @usableFromInline
    func inside(_ namespace: some Hashable & Sendable) -> CancelID {
        CancelID(path: [AnyHashable(namespace)] + path)
    }

    /// Whether cancelling `self` must cancel work registered under `other`.
    func covers(_ other: CancelID) -> Bool {
        other.path.count >= path.count && other.path.starts(with: path)
    }
}
