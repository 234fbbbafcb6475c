/// The text cmark parsed, split into lines the way cmark counts them (`\n`, `\r\n` or `\r`
/// ends a line), so that a node's line and byte column can be looked up.
package struct MarkdownSource {
    private let bytes: [UInt8]
    /// The byte range of each line, without its line ending; line 1 is at index 0.
    private let lines: [Range<Int>]

    package init(_ text: String) {
        bytes = Array(text.utf8)
        lines = bytes.withUnsafeBufferPointer(Self.lineRanges)
    }

    /// The byte range of each line of `bytes`. Every page is split twice (for extraction and
    /// for rendering), so the scan reads the buffer in place and tests most bytes once: only a
    /// byte at or below `\r` can end a line.
    private static func lineRanges(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        lines.reserveCapacity(bytes.count / 40 + 1)
        var start = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            guard byte <= UInt8(ascii: "\r") else {
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\n") {
                lines.append(start..<index)
                index += 1
                start = index
            } else if byte == UInt8(ascii: "\r") {
                lines.append(start..<index)
                index += index + 1 < count && bytes[index + 1] == UInt8(ascii: "\n") ? 2 : 1
                start = index
            } else {
                index += 1
            }
        }
        if start < count { lines.append(start..<count) }
        return lines
    }

    /// Calls `body` with all the text's bytes, in place.
    package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeBufferPointer(body)
    }

    /// The bytes of the 1-based lines `first` through `last`, from the start of the first to
    /// the end of the last without its ending, in place (the slice's indices are offsets in the
    /// text); lines past the end of the text are left out.
    package func lines(_ first: Int, through last: Int) -> ArraySlice<UInt8> {
        let last = min(last, lines.count)
        guard first >= 1, first <= last else { return [] }
        return bytes[lines[first - 1].lowerBound..<lines[last - 1].upperBound]
    }

    /// The bytes of a 1-based line without its ending; empty past the end of the text.
    package func line(_ number: Int) -> ArraySlice<UInt8> {
        guard number >= 1, number <= lines.count else { return [] }
        return bytes[lines[number - 1]]
    }
}
