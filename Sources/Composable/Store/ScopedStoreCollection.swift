/// The stores of the rows of an `IdentifiedArray` child state, in order, as returned by
/// `store.scope(state:action:)`.
///
/// It is a random-access collection of `Store`s, each identified by its element id, so a
/// `ForEach` can take it directly; look a row up by id with ``subscript(id:)``.
@MainActor
public struct ScopedStoreCollection<ID: Hashable, State, Action> {
    /// The ids of the rows, in order, as of when the collection was scoped.
    public let ids: [ID]
    private let rows: @MainActor () -> IdentifiedArray<ID, State>?
    private let storeForID: @MainActor (ID) -> Store<State, Action>

    init(
        ids: [ID],
        rows: @escaping @MainActor () -> IdentifiedArray<ID, State>?,
        storeForID: @escaping @MainActor (ID) -> Store<State, Action>
    ) {
        self.ids = ids
        self.rows = rows
        self.storeForID = storeForID
    }

    /// The store of the row with the given id, or `nil` if there is no such row now.
    public subscript(id id: ID) -> Store<State, Action>? {
        rows()?.index(id: id) == nil ? nil : storeForID(id)
    }
}

extension ScopedStoreCollection: @MainActor RandomAccessCollection {
    /// The position of the first row.
    public var startIndex: Int { ids.startIndex }

    /// The position after the last row.
    public var endIndex: Int { ids.endIndex }

    /// The store of the row at `position`.
    public subscript(position: Int) -> Store<State, Action> {
        storeForID(ids[position])
    }
}
