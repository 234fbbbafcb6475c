import Testing
@testable import Composable

private struct Todo: Identifiable, Hashable, Sendable {
    let id: Int
    var title: String
    var isDone = false
}

private struct Row: Identifiable {
    let id: Int
    var values: [Int] = []
}

private func todos(_ ids: Int...) -> IdentifiedArrayOf<Todo> {
    IdentifiedArray(uniqueElements: ids.map { Todo(id: $0, title: "todo \($0)") })
}

/// Every id resolves to the position that holds it, and nothing else resolves.
private func expectConsistentLookups(_ array: IdentifiedArrayOf<Todo>) {
    #expect(array.ids == array.map(\.id))
    for (offset, todo) in array.enumerated() {
        #expect(array.index(id: todo.id) == offset)
        #expect(array[id: todo.id] == todo)
    }
}

@Test func elementsKeepTheOrderTheyWereGivenIn() {
    let array = todos(3, 1, 2)
    #expect(array.ids == [3, 1, 2])
    #expect(array.map(\.title) == ["todo 3", "todo 1", "todo 2"])
    #expect(array.first?.id == 3)
    #expect(array.count == 3)
}

@Test func lookingUpByIDFindsTheElementOrNil() {
    let array = todos(10, 20, 30)
    #expect(array[id: 20]?.title == "todo 20")
    #expect(array.index(id: 30) == 2)
    #expect(array[id: 99] == nil)
    #expect(array.index(id: 99) == nil)
}

@Test func arrayLiteralBuildsAnIdentifiedArray() {
    let array: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "a"), Todo(id: 2, title: "b")]
    #expect(array.ids == [1, 2])
    #expect(array[id: 2]?.title == "b")
    #expect(IdentifiedArrayOf<Todo>().isEmpty)
}

@Test func customIDKeyPathIdentifiesElements() {
    struct User { var email: String; var name: String }
    var users = IdentifiedArray(
        uniqueElements: [User(email: "a@x", name: "Ann"), User(email: "b@x", name: "Bo")],
        id: \.email
    )
    #expect(users[id: "b@x"]?.name == "Bo")
    users.append(User(email: "a@x", name: "Duplicate"))
    #expect(users.count == 2)
    users[id: "c@x"] = User(email: "c@x", name: "Cy")
    #expect(users.ids == ["a@x", "b@x", "c@x"])
}

@Test func settingNilThroughIDSubscriptRemovesTheElement() {
    var array = todos(1, 2, 3)
    array[id: 2] = nil
    #expect(array.ids == [1, 3])
    expectConsistentLookups(array)
}

@Test func settingNilForTheLastElementThroughIDSubscriptRemovesIt() {
    var array = todos(1, 2, 3)
    array[id: 3] = nil
    array[id: 99] = nil
    #expect(array.ids == [1, 2])
    expectConsistentLookups(array)
}

@Test func settingAValueForANewIDAppendsIt() {
    var array = todos(1, 2)
    array[id: 7] = Todo(id: 7, title: "new")
    #expect(array.ids == [1, 2, 7])
    expectConsistentLookups(array)
}

@Test func settingAValueForAnExistingIDReplacesItInPlace() {
    var array = todos(1, 2, 3)
    array[id: 2] = Todo(id: 2, title: "replaced")
    #expect(array.ids == [1, 2, 3])
    #expect(array[1].title == "replaced")
    expectConsistentLookups(array)
}

@Test func mutatingThroughIDSubscriptChangesOnlyThatElement() {
    var array = todos(1, 2, 3)
    array[id: 1]?.isDone = true
    array[id: 3]?.title = "edited"
    array[id: 42]?.isDone = true
    #expect(array.map(\.isDone) == [true, false, false])
    #expect(array.map(\.title) == ["todo 1", "todo 2", "edited"])
    expectConsistentLookups(array)
}

@Test func mutatingThroughIDSubscriptDoesNotCopyTheElement() {
    var rows: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2), Row(id: 3)]
    func storage() -> UnsafePointer<Int>? { rows[0].values.withUnsafeBufferPointer(\.baseAddress) }
    rows[id: 1]?.values.reserveCapacity(16)
    let reserved = storage()
    // A copy of the row would share its values, so appending would move them to a new buffer.
    rows[id: 1]?.values.append(1)
    #expect(storage() == reserved)
    rows[id: 1]?.values.append(2)
    #expect(storage() == reserved)
    #expect(rows.ids == [1, 2, 3])
    #expect(rows[id: 1]?.values == [1, 2])
}

@Test func mutatingThroughPositionSubscriptKeepsIDs() {
    var array = todos(1, 2)
    array[1].isDone = true
    #expect(array[id: 2]?.isDone == true)
    #expect(array.ids == [1, 2])
}

@Test func appendingAnExistingIDLeavesTheArrayUnchanged() {
    var array = todos(1, 2)
    let first = array.append(Todo(id: 3, title: "three"))
    let again = array.append(Todo(id: 3, title: "other three"))
    #expect(first == (inserted: true, index: 2))
    #expect(again == (inserted: false, index: 2))
    #expect(array.count == 3)
    #expect(array[id: 3]?.title == "three")
}

@Test func insertingInTheMiddleShiftsLaterLookups() {
    var array = todos(1, 2, 3)
    let result = array.insert(Todo(id: 9, title: "nine"), at: 1)
    #expect(result == (inserted: true, index: 1))
    #expect(array.ids == [1, 9, 2, 3])
    let duplicate = array.insert(Todo(id: 3, title: "again"), at: 0)
    #expect(duplicate == (inserted: false, index: 3))
    expectConsistentLookups(array)
}

@Test func removingByIDKeepsOrderAndLaterLookupsCorrect() {
    var array = todos(1, 2, 3, 4, 5, 6)
    #expect(array.remove(id: 2)?.title == "todo 2")
    #expect(array.remove(id: 2) == nil)
    array.remove(id: 5)
    array.insert(Todo(id: 7, title: "seven"), at: 1)
    array.remove(at: 0)
    array.insert(Todo(id: 8, title: "eight"), at: 2)
    array[id: 4] = nil
    #expect(array.ids == [7, 3, 8, 6])
    expectConsistentLookups(array)
}

@Test func removeAllWhereKeepsTheRestInOrder() {
    var array = todos(1, 2, 3, 4, 5)
    array.removeAll { $0.id.isMultiple(of: 2) }
    #expect(array.ids == [1, 3, 5])
    expectConsistentLookups(array)
    array.removeAll()
    #expect(array.isEmpty)
    #expect(array[id: 1] == nil)
}

@Test func movingAnElementUpdatesEveryShiftedLookup() {
    var array = todos(1, 2, 3, 4)
    array.move(from: 0, to: 2)
    #expect(array.ids == [2, 3, 1, 4])
    expectConsistentLookups(array)
    array.move(from: 3, to: 0)
    #expect(array.ids == [4, 2, 3, 1])
    expectConsistentLookups(array)
}

@Test func swappingAndSortingMoveIDsWithTheirElements() {
    var array = todos(3, 1, 2)
    array.swapAt(0, 2)
    #expect(array.ids == [2, 1, 3])
    expectConsistentLookups(array)
    array.sort { $0.id < $1.id }
    #expect(array.ids == [1, 2, 3])
    expectConsistentLookups(array)
}

@Test func filterKeepsIDsAndLookups() {
    let array = todos(1, 2, 3, 4)
    let odd = array.filter { !$0.id.isMultiple(of: 2) }
    #expect(odd.ids == [1, 3])
    #expect(odd[id: 3]?.title == "todo 3")
    #expect(odd[id: 2] == nil)
    expectConsistentLookups(odd)
}

@Test func arraysWithEqualElementsInTheSameOrderAreEqualAndHashAlike() {
    let a = todos(1, 2)
    var b = todos(1, 2)
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(Set([a, b]).count == 1)
    b[id: 2]?.isDone = true
    #expect(a != b)
    #expect(todos(1, 2) != todos(2, 1))
}

@Test func descriptionReadsLikeAnArray() {
    let array = IdentifiedArray(uniqueElements: [1, 2], id: \.self)
    #expect(array.description == "[1, 2]")
}

@Test func updateElementMutatesInPlaceAndReturnsTheResult() {
    var rows: IdentifiedArrayOf<Row> = [Row(id: 1, values: [0])]
    rows.updateElement(id: 1) { $0.values.reserveCapacity(16) }
    let before = rows[0].values.withUnsafeBufferPointer(\.baseAddress)
    let count = rows.updateElement(id: 1) { row -> Int in
        row.values.append(1)
        return row.values.count
    }
    #expect(count == 2)
    #expect(rows.updateElement(id: 99) { _ in 0 } == nil)
    #expect(rows[0].values.withUnsafeBufferPointer(\.baseAddress) == before)
}

@Test func hasSameIDStorageIsTrueForAnUntouchedCopy() {
    var array = todos(1, 2, 3)
    let copy = array
    #expect(array.hasSameIDStorage(as: copy))
    array[id: 2]?.isDone = true
    array[0].title = "edited"
    array.updateElement(id: 3) { $0.isDone = true }
    #expect(array.hasSameIDStorage(as: copy))
}

@Test func hasSameIDStorageIsFalseAfterAnInsertionOrRemoval() {
    var array = todos(1, 2, 3)
    let beforeAppend = array
    array.append(Todo(id: 4, title: "four"))
    #expect(!array.hasSameIDStorage(as: beforeAppend))

    let beforeRemoval = array
    array.remove(id: 1)
    #expect(!array.hasSameIDStorage(as: beforeRemoval))

    let beforeNil = array
    array[id: 2] = nil
    #expect(!array.hasSameIDStorage(as: beforeNil))

    let beforeInsert = array
    array.insert(Todo(id: 5, title: "five"), at: 0)
    #expect(!array.hasSameIDStorage(as: beforeInsert))
}

@Test func hasSameIDStorageIsFalseForArraysBuiltSeparately() {
    #expect(!todos(1, 2).hasSameIDStorage(as: todos(1, 2)))
}

@Test func identifiedArrayOfSendableElementsIsSendable() async {
    let array = todos(1, 2)
    let count = await Task.detached { array.count }.value
    #expect(count == 2)
}

@Test func writingAnElementWithAnotherIDAtAPositionStops() async {
    await #expect(processExitsWith: .failure) {
        var array: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "one")]
        array[0] = Todo(id: 2, title: "two")
    }
}

@Test func writingAnElementUnderAnotherIDStops() async {
    await #expect(processExitsWith: .failure) {
        var array: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "one")]
        array[id: 1] = Todo(id: 2, title: "two")
    }
}

@Test func creatingFromDuplicateIDsStops() async {
    await #expect(processExitsWith: .failure) {
        _ = IdentifiedArrayOf<Todo>(uniqueElements: [Todo(id: 1, title: "a"), Todo(id: 1, title: "b")])
    }
}

@Test func everyLookupStaysRightAfterInsertionsAndRemovalsAnywhere() {
    struct Item: Identifiable, Equatable { let id: Int }
    var items = IdentifiedArray(uniqueElements: (0..<1_000).map(Item.init))
    var expected = Array(items)
    // Near the front the offsets are shifted in bulk, near the back rewritten by id.
    for (position, newID) in [(0, -1), (500, -2), (995, -3), (items.count + 3, -4)] {
        items.insert(Item(id: newID), at: position)
        expected.insert(Item(id: newID), at: position)
    }
    for position in [0, 10, 998, items.count - 1 - 4] {
        items.remove(at: position)
        expected.remove(at: position)
    }
    _ = items.remove(id: -2)
    expected.removeAll { $0.id == -2 }
    items[id: 5] = nil
    expected.removeAll { $0.id == 5 }

    #expect(Array(items) == expected)
    #expect(expected.indices.allSatisfy { items.index(id: expected[$0].id) == $0 })
}
