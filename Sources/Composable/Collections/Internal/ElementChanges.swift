/// The ids of the elements an `IdentifiedArray` changed in place, most recent last, so that the
/// stores of a list's rows can tell which rows to look at after an action: O(changed rows)
/// instead of O(rows).
///
/// The log lives in a box that belongs to one array value at a time. An array that records a
/// change while its box is shared with a copy (a test keeping an old state, a reducer holding
/// a snapshot) moves to a fresh box, so two histories never mix: a reader that sees another
/// box, or none, cannot tell what changed and looks at every row instead. Removing, inserting
/// or moving elements also starts a fresh history, as does a log grown past `limit` entries.
@usableFromInline
package struct ElementChanges<ID>: @unchecked Sendable {
    // Unchecked: the log is mutated only through `record`, which first makes sure this value
    // is the box's only owner, so no two values (on any threads) ever mutate one box.
    @usableFromInline
    final class Log {
        @usableFromInline var ids: [ID] = []

        @usableFromInline
        init() {}
    }

    @usableFromInline var log: Log?

    /// How many changes a log holds before it starts over.
    @usableFromInline static var limit: Int { 4_096 }

    @usableFromInline
    init() {}

    /// Notes that the element with `id` may have changed.
    @inlinable
    mutating func record(_ id: ID) {
        if log == nil || !isKnownUniquelyReferenced(&log!) || log!.ids.count >= Self.limit {
            log = Log()
        }
        log!.ids.append(id)
    }

    /// Forgets the history: what changed since any earlier look can no longer be told.
    @inlinable
    mutating func reset() {
        log = nil
    }

    /// Where a reader stopped reading a history.
    package struct Cursor {
        weak var log: Log?
        let count: Int
    }

    /// The ids recorded since `cursor` (some may repeat, or name elements that did not really
    /// change), or `nil` when that cannot be told; and the cursor to pass next time.
    package func changes(since cursor: Cursor?) -> (ids: ArraySlice<ID>?, next: Cursor?) {
        guard let log else { return (nil, nil) }
        let next = Cursor(log: log, count: log.ids.count)
        guard let cursor, let seen = cursor.log, seen === log, cursor.count <= log.ids.count else {
            return (nil, next)
        }
        return (log.ids[cursor.count...], next)
    }
}

extension IdentifiedArray {
    /// The ids of the elements changed in place since `cursor`, or `nil` when that cannot be
    /// told (the array was rebuilt, copied and changed apart, or changed shape): the reader then
    /// looks at every element. See ``ElementChanges``.
    package func elementChanges(
        since cursor: ElementChanges<ID>.Cursor?
    ) -> (ids: ArraySlice<ID>?, next: ElementChanges<ID>.Cursor?) {
        changes.changes(since: cursor)
    }
}
