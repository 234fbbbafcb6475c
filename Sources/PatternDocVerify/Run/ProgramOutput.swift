import Foundation
import PatternDocPlan

/// The output of one run of a page's program, cut into the parts each block printed.
///
/// The generated program prints a marker line, `\u{1E}patterndoc-block:N`, on both streams
/// before the statements of block `N`; everything up to the next marker belongs to block `N`.
struct ProgramOutput: Sendable {
    /// Standard output per block index.
    var standardOutput: [Int: String] = [:]
    /// Standard error per block index.
    var standardError: [Int: String] = [:]
    /// The last block whose marker appeared: the one running when the program stopped.
    var lastBlock: Int?
    /// What each `print` with a `// Prints` comment printed, by check number (see
    /// ``PrintCheck``); a check whose statement did not finish has no entry. A `print` in a
    /// body that ran several times is here as it first ran, and in ``printedRuns`` each time.
    var printed: [Int: String] = [:]
    /// What each checked `print` printed each time it ran, by check number, first first.
    var printedRuns: [Int: [String]] = [:]

    /// The marker text before a `// Prints` check's number, at its start and at its end.
    static let printsPrefix = "\u{1E}patterndoc-prints:"
    /// See ``printsPrefix``.
    static let printsEndPrefix = "\u{1E}patterndoc-prints-end:"

    /// The marker text before a block's index.
    static let markerPrefix = "\u{1E}patterndoc-block:"

    /// Splits a run's two streams by marker.
    init(standardOutput out: String, standardError err: String) {
        var last: Int?
        var runs: [Int: [String]] = [:]
        standardOutput = Self.split(Self.takingPrints(out, into: &runs), lastBlock: &last)
        printedRuns = runs
        printed = runs.compactMapValues(\.first)
        var lastOnError: Int?
        standardError = Self.split(err, lastBlock: &lastOnError)
        lastBlock = [last, lastOnError].compactMap { $0 }.max()
    }

    /// `text` without the `// Prints` marks, whose checks' output goes to `runs`, one entry
    /// each time the checked statement ran. Checks nest (a `print` with its comment inside a
    /// loop that has one too): a line belongs to every check open around it.
    private static func takingPrints(_ text: String, into runs: inout [Int: [String]]) -> String {
        guard text.contains(printsPrefix) else { return text }
        var kept: [Substring] = []
        var open: [(number: Int, lines: [Substring])] = []
        // A mark printed after output without a line break (a loop of `terminator: ""` prints,
        // then `print("")`) cuts that line in two: its start goes on with the line after the
        // mark, the one the checked statement finishes.
        var cutOff: Substring = ""
        for whole in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = cutOff.isEmpty ? whole : Substring(String(cutOff) + whole)
            cutOff = ""
            if let mark = line.range(of: printsPrefix), let number = Int(line[mark.upperBound...]) {
                cutOff = line[..<mark.lowerBound]
                open.append((number, []))
                continue
            }
            // A statement that printed without a line break (`terminator: ""`) leaves the end
            // mark on its last line: what comes before the mark is that line.
            if let mark = line.range(of: printsEndPrefix), let number = Int(line[mark.upperBound...]) {
                let before = line[..<mark.lowerBound]
                if !before.isEmpty {
                    for position in open.indices { open[position].lines.append(before) }
                    kept.append(before)
                }
                if let position = open.lastIndex(where: { $0.number == number }) {
                    runs[number, default: []].append(open[position].lines.joined(separator: "\n"))
                    open.remove(at: position)
                }
                continue
            }
            for position in open.indices { open[position].lines.append(line) }
            kept.append(line)
        }
        if !cutOff.isEmpty { kept.append(cutOff) }
        return kept.joined(separator: "\n")
    }

    private static func split(_ text: String, lastBlock: inout Int?) -> [Int: String] {
        var parts: [Int: String] = [:]
        var current: Int?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(markerPrefix), let index = Int(line.dropFirst(markerPrefix.count)) {
                current = index
                lastBlock = index
                parts[index, default: ""] += ""
                continue
            }
            guard let block = current else { continue }
            parts[block, default: ""] += line + "\n"
        }
        // The text ends with a newline, which the split turns into an empty last line.
        if let block = current, let part = parts[block], part.hasSuffix("\n\n") || part == "\n" {
            parts[block] = String(part.dropLast())
        }
        return parts
    }
}
