import Composable
import Testing

/// `Array(shared)` and `shared[id:]` over a shared identified array, as the original's SyncUps
/// lists its sync-ups: each row's shared element changes the array in place.
struct SharedIdentifiedArrayTests {
    struct SyncUp: Identifiable, Equatable {
        let id: Int
        var title: String
    }

    @Test func eachRowIsTheSharedElementWithItsId() {
        let syncUps = Shared(value: IdentifiedArray(uniqueElements: [SyncUp(id: 1, title: "Design"), SyncUp(id: 2, title: "Engineering")]))
        let rows = Array(syncUps)

        #expect(rows.map(\.id) == [1, 2])
        rows[1].withLock { $0.title = "Product" }
        #expect(syncUps.wrappedValue.map(\.title) == ["Design", "Product"])
    }

    @Test func aRowStaysWithItsElementWhenTheArrayIsReordered() {
        let syncUps = Shared(value: IdentifiedArray(uniqueElements: [SyncUp(id: 1, title: "A"), SyncUp(id: 2, title: "B")]))
        let rows = Array(syncUps)

        syncUps.withLock { $0.swapAt(0, 1) }
        rows[0].withLock { $0.title = "A2" }

        #expect(syncUps.wrappedValue.map(\.title) == ["B", "A2"])
        #expect(rows[0].wrappedValue == SyncUp(id: 1, title: "A2"))
    }

    @Test func anElementByIdIsNilWhenAbsentAndSettingNilRemovesIt() {
        let syncUps = Shared(value: IdentifiedArray(uniqueElements: [SyncUp(id: 1, title: "A")]))

        #expect(syncUps[id: 2].wrappedValue == nil)
        syncUps[id: 1].withLock { $0 = nil }
        #expect(syncUps.wrappedValue.isEmpty)
        #expect(Array(syncUps).isEmpty)
    }

    /// SyncUps' detail deletes its sync-up while reading it: the element, derived from the
    /// array, is read inside the array's `withLock`, which is no overlapping access.
    @Test func anElementReadWhileItsArrayChangesIsTheValueBeforeTheChange() {
        let syncUps = Shared(value: IdentifiedArray(uniqueElements: [SyncUp(id: 1, title: "A"), SyncUp(id: 2, title: "B")]))
        let syncUp = Shared(syncUps[id: 1])
        var readInside: SyncUp?
        syncUps.withLock { array in
            readInside = syncUp?.wrappedValue
            array.remove(id: 1)
        }
        #expect(readInside == SyncUp(id: 1, title: "A"))
        #expect(syncUps.wrappedValue.map(\.id) == [2])
    }
}
