import Foundation

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
    /// ``PrintCheck``); a check whose statement did not finish has no entry.
    var printed: [Int: String] = [:]

    /// The marker text before a `// Prints` check's number, at its start and at its end.
    static let printsPrefix = "\u{1E}patterndoc-prints:"
    /// See ``printsPrefix``.
    static let printsEndPrefix = "\u{1E}patterndoc-prints-end:"

    /// The marker text before a block's index.
    static let markerPrefix = "\u{1E}patterndoc-block:"

    /// Splits a run's two streams by marker.
    init(standardOutput out: String, standardError err: String) {
        var last: Int?
        var printed: [Int: String] = [:]
        standardOutput = Self.split(Self.takingPrints(out, into: &printed), lastBlock: &last)
        self.printed = printed
        var lastOnError: Int?
        standardError = Self.split(err, lastBlock: &lastOnError)
        lastBlock = [last, lastOnError].compactMap { $0 }.max()
    }

    /// `text` without the `// Prints` marks, whose checks' output goes to `printed`.
    private static func takingPrints(_ text: String, into printed: inout [Int: String]) -> String {
        guard text.contains(printsPrefix) else { return text }
        var kept: [Substring] = []
        var open: (number: Int, lines: [Substring])?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(printsPrefix), let number = Int(line.dropFirst(printsPrefix.count)) {
                open = (number, [])
                continue
            }
            // A statement that printed without a line break (`terminator: ""`) leaves the end
            // mark on its last line: what comes before the mark is that line.
            if let mark = line.range(of: printsEndPrefix), let number = Int(line[mark.upperBound...]) {
                let before = line[..<mark.lowerBound]
                if let capture = open, capture.number == number {
                    printed[number] = (capture.lines + (before.isEmpty ? [] : [before])).joined(separator: "\n")
                }
                if !before.isEmpty { kept.append(before) }
                open = nil
                continue
            }
            open?.lines.append(line)
            kept.append(line)
        }
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
