@testable import Composable
import Foundation
import Testing

/// Values written as the original's failures and warnings write them, so that tests which
/// check those texts read the same here.
struct FailureDumpTests {
    struct Single: Equatable { var count = 0 }
    struct Pair: Equatable {
        var count = 0
        var isEven = true
    }
    enum Action: Equatable {
        case tap
        case response(Int)
        case delegate(Delegate)
        case element(id: Int, action: Delegate)
        enum Delegate: Equatable { case saved(Int) }
    }
    struct Row: Equatable, Identifiable {
        let id: Int
        var title: String
    }

    struct Meeting: Equatable {
        var id: UUID
        var length: Duration
    }

    @Test func identifiersAndDurationsReadAsAPersonReadsThem() {
        let meeting = Meeting(id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, length: .seconds(300))
        #expect(FailureDump.text(of: meeting) == """
            FailureDumpTests.Meeting(
              id: UUID(00000000-0000-0000-0000-000000000000),
              length: 5 minutes
            )
            """)
        #expect(FailureDump.text(of: Duration.milliseconds(1500)) == "1 second, 500 milliseconds")
    }

    @Test func aDiffOfTwoIdentifiersShowsBothWholeNotTheirBytes() {
        let zero = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
        let one = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
        #expect(
            failureDiff(Meeting(id: zero, length: .seconds(60)), Meeting(id: one, length: .seconds(60))) == """
                \u{2007} FailureDumpTests.Meeting(
                \u{2212}   id: UUID(00000000-0000-0000-0000-000000000000),
                +   id: UUID(00000000-0000-0000-0000-000000000001),
                \u{2007}   length: 1 minute
                \u{2007} )
                """
        )
    }

    @Test func aStructWithOnePlainFieldFitsOnOneLine() {
        #expect(FailureDump.text(of: Single(count: 3)) == "FailureDumpTests.Single(count: 3)")
    }

    @Test func aStructWithSeveralFieldsTakesOneLineEachWithCommas() {
        #expect(FailureDump.text(of: Pair()) == "FailureDumpTests.Pair(\n  count: 0,\n  isEven: true\n)")
    }

    @Test func anEnumCaseNamesItsTypeOnlyAtTheTop() {
        #expect(FailureDump.text(of: Action.response(42)) == "FailureDumpTests.Action.response(42)")
        #expect(FailureDump.text(of: [Action.tap]) == "[\n  [0]: .tap\n]")
        #expect(FailureDump.text(of: Action.delegate(.saved(1))) == "FailureDumpTests.Action.delegate(\n  .saved(1)\n)")
    }

    @Test func stringsAreQuotedAndEmptyCollectionsAreShort() {
        #expect(FailureDump.text(of: ["a": "b"]) == "[\n  \"a\": \"b\"\n]")
        #expect(FailureDump.text(of: [Int]()) == "[]")
        #expect(FailureDump.text(of: [String: Int]()) == "[:]")
    }

    @Test func aDiffOfSingleFieldStructsShowsBothWhole() {
        #expect(failureDiff(Single(count: 0), Single(count: 1)) == "\u{2212} FailureDumpTests.Single(count: 0)\n+ FailureDumpTests.Single(count: 1)")
    }

    @Test func aDiffShowsEveryFieldAndMarksTheChangedOnes() {
        #expect(
            failureDiff(Pair(count: 0, isEven: false), Pair(count: 1, isEven: false)) == """
                \u{2007} FailureDumpTests.Pair(
                \u{2212}   count: 0,
                +   count: 1,
                \u{2007}   isEven: false
                \u{2007} )
                """
        )
    }

    @Test func aDiffOfTwoCasesShowsBothWholeAndOfOneCaseGoesInside() {
        #expect(failureDiff(Action.tap, Action.response(1)) == "\u{2212} FailureDumpTests.Action.tap\n+ FailureDumpTests.Action.response(1)")
        #expect(
            failureDiff(Action.delegate(.saved(1)), Action.delegate(.saved(2))) == """
                \u{2007} FailureDumpTests.Action.delegate(
                \u{2212}   .saved(1)
                +   .saved(2)
                \u{2007} )
                """
        )
    }

    @Test func aDiffOfAListFoldsUnchangedElementsAndFollowsAnElementByItsID() {
        let before = (0..<5).map { Row(id: $0, title: "row \($0)") }
        var after = before
        after[3].title = "changed"
        #expect(
            failureDiff(before, after) == """
                \u{2007} [
                \u{2007}   … (3 unchanged),
                \u{2007}   [3]: FailureDumpTests.Row(
                \u{2007}     id: 3,
                \u{2212}     title: "row 3"
                +     title: "changed"
                \u{2007}   ),
                \u{2007}   [4]: FailureDumpTests.Row(…)
                \u{2007} ]
                """
        )
    }

    @Test func aStackWritesItsElementsUnderTheirIDs() {
        var stack = StackState<Single>()
        stack[id: 0] = Single(count: 1)
        #expect(FailureDump.text(of: stack) == "[\n  #0: FailureDumpTests.Single(count: 1)\n]")
        #expect(FailureDump.text(of: StackState<Single>()) == "[:]")
        #expect(FailureDump.text(of: StackAction<Single, Never>.popFrom(id: 2)) == "StackAction.popFrom(id: #2)")
    }

    @Test func aDiffOfStacksComparesElementsByID() {
        var expected = StackState<Single>()
        expected[id: 1] = Single()
        var actual = StackState<Single>()
        actual[id: 0] = Single()
        #expect(
            failureDiff(expected, actual) == """
                \u{2007} [
                \u{2212}   #1: FailureDumpTests.Single(count: 0)
                +   #0: FailureDumpTests.Single(count: 0)
                \u{2007} ]
                """
        )
    }

    @Test func equalValuesHaveNoDiff() {
        #expect(failureDiff(Pair(), Pair()) == nil)
    }

    @Test func aCaseOutlineNamesTheCasesAndLabelsButNoValues() {
        #expect(caseOutline(of: Action.element(id: 3, action: .saved(1))) == "FailureDumpTests.Action.element(id:, action: .saved)")
        #expect(caseOutline(of: Action.tap) == "FailureDumpTests.Action.tap")
        #expect(caseOutline(of: ()) == "()")
    }
}
