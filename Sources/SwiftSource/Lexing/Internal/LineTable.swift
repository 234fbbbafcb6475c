/// Turns UTF-8 offsets into 1-based lines and columns.
///
/// A line ends after `\n`, after `\r\n`, or after a `\r` not followed by `\n`, as in Swift.
struct LineTable {
    /// The offset at which each line starts; the first line starts at 0.
    private var lineStarts: [Int] = [0]

    init(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            if byte == UInt8(ascii: "\r"), offset < bytes.count, bytes[offset] == UInt8(ascii: "\n") {
                offset += 1
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                lineStarts.append(offset)
            }
        }
    }

    /// The line and column of the byte at `offset`; columns count bytes.
    func location(of offset: Int) -> (line: Int, column: Int) {
        // The last line start that is not after `offset`.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }
}
