import Foundation
import Testing

@testable import Composable

// Struct fixtures are private so they cannot clash with other tests in this module; that also
// makes the runtime name them `ComposableTestingTests.(Profile in _…)`, which the dump must tidy.
// The enums are internal, with a `Dump` prefix instead: the case-path plugin skips private
// enums with a build warning, and the build stays free of warnings.

private struct Profile {
    var name: String
    var nickname: String?
    var address: DumpAddress
}

struct DumpAddress {
    var city: String
    var zip: Int
}

enum DumpCounter {
    struct State {
        var count: Int
        var isLoading: Bool
    }

    enum Action {
        case increment
        case setCount(Int)
        case rename(to: String, animated: Bool)
        case load(DumpAddress)
        case child(DumpToggle)
    }
}

enum DumpToggle: CustomStringConvertible {
    case on, off
    var description: String { "a description that is not the case name" }
}

indirect enum DumpExpression {
    case number(Int)
    case sum(DumpExpression, DumpExpression)
}

private struct Box<Wrapped> {
    var wrapped: Wrapped
}

private struct Marker {}

private final class Node {
    var name: String
    var next: Node?

    init(_ name: String, next: Node? = nil) {
        self.name = name
        self.next = next
    }
}

private class Shape {
    var name = "shape"
}

private final class Square: Shape {
    var side = 2
}

private struct Row {
    var id: Int
    var title: String
}

/// Stores rows by id, like an identified array, but reflects as the ordered rows.
private struct IdentifiedRows: CustomReflectable {
    var ids: [Int]
    var rowsByID: [Int: Row]

    init(_ rows: [Row]) {
        ids = rows.map(\.id)
        rowsByID = Dictionary(uniqueKeysWithValues: rows.map { ($0.id, $0) })
    }

    var customMirror: Mirror {
        Mirror(self, unlabeledChildren: ids.compactMap { rowsByID[$0] }, displayStyle: .collection)
    }
}

/// Has no children to show, so its description is the best rendering there is.
private struct Temperature: CustomStringConvertible, CustomReflectable {
    var celsius: Double
    var description: String { "\(celsius)°C" }
    var customMirror: Mirror { Mirror(self, children: [:]) }
}

// MARK: - Structs

@Test func nestedStructsPrintOneIndentedFieldPerLine() {
    let profile = Profile(name: "Blob", nickname: nil, address: DumpAddress(city: "Paris", zip: 75001))
    #expect(
        structuralDump(profile) == """
            Profile(
              name: "Blob"
              nickname: nil
              address: DumpAddress(
                city: "Paris"
                zip: 75001
              )
            )
            """
    )
}

@Test func structWithoutFieldsPrintsEmptyParentheses() {
    #expect(structuralDump(Marker()) == "Marker()")
}

@Test func nestedTypeNamesKeepTheirQualificationButNotTheModule() {
    #expect(
        structuralDump(DumpCounter.State(count: 1, isLoading: false)) == """
            DumpCounter.State(
              count: 1
              isLoading: false
            )
            """
    )
}

@Test func genericTypeNamesShowTheirArgumentsWithoutModules() {
    #expect(
        structuralDump(Box(wrapped: Box(wrapped: [1]))) == """
            Box<Box<Array<Int>>>(
              wrapped: Box<Array<Int>>(
                wrapped: [
                  1
                ]
              )
            )
            """
    )
    #expect(structuralDump(Box(wrapped: DumpCounter.Action.increment)) == """
        Box<DumpCounter.Action>(
          wrapped: DumpCounter.Action.increment
        )
        """)
}

@Test func reflectedTypeNamesLoseModulesAndBuildSpecificContexts() {
    #expect(shortTypeName("Swift.Dictionary<Swift.String, MyApp.Todo.ID>") == "Dictionary<String, Todo.ID>")
    #expect(shortTypeName("MyApp.(Todo in _0A1B2C3D).Row") == "Todo.Row")
    #expect(shortTypeName("MyApp.(unknown context at $1f2e).(unknown context at $3a4b).Local") == "Local")
    #expect(shortTypeName("(MyApp.Point, label: Swift.Int)") == "(Point, label: Int)")
    #expect(shortTypeName("Swift.Int") == "Int")
}

@Test func typesDeclaredInsideAFunctionPrintTheirPlainName() {
    struct Local {
        var value: Int
    }
    #expect(structuralDump(Local(value: 1)) == "Local(\n  value: 1\n)")
}

// MARK: - Enums

@Test func enumCasesWithoutPayloadPrintTypeAndCaseName() {
    #expect(structuralDump(DumpCounter.Action.increment) == "DumpCounter.Action.increment")
}

@Test func enumCaseNamesIgnoreACustomDescription() {
    #expect(structuralDump(DumpToggle.off) == "DumpToggle.off")
}

@Test func shortEnumPayloadsPrintOnTheCaseLine() {
    #expect(structuralDump(DumpCounter.Action.setCount(5)) == "DumpCounter.Action.setCount(5)")
    #expect(
        structuralDump(DumpCounter.Action.rename(to: "Blob", animated: true))
            == #"DumpCounter.Action.rename(to: "Blob", animated: true)"#
    )
    #expect(structuralDump(DumpCounter.Action.child(.on)) == "DumpCounter.Action.child(DumpToggle.on)")
    #expect(
        structuralDump(DumpExpression.sum(.number(1), .sum(.number(2), .number(3))))
            == "DumpExpression.sum(DumpExpression.number(1), DumpExpression.sum(DumpExpression.number(2), DumpExpression.number(3)))"
    )
}

@Test func enumPayloadsThatNeedSeveralLinesAreIndented() {
    #expect(
        structuralDump(DumpCounter.Action.load(DumpAddress(city: "Oslo", zip: 150))) == """
            DumpCounter.Action.load(
              DumpAddress(
                city: "Oslo"
                zip: 150
              )
            )
            """
    )
}

// MARK: - Optionals

@Test func optionalsPrintTheirWrappedValueOrNil() {
    #expect(structuralDump(Optional(3) as Any) == "3")
    #expect(structuralDump(Int?.none as Any) == "nil")
    #expect(structuralDump(Optional(Optional("a")) as Any) == #""a""#)
    let profile = Profile(name: "Blob", nickname: "B", address: DumpAddress(city: "Rome", zip: 1))
    #expect(structuralDump(profile).contains(#"  nickname: "B""#))
}

// MARK: - Collections

@Test func arraysPrintOneElementPerLine() {
    #expect(structuralDump([1, 2]) == "[\n  1\n  2\n]")
    #expect(structuralDump([Int]()) == "[]")
}

@Test func nestedCollectionsIndentEachLevel() {
    #expect(
        structuralDump([[1], [], [2, 3]]) == """
            [
              [
                1
              ]
              []
              [
                2
                3
              ]
            ]
            """
    )
    #expect(
        structuralDump(["rows": [Row(id: 1, title: "a")]]) == """
            [
              "rows": [
                Row(
                  id: 1
                  title: "a"
                )
              ]
            ]
            """
    )
}

@Test func customCollectionsPrintAsTheirElements() {
    let rows = IdentifiedRows([Row(id: 7, title: "seven"), Row(id: 3, title: "three")])
    #expect(
        structuralDump(rows) == """
            [
              Row(
                id: 7
                title: "seven"
              )
              Row(
                id: 3
                title: "three"
              )
            ]
            """
    )
    #expect(structuralDump(IdentifiedRows([])) == "[]")
}

@Test func dictionariesPrintEntriesSortedByKey() {
    #expect(structuralDump(["b": 2, "c": 3, "a": 1]) == "[\n  \"a\": 1\n  \"b\": 2\n  \"c\": 3\n]")
    #expect(structuralDump([String: Int]()) == "[:]")
}

@Test func dictionariesWithTheSameEntriesPrintTheSameWhateverTheirHistory() {
    var grown: [Int: String] = [:]
    for key in (0..<50).reversed() {
        grown[key] = "\(key)"
    }
    var shrunk = Dictionary(uniqueKeysWithValues: (0..<500).map { ($0, "\($0)") })
    for key in 50..<500 {
        shrunk[key] = nil
    }
    #expect(structuralDump(grown) == structuralDump(shrunk))
}

@Test func setsPrintElementsSorted() {
    #expect(structuralDump(Set(["pear", "apple", "fig"])) == "Set([\n  \"apple\"\n  \"fig\"\n  \"pear\"\n])")
    #expect(structuralDump(Set<Int>()) == "Set([])")
}

// MARK: - Tuples

private struct DumpCell: Hashable {
    var row: Int
    var column: Int
}

@Test func setsOfMultilineElementsSortWholeElements() {
    let cells: Set = [DumpCell(row: 2, column: 1), DumpCell(row: 1, column: 5), DumpCell(row: 1, column: 2)]
    #expect(
        structuralDump(cells) == """
            Set([
              DumpCell(
                row: 1
                column: 2
              )
              DumpCell(
                row: 1
                column: 5
              )
              DumpCell(
                row: 2
                column: 1
              )
            ])
            """
    )
}

@Test func dictionaryKeysThatNeedSeveralLinesEndOnTheLineOfTheirValue() {
    let labels = [DumpCell(row: 1, column: 1): "a", DumpCell(row: 0, column: 9): "b"]
    #expect(
        structuralDump(labels) == """
            [
              DumpCell(
                row: 0
                column: 9
              ): "b"
              DumpCell(
                row: 1
                column: 1
              ): "a"
            ]
            """
    )
}

@Test func leavesInsideOptionalsAndAnyHashablePrintAsTheLeaf() {
    #expect(structuralDump([Optional("x"), nil] as [String?]) == "[\n  \"x\"\n  nil\n]")
    #expect(structuralDump([AnyHashable("x"), AnyHashable(3)]) == "[\n  \"x\"\n  AnyHashable(\n    value: 3\n  )\n]")
    #expect(structuralDump(NSString(string: "bridged")) == "\"bridged\"")
}

@Test func tuplesPrintInlineWithTheirLabels() {
    #expect(structuralDump((1, "a")) == #"(1, "a")"#)
    #expect(structuralDump((x: 1, y: 2)) == "(x: 1, y: 2)")
    #expect(structuralDump(()) == "()")
}

@Test func tuplesHoldingMultilineValuesPrintOneElementPerLine() {
    #expect(
        structuralDump((id: 1, address: DumpAddress(city: "Lima", zip: 15))) == """
            (
              id: 1
              address: DumpAddress(
                city: "Lima"
                zip: 15
              )
            )
            """
    )
}

// MARK: - Leaves

@Test func stringsAreQuotedWithTheirSpecialCharactersEscaped() {
    #expect(structuralDump("say \"hi\"\\\n\tnow\r\u{1}") == #""say \"hi\"\\\n\tnow\r\u{1}""#)
    #expect(structuralDump("multi\nline"[...]) == #""multi\nline""#)
    #expect(structuralDump(Character("\"")) == #""\"""#)
    #expect(structuralDump("café 🎉") == #""café 🎉""#)
}

@Test func numbersAndBooleansPrintPlainly() {
    #expect(structuralDump(42) == "42")
    #expect(structuralDump(-1.5) == "-1.5")
    #expect(structuralDump(Float(0.25)) == "0.25")
    #expect(structuralDump(UInt8(255)) == "255")
    #expect(structuralDump(true) == "true")
}

@Test func foundationValuesPrintReadably() throws {
    let id = try #require(UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF"))
    let link = try #require(URL(string: "https://example.com/a?b=1"))
    #expect(structuralDump(id) == "UUID(DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF)")
    #expect(structuralDump(Date(timeIntervalSince1970: 1.5)) == "Date(1970-01-01T00:00:01.500Z)")
    #expect(structuralDump(link) == "URL(https://example.com/a?b=1)")
    #expect(structuralDump(Decimal(string: "12.50") as Any) == "12.5")
    #expect(structuralDump(Duration.seconds(90)) == "1 minute, 30 seconds")
}

@Test func leavesWithoutChildrenPrintTheirDescription() {
    #expect(structuralDump(Temperature(celsius: 21.5)) == "21.5°C")
    #expect(structuralDump(Int.self) == "Int")
}

// MARK: - Classes

@Test func classesPrintTheirFieldsLikeStructs() {
    #expect(structuralDump(Node("solo")) == "Node(\n  name: \"solo\"\n  next: nil\n)")
}

@Test func subclassesPrintInheritedFieldsFirst() {
    #expect(structuralDump(Square()) == "Square(\n  name: \"shape\"\n  side: 2\n)")
}

@Test func cyclesBetweenClassesPrintAReturnMarkInsteadOfLooping() {
    let first = Node("first")
    let second = Node("second", next: first)
    first.next = second
    defer { first.next = nil }

    #expect(
        structuralDump(first) == """
            Node(
              name: "first"
              next: Node(
                name: "second"
                next: Node(↩︎)
              )
            )
            """
    )
}

@Test func anInstanceReachedTwiceWithoutACyclePrintsInFullBothTimes() {
    let shared = Node("shared")
    #expect(
        structuralDump((shared, shared)) == """
            (
              Node(
                name: "shared"
                next: nil
              )
              Node(
                name: "shared"
                next: nil
              )
            )
            """
    )
}
