import Foundation
import Testing
@testable import Composable

/// The id index behind `IdentifiedArray`: lookups stay right whatever reshapes the array, at
/// every size (a handful of ids is searched in order, more are hashed, and an insertion or a
/// removal moves stored offsets in different ways near the front, the middle and the back).
struct IdentifiedArrayIndexTests {
    struct Item: Identifiable, Equatable, Sendable {
        let id: Int
        var value = 0
    }

    /// Sizes below and above the point where the array starts hashing, and one large enough
    /// that small edits near either end rewrite a few offsets instead of passing over all.
    static let sizes = [0, 1, 5, 8, 9, 40, 700]

    static func array(_ count: Int) -> IdentifiedArrayOf<Item> {
        IdentifiedArray(uniqueElements: (0..<count).map { Item(id: $0) })
    }

    /// Every id finds its own position, and ids that are not there find nothing.
    static func expectIndexMatchesOrder(
        _ array: IdentifiedArrayOf<Item>,
        absent: [Int] = [-1_000, 1_000_000],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(array.ids == array.map(\.id), sourceLocation: sourceLocation)
        let wrong = array.indices.filter { array.index(id: array[$0].id) != $0 }
        #expect(wrong.isEmpty, "positions whose id finds another position", sourceLocation: sourceLocation)
        for id in absent where !array.ids.contains(id) {
            #expect(array.index(id: id) == nil, sourceLocation: sourceLocation)
            #expect(array[id: id] == nil, sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: sizes)
    func insertingAtEveryPositionKeepsEveryLookupRight(count: Int) {
        for position in 0...count {
            var array = Self.array(count)
            let result = array.insert(Item(id: -1), at: position)
            #expect(result == (inserted: true, index: position))
            #expect(array.index(id: -1) == position)
            Self.expectIndexMatchesOrder(array)
        }
    }

    @Test(arguments: sizes.filter { $0 > 0 })
    func removingAtEveryPositionKeepsEveryLookupRight(count: Int) {
        for position in 0..<count {
            var array = Self.array(count)
            #expect(array.remove(at: position).id == position)
            #expect(array.index(id: position) == nil)
            Self.expectIndexMatchesOrder(array, absent: [position])

            var byID = Self.array(count)
            #expect(byID.remove(id: position)?.id == position)
            #expect(byID.ids == array.ids)
            Self.expectIndexMatchesOrder(byID, absent: [position])
        }
    }

    @Test func insertingAndRemovingAtTheFrontOverAndOverKeepsLookupsRight() {
        var array = Self.array(700)
        for round in 0..<300 {
            array.insert(Item(id: -1 - round), at: 0)
            if round.isMultiple(of: 3) { array.remove(at: 0) }
        }
        for round in 0..<250 {
            array.remove(at: round.isMultiple(of: 2) ? 0 : 1)
        }
        Self.expectIndexMatchesOrder(array)
    }

    @Test(arguments: sizes.filter { $0 > 0 })
    func anExistingIDIsRefusedByAppendAndInsertWherever(count: Int) {
        var array = Self.array(count)
        for id in [0, count / 2, count - 1] {
            #expect(array.append(Item(id: id, value: 99)) == (inserted: false, index: id))
            #expect(array.insert(Item(id: id, value: 99), at: 0) == (inserted: false, index: id))
            #expect(array.insert(Item(id: id, value: 99), at: count) == (inserted: false, index: id))
        }
        #expect(array == Self.array(count))
        Self.expectIndexMatchesOrder(array)
    }

    @Test func duplicateIDsAmongManyElementsStopCreation() async {
        await #expect(processExitsWith: .failure) {
            _ = IdentifiedArray(uniqueElements: (0..<500).map { Item(id: $0 == 400 ? 17 : $0) })
        }
    }

    @Test func decodingDuplicateIDsAmongManyElementsIsAnError() throws {
        struct Coded: Codable, Identifiable, Equatable { let id: Int }
        let json = try JSONEncoder().encode((0..<50).map { Coded(id: $0 == 40 ? 3 : $0) })
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(IdentifiedArrayOf<Coded>.self, from: json)
        }
    }

    @Test(arguments: sizes)
    func aCopyKeepsItsElementsAndLookupsWhenTheOriginalChanges(count: Int) {
        var original = Self.array(count)
        let copy = original
        original.insert(Item(id: -1), at: 0)
        original.append(Item(id: -2))
        if count > 0 {
            original.remove(at: count / 2)
            original[id: 0]?.value = 5
            original.swapAt(0, original.count - 1)
        }
        original.sort { $0.id > $1.id }
        original.removeAll { $0.id.isMultiple(of: 3) }

        #expect(copy == Self.array(count))
        Self.expectIndexMatchesOrder(copy, absent: [-1, -2])
        Self.expectIndexMatchesOrder(original)
    }

    @Test func aChangedCopyLeavesTheOriginalAsItWas() {
        let original = Self.array(300)
        var copy = original
        copy.remove(at: 0)
        copy.insert(Item(id: 1_000), at: 150)
        #expect(original == Self.array(300))
        Self.expectIndexMatchesOrder(original, absent: [1_000])
        Self.expectIndexMatchesOrder(copy)
    }

    @Test(arguments: sizes)
    func sortingMovesEveryIDWithItsElement(count: Int) {
        var array = IdentifiedArray(uniqueElements: (0..<count).map { Item(id: $0, value: ($0 * 7_919) % 101) })
        array.sort { ($0.value, $0.id) < ($1.value, $1.id) }
        #expect(array.map(\.value) == array.map(\.value).sorted())
        #expect(array.allSatisfy { $0.value == ($0.id * 7_919) % 101 })
        Self.expectIndexMatchesOrder(array)
    }

    @Test func aSortWhosePredicateThrowsLosesNoElement() {
        struct Stop: Error {}
        var array = IdentifiedArray(uniqueElements: (0..<100).map { Item(id: $0, value: 100 - $0) })
        var comparisons = 0
        #expect(throws: Stop.self) {
            try array.sort {
                comparisons += 1
                if comparisons == 50 { throw Stop() }
                return $0.value < $1.value
            }
        }
        #expect(Set(array.ids) == Set(0..<100))
        Self.expectIndexMatchesOrder(array)
    }

    @Test(arguments: sizes)
    func removeAllWhereKeepsTheOthersFindable(count: Int) {
        var array = Self.array(count)
        array.removeAll { $0.id % 3 == 1 }
        #expect(array.ids == (0..<count).filter { $0 % 3 != 1 })
        Self.expectIndexMatchesOrder(array, absent: [1, 4])
        array.removeAll { _ in true }
        #expect(array.isEmpty)
        #expect(array.index(id: 0) == nil)
    }

    @Test func movingAcrossALargeArrayKeepsLookupsRight() {
        var array = Self.array(700)
        array.move(from: 3, to: 650)
        array.move(from: 690, to: 1)
        array.swapAt(0, 699)
        array.move(fromOffsets: IndexSet([2, 300, 301, 699]), toOffset: 10)
        array.remove(atOffsets: IndexSet([0, 350, 698]))
        Self.expectIndexMatchesOrder(array)
    }

    @Test func thousandsOfRandomEditsMatchAPlainArray() {
        var generator = SplitMix64(seed: 2_026)
        var array = IdentifiedArrayOf<Item>()
        var model: [Item] = []
        var nextID = 0

        func newItem() -> Item {
            nextID += 1
            return Item(id: nextID, value: Int(generator.next() % 1_000))
        }
        /// A position near the front, near the back, or anywhere, so that every way of moving
        /// stored offsets runs.
        func position(in count: Int) -> Int {
            guard count > 0 else { return 0 }
            switch generator.next() % 3 {
            case 0: return Int(generator.next() % UInt64(min(count, 8)))
            case 1: return count - 1 - Int(generator.next() % UInt64(min(count, 8)))
            default: return Int(generator.next() % UInt64(count))
            }
        }

        var largest = 0
        var smallestAfterLargest = Int.max
        for step in 0..<4_000 {
            // Grows to a few hundred elements until step 2,500, where the table is large enough
            // for every way of moving offsets, then shrinks back to a handful, searched in order.
            let growing = step < 2_500
            let roll = generator.next() % 12
            switch !growing && roll < 4 ? 6 : roll {
            case 0, 1:
                let item = newItem()
                array.append(item)
                model.append(item)
            case 2, 3, 4:
                let item = newItem()
                let at = position(in: model.count + 1)
                array.insert(item, at: min(at, model.count))
                model.insert(item, at: min(at, model.count))
            case 5 where !model.isEmpty, 6 where !model.isEmpty && !growing:
                let at = position(in: model.count)
                #expect(array.remove(at: at) == model.remove(at: at))
            case 7 where !model.isEmpty:
                let id = model[position(in: model.count)].id
                #expect(array.remove(id: id) == model.remove(at: model.firstIndex { $0.id == id }!))
            case 8 where !model.isEmpty:
                let id = model[position(in: model.count)].id
                if growing {
                    array[id: id]?.value += 1
                    model[model.firstIndex { $0.id == id }!].value += 1
                } else {
                    array[id: id] = nil
                    model.removeAll { $0.id == id }
                }
            case 9 where model.count > 1:
                let from = position(in: model.count)
                let to = position(in: model.count)
                array.move(from: from, to: to)
                model.insert(model.remove(at: from), at: to)
                let i = position(in: model.count)
                let j = position(in: model.count)
                array.swapAt(i, j)
                model.swapAt(i, j)
            case 10 where step.isMultiple(of: 20):
                array.sort { ($0.value, $0.id) < ($1.value, $1.id) }
                model.sort { ($0.value, $0.id) < ($1.value, $1.id) }
            case 11 where step.isMultiple(of: 10):
                let divisor = growing ? 9 : 3
                array.removeAll { $0.value % divisor == 0 }
                model.removeAll { $0.value % divisor == 0 }
            default:
                #expect(array.append(model.first ?? newItem()).inserted == model.isEmpty)
                if model.isEmpty { model.append(array[0]) }
            }

            #expect(array.elements == model, "after step \(step)")
            if step.isMultiple(of: 5) || model.count < 20 {
                Self.expectIndexMatchesOrder(array, absent: [0, nextID + 1])
            }
            largest = max(largest, model.count)
            if !growing { smallestAfterLargest = min(smallestAfterLargest, model.count) }
        }
        #expect(largest > 400)
        #expect(smallestAfterLargest <= OffsetTable.smallCount)
    }
}

/// A small seeded generator, so that the random walk is the same on every run.
private struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
