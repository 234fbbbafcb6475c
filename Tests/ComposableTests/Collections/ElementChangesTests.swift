@testable import Composable
import Testing

/// The history of in-place changes an `IdentifiedArray` keeps for the stores of a list's rows.
@MainActor
struct ElementChangesTests {
    struct Row: Identifiable, Equatable {
        let id: Int
        var value = 0
    }

    @Test func inPlaceChangesAreListedSinceTheLastLook() {
        var rows: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2), Row(id: 3)]
        var (changed, cursor) = rows.elementChanges(since: nil)
        #expect(changed == nil, "a history nobody has read yet cannot say what changed")

        rows[id: 2]?.value = 1
        (changed, cursor) = rows.elementChanges(since: cursor)
        #expect(changed == nil, "the first change starts the history the cursor points into")

        rows[id: 3]?.value = 1
        rows[1].value = 2
        _ = rows.updateElement(id: 1) { $0.value = 5 }
        (changed, cursor) = rows.elementChanges(since: cursor)
        #expect(changed.map(Array.init) == [3, 2, 1])

        (changed, _) = rows.elementChanges(since: cursor)
        #expect(changed.map(Array.init) == [])
    }

    @Test func aCopyChangedApartStartsAHistoryOfItsOwn() {
        var rows: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2)]
        rows[id: 1]?.value = 1
        let snapshot = rows
        var (_, cursor) = rows.elementChanges(since: nil)

        rows[id: 2]?.value = 1
        var changed: ArraySlice<Int>?
        (changed, cursor) = rows.elementChanges(since: cursor)
        #expect(changed == nil, "the snapshot shared the log, so the change moved to a fresh one")

        rows[id: 1]?.value = 7
        (changed, _) = rows.elementChanges(since: cursor)
        #expect(changed.map(Array.init) == [1])
        #expect(snapshot.elementChanges(since: cursor).ids == nil)
    }

    @Test func addingOrRemovingElementsStartsTheHistoryOver() {
        var rows: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2)]
        rows[id: 1]?.value = 1
        var (_, cursor) = rows.elementChanges(since: nil)

        for change in [
            { (rows: inout IdentifiedArrayOf<Row>) in _ = rows.remove(id: 2) },
            { rows in rows.insert(Row(id: 9), at: 0) },
            { rows in rows.removeAll() },
        ] {
            rows[id: 1]?.value += 1
            (_, cursor) = rows.elementChanges(since: cursor)
            change(&rows)
            rows[id: 1]?.value += 1
            #expect(rows.elementChanges(since: cursor).ids == nil)
        }
    }

    @Test func movingElementsKeepsTheHistoryBecauseNoElementChanged() {
        var rows: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2), Row(id: 3)]
        rows[id: 1]?.value = 1
        let (_, cursor) = rows.elementChanges(since: nil)

        rows.move(from: 0, to: 2)
        rows[id: 2]?.value = 1

        #expect(rows.elementChanges(since: cursor).ids.map(Array.init) == [2])
    }

    @Test func aLongHistoryStartsOverInsteadOfGrowingForever() {
        var rows: IdentifiedArrayOf<Row> = [Row(id: 1)]
        rows[id: 1]?.value = 0
        let (_, cursor) = rows.elementChanges(since: nil)

        for value in 0..<5_000 { rows[id: 1]?.value = value }

        #expect(rows.elementChanges(since: cursor).ids == nil)
    }
}
