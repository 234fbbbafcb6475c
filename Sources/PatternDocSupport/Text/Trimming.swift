import Foundation

extension StringProtocol {
    /// The text without leading and trailing whitespace and newlines: the same result as
    /// Foundation's `trimmingCharacters(in: .whitespacesAndNewlines)`, which on Linux goes through
    /// `NSString` and cost about a sixth of a site build's instructions when every code fence's
    /// info string went through it. ASCII ends are trimmed here byte by byte; only text whose
    /// remaining ends are not ASCII (a no-break space, say) is left to Foundation.
    package func trimmedWhitespace() -> String {
        let bytes = Array(utf8)
        var start = 0
        var end = bytes.count
        while start < end, Self.isASCIIWhitespace(bytes[start]) { start += 1 }
        while end > start, Self.isASCIIWhitespace(bytes[end - 1]) { end -= 1 }
        let trimmed = String(decoding: bytes[start..<end], as: UTF8.self)
        guard start < end, bytes[start] < 0x80, bytes[end - 1] < 0x80 else {
            return trimmed.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return trimmed
    }

    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        // Space, tab, line feed, vertical tab, form feed, carriage return.
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}
