/// A line-by-line diff of two texts, or nil when they are equal.
///
/// Lines only in `expected` start with `−` (U+2212 MINUS SIGN), lines only in `actual` start
/// with `+`, and unchanged lines with two spaces. Around the changes it keeps only the path to
/// them from the root (see `render`): a one-field change in row 500 of a thousand rows reads
/// `rows: [`, `… (500 unchanged)`, `[500]: Row(`, the change, `)`, `… (499 unchanged)`, `]`.
/// Text without nesting keeps three unchanged lines around each change instead, and folds
/// longer stretches into `… (N unchanged lines)`.
///
/// For `expected` `"A(\n  count: 1\n)"` and `actual` `"A(\n  count: 2\n)"` it returns (the
/// package's own `LineDiffTests` pin this; the function is not public, so no doc example
/// outside the package can call it):
///
/// ```text
///   A(
/// −   count: 1
/// +   count: 2
///   )
/// ```
///
/// The lines that changed are found with a longest common subsequence, after setting aside the
/// lines the texts share at their start and end; states are usually large with few changes,
/// so what remains to compare is small.
package func lineDiff(expected: String, actual: String) -> String? {
    guard expected != actual else { return nil }
    return lineDiff(expected: lines(of: expected), actual: lines(of: actual))
}

/// ``lineDiff(expected:actual:)`` of texts already split into lines.
private func lineDiff(expected: [Substring], actual: [Substring]) -> String? {
    guard expected != actual else { return nil }
    let edits = lineEdits(from: expected, to: actual)
    let isStructured = edits.contains { $0.line.last == "(" || $0.line.last == "[" }
    return isStructured ? render(edits) : renderWithContext(edits, context: 3)
}

/// How two values differ, as a diff of their ``structuralDump(_:)``s under a line that explains
/// the symbols, showing the path from the root to each change; `nil` when the dumps are equal.
///
/// It is what a `TestStore` shows when the state it expected is not the state it got, and it
/// serves your own assertions as well:
///
/// ```swift test
/// // snippet.hide
/// struct Row: Equatable {
///     let id: Int
///     var value: Int
/// }
///
/// enum Feature {
///     struct State: Equatable {
///         var rows: [Row]
///     }
/// }
///
/// struct Snapshot {
///     var state: Feature.State
/// }
///
/// @Test func aDiffShowsThePathToTheOneChangedRow() {
///     let expectedState = Feature.State(rows: (0..<1000).map { Row(id: $0, value: $0 + 3004) })
///     var actual = expectedState
///     actual.rows[500].value = 3503
///     let store = Snapshot(state: actual)
///     #expect(diff(expectedState, store.state)?.contains("value: 3503") == true)
///     withKnownIssue {
/// // snippet.show
/// if let difference = diff(expectedState, store.state) {
///     Issue.record("Unexpected state:\n\(difference)")
/// }
/// // (Expected: −, Actual: +)
/// //   Feature.State(
/// //     rows: [
/// //       … (500 unchanged)
/// //       [500]: Row(
/// //         id: 500
/// // −       value: 3504
/// // +       value: 3503
/// //       )
/// //       … (499 unchanged)
/// //     ]
/// //   )
/// // snippet.hide
///     }
/// }
/// ```
///
/// Values that differ only in ways a dump does not show (the order of a dictionary's entries,
/// which the dump sorts, or a property a custom mirror leaves out) have equal dumps, so be
/// ready for `nil` even when `==` says the values differ.
public func diff(_ expected: Any, _ actual: Any) -> String? {
    lineDiff(expected: structuralDumpLines(expected), actual: structuralDumpLines(actual))
        .map { "(Expected: \(removedMark), Actual: \(addedMark))\n" + $0 }
}

/// ``diff(_:_:)`` with its roles named, for the test store's messages.
package func stateDiff(expected: Any, actual: Any) -> String? {
    diff(expected, actual)
}

private let removedMark = "\u{2212}"
private let addedMark = "+"

private struct LineEdit {
    enum Kind { case unchanged, removed, added }

    var kind: Kind
    var line: Substring

    static func unchanged(_ line: Substring) -> LineEdit { LineEdit(kind: .unchanged, line: line) }
    static func removed(_ line: Substring) -> LineEdit { LineEdit(kind: .removed, line: line) }
    static func added(_ line: Substring) -> LineEdit { LineEdit(kind: .added, line: line) }

    var rendered: String {
        switch kind {
        case .unchanged: "  \(line)"
        case .removed: "\(removedMark) \(line)"
        case .added: "\(addedMark) \(line)"
        }
    }
}

/// The shortest edit turning `expected` into `actual`, as unchanged, removed and added lines.
private func lineEdits(from expected: [Substring], to actual: [Substring]) -> [LineEdit] {
    let sharedCount = min(expected.count, actual.count)
    var prefixCount = 0
    while prefixCount < sharedCount, expected[prefixCount] == actual[prefixCount] {
        prefixCount += 1
    }
    var suffixCount = 0
    while suffixCount < sharedCount - prefixCount,
        expected[expected.count - 1 - suffixCount] == actual[actual.count - 1 - suffixCount]
    {
        suffixCount += 1
    }

    var edits = expected[..<prefixCount].map(LineEdit.unchanged)
    edits += middleEdits(
        from: expected[prefixCount..<(expected.count - suffixCount)],
        to: actual[prefixCount..<(actual.count - suffixCount)]
    )
    edits += expected[(expected.count - suffixCount)...].map(LineEdit.unchanged)
    return edits
}

/// Above this many line pairs the comparison table would cost more memory than a test
/// failure is worth (each cell is an `Int`); the diff then shows the whole differing middle
/// as removed and re-added, which is still correct, just less precise.
private let largestComparedArea = 4_000_000

/// Edits for the part of the texts that differs, from a longest common subsequence of lines.
private func middleEdits(from expected: ArraySlice<Substring>, to actual: ArraySlice<Substring>) -> [LineEdit] {
    guard expected.count * actual.count <= largestComparedArea else {
        return expected.map(LineEdit.removed) + actual.map(LineEdit.added)
    }

    // Comparing small integers is much cheaper than comparing lines character by character.
    var lineNumbers: [Substring: Int] = [:]
    func number(_ line: Substring) -> Int {
        if let known = lineNumbers[line] { return known }
        lineNumbers[line] = lineNumbers.count
        return lineNumbers.count - 1
    }
    let old = expected.map(number)
    let new = actual.map(number)

    // common[i * width + j]: length of the longest common subsequence of old[i...] and new[j...].
    let width = new.count + 1
    var common = [Int](repeating: 0, count: (old.count + 1) * width)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
        for j in stride(from: new.count - 1, through: 0, by: -1) {
            common[i * width + j] =
                old[i] == new[j]
                ? common[(i + 1) * width + j + 1] + 1
                : max(common[(i + 1) * width + j], common[i * width + j + 1])
        }
    }

    // Walk forward through the table; on a tie, remove before adding, so a changed line reads
    // as its old version directly above its new one.
    var edits: [LineEdit] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
        if i < old.count, j < new.count, old[i] == new[j] {
            edits.append(.unchanged(expected[expected.startIndex + i]))
            i += 1
            j += 1
        } else if j == new.count || (i < old.count && common[(i + 1) * width + j] >= common[i * width + j + 1]) {
            edits.append(.removed(expected[expected.startIndex + i]))
            i += 1
        } else {
            edits.append(.added(actual[actual.startIndex + j]))
            j += 1
        }
    }
    return edits
}

/// The edits as text, showing where each change is: every changed line; the lines that lead
/// to it from the root (the opening line of each container around it, an array element's
/// opening line labelled with its index, and each of those containers' closing line); and a
/// lone unchanged line between two shown ones. Longer unchanged stretches fold into one
/// `… (N unchanged)` line that counts the items at that level, not the lines.
///
/// The structure is read from indentation, as ``structuralDump(_:)`` writes it: a container's
/// items are indented two spaces more than its opening line, which ends with `(` or `[`, and
/// its closing line starts with `)` or `]` at the opening line's indentation.
private func render(_ edits: [LineEdit]) -> String {
    // Read as bytes: a state's dump has thousands of lines, and the structure is all ASCII.
    let indents = edits.map { $0.line.utf8.prefix { $0 == space }.count }
    func isClosing(_ index: Int) -> Bool {
        let first = edits[index].line.utf8.dropFirst(indents[index]).first
        return first == closingParenthesis || first == closingBracket
    }
    var shown = [Bool](repeating: false, count: edits.count)
    var labels = [String?](repeating: nil, count: edits.count)

    /// A container whose opening line is unchanged, with how many items each side has
    /// shown so far.
    struct Container {
        var line: Int
        var indent: Int
        var isArray: Bool
        var expectedItems = 0
        var actualItems = 0
    }
    var open: [Container] = []
    for (index, edit) in edits.enumerated() {
        let indent = indents[index]
        let last = edit.line.utf8.count > indent ? edit.line.utf8.last : nil
        let isClosing = isClosing(index)
        while let innermost = open.last, indent <= innermost.indent {
            open.removeLast()
            if indent == innermost.indent, isClosing {
                shown[index] = shown[index] || shown[innermost.line]
                break
            }
        }
        if let parent = open.last, indent == parent.indent + 2, !isClosing {
            let position = edit.kind == .added ? parent.actualItems : parent.expectedItems
            if parent.isArray { labels[index] = "[\(position)]: " }
            if edit.kind != .added { open[open.count - 1].expectedItems += 1 }
            if edit.kind != .removed { open[open.count - 1].actualItems += 1 }
        }
        if edit.kind != .unchanged {
            shown[index] = true
            for container in open { shown[container.line] = true }
        } else if last == openingParenthesis || last == openingBracket {
            let isArray = last == openingBracket && !edit.line.hasSuffix("Set([")
            open.append(Container(line: index, indent: indent, isArray: isArray))
        }
    }

    func rendered(_ index: Int) -> String {
        let edit = edits[index]
        guard let label = labels[index] else { return edit.rendered }
        let indent = edit.line.prefix { $0 == " " }
        var labelled = edit
        labelled.line = Substring(indent + label + edit.line.dropFirst(indent.count))
        return labelled.rendered
    }

    var lines: [String] = []
    var index = 0
    while index < edits.count {
        guard !shown[index] else {
            lines.append(rendered(index))
            index += 1
            continue
        }
        var end = index
        while end < edits.count, !shown[end] { end += 1 }
        if end - index == 1 {
            lines.append(rendered(index))
        } else {
            let run = index..<end
            let level = indents[run].min() ?? 0
            let items = run.count { indents[$0] == level && !isClosing($0) }
            lines.append("  " + String(repeating: " ", count: level) + "… (\(items) unchanged)")
        }
        index = end
    }
    return lines.joined(separator: "\n")
}

private let space = UInt8(ascii: " ")
private let openingParenthesis = UInt8(ascii: "(")
private let closingParenthesis = UInt8(ascii: ")")
private let openingBracket = UInt8(ascii: "[")
private let closingBracket = UInt8(ascii: "]")

/// The edits as text, keeping `context` unchanged lines around each change: for text that has
/// no nested structure to show a path through.
private func renderWithContext(_ edits: [LineEdit], context: Int) -> String {
    var lines: [String] = []
    var start = 0
    while start < edits.count {
        guard edits[start].kind == .unchanged else {
            lines.append(edits[start].rendered)
            start += 1
            continue
        }
        var end = start
        while end < edits.count, edits[end].kind == .unchanged {
            end += 1
        }
        let run = edits[start..<end]
        let shownAtStart = start == 0 ? 0 : context  // after the previous change
        let shownAtEnd = end == edits.count ? 0 : context  // before the next change
        let hiddenCount = run.count - shownAtStart - shownAtEnd
        // Hiding a single line would save nothing: the marker takes a line too.
        if hiddenCount > 1 {
            lines += run.prefix(shownAtStart).map(\.rendered)
            lines.append("  … (\(hiddenCount) unchanged lines)")
            lines += run.suffix(shownAtEnd).map(\.rendered)
        } else {
            lines += run.map(\.rendered)
        }
        start = end
    }
    return lines.joined(separator: "\n")
}
