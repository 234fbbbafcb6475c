import Foundation
import Testing
@testable import Composable

private struct Item: Identifiable, Hashable, Codable, Sendable {
    let id: Int
    var name = ""
}

private func items(_ ids: Int...) -> IdentifiedArrayOf<Item> {
    IdentifiedArray(uniqueElements: ids.map { Item(id: $0) })
}

private func expectLookupsMatchOrder(_ array: IdentifiedArrayOf<Item>) {
    for (offset, item) in array.enumerated() {
        #expect(array.index(id: item.id) == offset)
    }
}

@Test func movingOffsetsPutsThemBeforeTheDestinationAsAListDragDoes() {
    var array = items(0, 1, 2, 3, 4)
    array.move(fromOffsets: [0], toOffset: 3)
    #expect(array.ids == [1, 2, 0, 3, 4])
    array.move(fromOffsets: [3, 4], toOffset: 0)
    #expect(array.ids == [3, 4, 1, 2, 0])
    array.move(fromOffsets: [0, 2], toOffset: 5)
    #expect(array.ids == [4, 2, 0, 3, 1])
    array.move(fromOffsets: [], toOffset: 1)
    #expect(array.ids == [4, 2, 0, 3, 1])
    expectLookupsMatchOrder(array)
}

@Test func removingOffsetsKeepsTheOrderOfTheRest() {
    var array = items(0, 1, 2, 3, 4)
    array.remove(atOffsets: [0, 2, 4])
    #expect(array.ids == [1, 3])
    #expect(array[id: 0] == nil)
    #expect(array[id: 2] == nil)
    expectLookupsMatchOrder(array)
}

@Test func uncheckedUniqueElementsMakesTheSameArrayWithoutChecking() {
    let array = IdentifiedArray(uncheckedUniqueElements: [Item(id: 5), Item(id: 7)])
    #expect(array == items(5, 7))
    expectLookupsMatchOrder(array)
}

@Test func anIdentifiedArrayOfCodableElementsRoundTripsAsAPlainArray() throws {
    var array = items(2, 1)
    array[id: 1]?.name = "one"
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(array)
    #expect(String(decoding: data, as: UTF8.self) == #"[{"id":2,"name":""},{"id":1,"name":"one"}]"#)
    #expect(try JSONDecoder().decode(IdentifiedArrayOf<Item>.self, from: data) == array)
}

@Test func decodingTwoElementsWithOneIdIsAnError() {
    let data = Data(#"[{"id":1,"name":"a"},{"id":1,"name":"b"}]"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(IdentifiedArrayOf<Item>.self, from: data) }
}
