import Testing

@testable import Composable

private struct Settings {
    var theme: String
    var fontSize: Int
    var isSyncing: Bool
}

private struct Account {
    var id: Int
    var email: String
    var settings: Settings
    var tags: [String]
}

private func account(fontSize: Int) -> Account {
    Account(
        id: 1,
        email: "blob@example.com",
        settings: Settings(theme: "dark", fontSize: fontSize, isSyncing: true),
        tags: ["a", "b", "c", "d", "e"]
    )
}

/// `count` lines reading `line 0`, `line 1`, ….
private func numberedLines(_ count: Int) -> [String] {
    (0..<count).map { "line \($0)" }
}

@Test func theExampleOfItsDocCommentGivesTheLinesTheCommentShows() {
    #expect(lineDiff(expected: "A(\n  count: 1\n)", actual: "A(\n  count: 2\n)") == "  A(\n\u{2212}   count: 1\n+   count: 2\n  )")
}

@Test func equalTextsHaveNoDiff() {
    #expect(lineDiff(expected: "a\nb", actual: "a\nb") == nil)
    #expect(lineDiff(expected: "", actual: "") == nil)
    #expect(stateDiff(expected: account(fontSize: 12), actual: account(fontSize: 12)) == nil)
}

@Test func diffShowsThePathToTheChangedFieldAndFoldsTheRest() {
    #expect(
        stateDiff(expected: account(fontSize: 12), actual: account(fontSize: 14)) == """
            (Expected: −, Actual: +)
              Account(
                … (2 unchanged)
                settings: Settings(
                  theme: "dark"
            −     fontSize: 12
            +     fontSize: 14
                  isSyncing: true
                )
                … (1 unchanged)
              )
            """
    )
}

@Test func oneFieldOfRowFiveHundredOfAThousandShowsItsPathFromTheRoot() {
    struct Row { let id: Int; var value: Int }
    struct Table { var title = "Scores"; var rows: [Row] }
    let expected = Table(rows: (0..<1_000).map { Row(id: $0, value: $0 + 3_004) })
    var actual = expected
    actual.rows[500].value = 3_503
    #expect(
        diff(expected, actual) == """
            (Expected: −, Actual: +)
              Table(
                title: "Scores"
                rows: [
                  … (500 unchanged)
                  [500]: Row(
                    id: 500
            −       value: 3504
            +       value: 3503
                  )
                  … (499 unchanged)
                ]
              )
            """
    )
}

@Test func elementsAddedOrRemovedInAnArrayCarryTheirIndex() {
    #expect(
        diff([1, 2, 3, 4, 5, 6], [1, 2, 9, 4, 5, 6, 7]) == """
            (Expected: −, Actual: +)
              [
                … (2 unchanged)
            −   [2]: 3
            +   [2]: 9
                … (3 unchanged)
            +   [6]: 7
              ]
            """
    )
}

@Test func changedLineShowsItsOldVersionAboveItsNewOne() {
    #expect(lineDiff(expected: "a\nb\nc", actual: "a\nB\nc") == "  a\n− b\n+ B\n  c")
}

@Test func insertedLinesStartWithPlus() {
    #expect(lineDiff(expected: "a\nb\nc", actual: "a\nb\nnew\nc") == "  a\n  b\n+ new\n  c")
    #expect(lineDiff(expected: "", actual: "first") == "− \n+ first")
}

@Test func aWindowsLineBreakIsOneCharacterAndDoesNotSplitALine() {
    // "\r\n" is a single Character, so a text that uses it reads as one line, as it always has.
    #expect(lineDiff(expected: "a\r\nb\nc", actual: "a\r\nB\nc") == "− a\r\nb\n+ a\r\nB\n  c")
}

@Test func deletedLinesStartWithMinus() {
    #expect(lineDiff(expected: "a\nold\nb\nc", actual: "a\nb\nc") == "  a\n− old\n  b\n  c")
}

@Test func longUnchangedRegionsCollapseToACount() {
    var actual = numberedLines(20)
    actual[10] = "changed"
    #expect(
        lineDiff(expected: numberedLines(20).joined(separator: "\n"), actual: actual.joined(separator: "\n")) == """
              … (7 unchanged lines)
              line 7
              line 8
              line 9
            − line 10
            + changed
              line 11
              line 12
              line 13
              … (6 unchanged lines)
            """
    )
}

@Test func unchangedLinesBetweenNearbyChangesAreKeptWhenHidingWouldSaveNothing() {
    // Seven lines between the changes: three after one, three before the next, and one that a
    // marker line would only replace.
    var actual = numberedLines(9)
    actual[0] = "first"
    actual[8] = "last"
    #expect(
        lineDiff(expected: numberedLines(9).joined(separator: "\n"), actual: actual.joined(separator: "\n")) == """
            − line 0
            + first
              line 1
              line 2
              line 3
              line 4
              line 5
              line 6
              line 7
            − line 8
            + last
            """
    )
}

@Test func unchangedLinesBetweenDistantChangesCollapse() {
    var actual = numberedLines(10)
    actual[0] = "first"
    actual[9] = "last"
    #expect(
        lineDiff(expected: numberedLines(10).joined(separator: "\n"), actual: actual.joined(separator: "\n")) == """
            − line 0
            + first
              line 1
              line 2
              line 3
              … (2 unchanged lines)
              line 6
              line 7
              line 8
            − line 9
            + last
            """
    )
}

@Test func oneChangeInTenThousandLinesShowsJustThatChange() {
    let expected = numberedLines(10_000)
    var actual = expected
    actual[5_000] = "changed"
    #expect(
        lineDiff(expected: expected.joined(separator: "\n"), actual: actual.joined(separator: "\n")) == """
              … (4997 unchanged lines)
              line 4997
              line 4998
              line 4999
            − line 5000
            + changed
              line 5001
              line 5002
              line 5003
              … (4996 unchanged lines)
            """
    )
}

@Test func changesAtBothEndsOfTenThousandLinesStillProduceACorrectDiff() throws {
    let expected = numberedLines(10_000)
    var actual = expected
    actual[0] = "first"
    actual[9_999] = "last"
    let diff = try #require(
        lineDiff(expected: expected.joined(separator: "\n"), actual: actual.joined(separator: "\n"))
    )
    let (removed, added) = removedAndAddedTexts(diff)
    #expect(removed.first == "line 0")
    #expect(removed.last == "line 9999")
    #expect(added.first == "first")
    #expect(added.last == "last")
    #expect(removed.count == added.count)
}

@Test func diffOfEverySmallPairRebuildsBothTextsWithTheFewestChanges() throws {
    // Every text of up to four lines drawn from "a", "b", "c": short enough that no unchanged
    // lines are hidden, so the diff alone must rebuild both sides.
    var texts: [[String]] = [[]]
    var frontier: [[String]] = [[]]
    for _ in 1...4 {
        frontier = frontier.flatMap { text in ["a", "b", "c"].map { text + [$0] } }
        texts += frontier
    }
    for expected in texts {
        for actual in texts where expected != actual {
            let diff = try #require(
                lineDiff(expected: expected.joined(separator: "\n"), actual: actual.joined(separator: "\n"))
            )
            let lines = diff.split(separator: "\n", omittingEmptySubsequences: false)
            let rebuiltExpected = lines.filter { !$0.hasPrefix("+") }.map { String($0.dropFirst(2)) }
            let rebuiltActual = lines.filter { !$0.hasPrefix("−") }.map { String($0.dropFirst(2)) }
            // An empty text is one empty line.
            #expect(rebuiltExpected == (expected.isEmpty ? [""] : expected))
            #expect(rebuiltActual == (actual.isEmpty ? [""] : actual))
            let commonCount = lines.count(where: { $0.hasPrefix("  ") })
            #expect(commonCount == longestCommonSubsequenceLength(expected, actual))
        }
    }
}

/// The removed and added lines of a diff, without their marks.
private func removedAndAddedTexts(_ diff: String) -> (removed: [String], added: [String]) {
    let lines = diff.split(separator: "\n")
    return (
        lines.filter { $0.hasPrefix("−") }.map { String($0.dropFirst(2)) },
        lines.filter { $0.hasPrefix("+") }.map { String($0.dropFirst(2)) }
    )
}

/// A deliberately naive reference, fine for the four-line texts it checks.
private func longestCommonSubsequenceLength(_ left: [String], _ right: [String]) -> Int {
    let left = left.isEmpty ? [""] : left
    let right = right.isEmpty ? [""] : right
    func length(_ i: Int, _ j: Int) -> Int {
        guard i < left.count, j < right.count else { return 0 }
        if left[i] == right[j] { return 1 + length(i + 1, j + 1) }
        return max(length(i + 1, j), length(i, j + 1))
    }
    return length(0, 0)
}
