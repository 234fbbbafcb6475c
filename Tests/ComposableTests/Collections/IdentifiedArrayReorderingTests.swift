import Composable
import Testing

struct IdentifiedArrayReorderingTests {
    struct Todo: Identifiable, Equatable, Comparable {
        let id: Int
        var title: String

        static func < (lhs: Todo, rhs: Todo) -> Bool { lhs.title < rhs.title }
    }

    var todos: IdentifiedArrayOf<Todo> = [
        Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Bread"), Todo(id: 3, title: "Eggs"),
    ]

    /// Every id must still find its element after a reordering.
    func lookupsFollowTheElements(_ array: IdentifiedArrayOf<Todo>) -> Bool {
        array.indices.allSatisfy { array.index(id: array[$0].id) == $0 && array[id: array[$0].id] == array[$0] }
    }

    @Test func sortOrdersComparableElementsAndKeepsLookupsRight() {
        var todos = todos
        todos.sort()
        #expect(todos.map(\.title) == ["Bread", "Eggs", "Milk"])
        #expect(lookupsFollowTheElements(todos))
    }

    @Test func reverseShuffleAndPartitionKeepLookupsRight() {
        var todos = todos
        todos.reverse()
        #expect(todos.ids == [3, 2, 1])
        #expect(lookupsFollowTheElements(todos))
        todos.shuffle()
        #expect(Set(todos.ids) == [1, 2, 3])
        #expect(lookupsFollowTheElements(todos))
        let start = todos.partition { $0.id == 2 }
        #expect(start == 2 && todos[2].id == 2)
        #expect(lookupsFollowTheElements(todos))
    }

    @Test func idIsTheKeyPathThatGivesEachElementsID() {
        // Made in generic code through `Identifiable`, so it reads the same ids as `\Todo.id`
        // without being equal to that key path.
        #expect(todos.map { $0[keyPath: todos.id] } == [1, 2, 3])
        let names = IdentifiedArray(uniqueElements: ["a", "bb"], id: \String.count)
        #expect(names.id == \String.count)
    }

    @Test func updatesReplaceInPlaceOrAdd() {
        var todos = todos
        #expect(todos.update(Todo(id: 2, title: "Rye"), at: 1).title == "Bread")
        #expect(todos.updateOrAppend(Todo(id: 1, title: "Oat milk"))?.title == "Milk")
        #expect(todos.updateOrAppend(Todo(id: 4, title: "Ham")) == nil)
        let inserted = todos.updateOrInsert(Todo(id: 5, title: "Jam"), at: 0)
        #expect(inserted.originalMember == nil && inserted.index == 0)
        let replaced = todos.updateOrInsert(Todo(id: 3, title: "Eggs x12"), at: 0)
        #expect(replaced.originalMember?.title == "Eggs" && replaced.index == 3)
        #expect(todos.map(\.title) == ["Jam", "Oat milk", "Rye", "Eggs x12", "Ham"])
        #expect(lookupsFollowTheElements(todos))
    }

    @Test func removingRangesAndByElementKeepsLookupsRight() {
        var todos = todos
        todos.append(contentsOf: [Todo(id: 4, title: "Ham"), Todo(id: 5, title: "Jam")])
        todos.removeFirst(1)
        todos.removeLast(1)
        #expect(todos.ids == [2, 3, 4])
        todos.removeSubrange(1...)
        #expect(todos.ids == [2])
        #expect(todos.remove(Todo(id: 2, title: "anything"))?.title == "Bread")
        #expect(todos.isEmpty && todos[id: 2] == nil)
        todos.reserveCapacity(10)
        todos.append(Todo(id: 9, title: "Tea"))
        #expect(lookupsFollowTheElements(todos))
    }

    @Test func debugDescriptionListsTheElements() {
        let numbers = IdentifiedArray(uniqueElements: [1, 2], id: \.self)
        #expect(numbers.debugDescription == "IdentifiedArray<Int>([1, 2])")
    }
}
