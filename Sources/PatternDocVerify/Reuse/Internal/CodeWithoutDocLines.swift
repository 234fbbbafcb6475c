import Foundation

/// A Swift file's bytes without its `///` lines, for the reuse key: an edit to a doc comment
/// changes no build result, only the page made of that file's comments (which has its own
/// hash), so it must not make every other page run again.
///
/// A line counts when its first characters after spaces and tabs are `///`. Inside a
/// multi-line string or a regex literal such a line is code, so a file holding `"""` or `#/`
/// is kept whole.
enum CodeWithoutDocLines {
    /// `data` without its doc-comment lines (each line's newline goes with it).
    static func of(_ data: Data) -> Data {
        let bytes = [UInt8](data)
        guard !contains(bytes, Array("\"\"\"".utf8)), !contains(bytes, Array("#/".utf8)) else { return data }
        var kept = Data(capacity: bytes.count)
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            var first = start
            while first < end, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") { first += 1 }
            let isDocLine = end - first >= 3 && bytes[first..<first + 3].allSatisfy { $0 == UInt8(ascii: "/") }
            if !isDocLine { kept.append(contentsOf: bytes[start..<min(end + 1, bytes.count)]) }
            start = end + 1
        }
        return kept
    }

    private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard bytes.count >= needle.count else { return false }
        for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
            if bytes[start..<start + needle.count].elementsEqual(needle) { return true }
        }
        return false
    }
}
