/// The output of one run of a page's program, cut into the parts each block printed.
///
/// The generated program prints a marker line, `\u{1E}patterndoc-block:N`, on both streams
/// before the statements of block `N`; everything up to the next marker belongs to block `N`.
public struct ProgramOutput: Sendable {
    /// Standard output per block index.
    public var standardOutput: [Int: String] = [:]
    /// Standard error per block index.
    public var standardError: [Int: String] = [:]
    /// The last block whose marker appeared: the one running when the program stopped.
    public var lastBlock: Int?

    /// The marker text before a block's index.
    public static let markerPrefix = "\u{1E}patterndoc-block:"

    /// Splits a run's two streams by marker.
    public init(standardOutput out: String, standardError err: String) {
        var last: Int?
        standardOutput = Self.split(out, lastBlock: &last)
        var lastOnError: Int?
        standardError = Self.split(err, lastBlock: &lastOnError)
        lastBlock = [last, lastOnError].compactMap { $0 }.max()
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
