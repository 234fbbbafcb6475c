/// A line-by-line diff of two texts, or nil when they are equal.
///
/// Lines only in `expected` start with `−` (U+2212 MINUS SIGN), lines only in `actual` start
/// with `+`, and unchanged lines with two spaces. Only three unchanged lines are kept on
/// each side of a change; longer unchanged stretches collapse into one
/// `  … (N unchanged lines)` line, so a one-line change in a large state stays short.
///
/// ```swift
/// lineDiff(expected: "A(\n  count: 1\n)", actual: "A(\n  count: 2\n)")
/// //   A(
/// // −   count: 1
/// // +   count: 2
/// //   )
/// ```
///
/// The lines that changed are found with a longest common subsequence, after setting aside the
/// lines the texts share at their start and end; states are usually large with few changes,
/// so what remains to compare is small.
package func lineDiff(expected: String, actual: String) -> String? {
    guard expected != actual else { return nil }
    let edits = lineEdits(
        from: expected.split(separator: "\n", omittingEmptySubsequences: false),
        to: actual.split(separator: "\n", omittingEmptySubsequences: false)
    )
    return render(edits, context: 3)
}

/// The diff of two values' ``structuralDump(_:)``s, under a line that explains the symbols;
/// nil when the dumps are equal.
///
/// This is what a test shows when the state it expected is not the state it got:
///
/// ```swift
/// stateDiff(expected: Counter.State(count: 1), actual: Counter.State(count: 2))
/// // (Expected: −, Actual: +)
/// //   Counter.State(
/// // −   count: 1
/// // +   count: 2
/// //   )
/// ```
///
/// Values that differ only in ways a dump does not show (the order of an ordered dictionary's
/// entries, which the dump sorts, or a property a custom mirror leaves out) have equal dumps,
/// so callers should be ready for nil even when `==` says the values differ.
package func stateDiff(expected: Any, actual: Any) -> String? {
    lineDiff(expected: structuralDump(expected), actual: structuralDump(actual))
        .map { "(Expected: \(removedMark), Actual: \(addedMark))\n" + $0 }
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

/// The edits as text, keeping `context` unchanged lines around each change.
private func render(_ edits: [LineEdit], context: Int) -> String {
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
