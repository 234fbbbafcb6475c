/// A cancel id as the registry of running effects keys it: the id an effect was made cancellable
/// with, its type, and the ``NavigationIDPath`` it was made under.
///
/// The original's own tests compare these; two ids of different types are different even when
/// their values hash alike (every empty struct hashes the same). Code does not make these: it
/// passes its own id to `.cancellable(id:)`, `.cancel(id:)` and `Task.cancel(id:)`.
///
/// ```swift test
/// @Test func idsOfDifferentTypesDiffer() {
///     struct First: Hashable {}
///     struct Second: Hashable {}
///     let first = _CancelID(id: First(), navigationIDPath: NavigationIDPath())
///     let second = _CancelID(id: Second(), navigationIDPath: NavigationIDPath())
///     #expect(first != second && first.hashValue != second.hashValue)
///     #expect(first == _CancelID(id: First(), navigationIDPath: NavigationIDPath()))
/// }
/// ```
public struct _CancelID: Hashable, @unchecked Sendable {
    // Unchecked: `AnyHashable` is not `Sendable`; the id is only compared and hashed.
    let cancelID: CancelID
    private let type: ObjectIdentifier

    /// The key of `id` made under `navigationIDPath`.
    ///
    /// ```swift test
    /// @Test func theSameIDUnderAnotherPathIsAnotherKey() {
    ///     let here = _CancelID(id: "timer", navigationIDPath: NavigationIDPath())
    ///     let there = _CancelID(id: "timer", navigationIDPath: NavigationIDPath(path: [NavigationID()]))
    ///     #expect(here != there)
    /// }
    /// ```
    public init<ID: Hashable>(id: ID, navigationIDPath: NavigationIDPath) {
        cancelID = CancelID(AnyHashable(id), navigationIDPath: navigationIDPath)
        type = ObjectIdentifier(ID.self)
    }

    /// Hashes the id's type with its value and path, so that ids of different types that hash
    /// alike (empty structs) still land apart.
    ///
    /// ```swift test
    /// @Test func anIDHashesLikeAnEqualOne() {
    ///     let path = NavigationIDPath()
    ///     #expect(_CancelID(id: 7, navigationIDPath: path).hashValue == _CancelID(id: 7, navigationIDPath: path).hashValue)
    /// }
    /// ```
    public func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        hasher.combine(cancelID)
    }
}
