import Composable
import Testing

struct IdentifiedArrayInitializerTests {
    struct Row: Identifiable, Equatable {
        let id: Int
        var hits: Int
    }

    @Test func repeatedIDsAreCombinedAtTheirFirstPlace() {
        let rows = IdentifiedArrayOf<Row>([Row(id: 1, hits: 1), Row(id: 2, hits: 5), Row(id: 1, hits: 2)]) { old, new in
            Row(id: old.id, hits: old.hits + new.hits)
        }
        #expect(rows.elements == [Row(id: 1, hits: 3), Row(id: 2, hits: 5)])
        #expect(rows.index(id: 2) == 1)
    }

    @Test func anEmptyArrayWithAKeyPathIdentifiesByIt() {
        var words = IdentifiedArray<Int, String>(id: \.count)
        words.append("abc")
        words.append("xyz")
        #expect(words.elements == ["abc"])
        #expect(IdentifiedArray(words) == words)
    }

    @Test func uncheckedUniqueElementsWithAKeyPathKeepsTheOrder() {
        let words = IdentifiedArray(uncheckedUniqueElements: ["bb", "a"], id: \.count)
        #expect(words.ids == [2, 1])
        #expect(words[id: 1] == "a")
    }
}
