import PatternDocModel

/// Lines of a Swift block that are compiled and run but not shown: the setup an example needs
/// (a feature declared elsewhere, a store to send to) that would distract from what it teaches.
///
/// They sit between a `// snippet.hide` line and a `// snippet.show` line (or the end of the
/// block), the markers DocC gives snippets. Being comments, the markers keep the block valid
/// Swift for an editor and the compiler, and keep every line where it is, so an error in a
/// hidden line is reported at that line of the `.md` or `.swift` file. The site shows the
/// other lines; its copy button, and `Examples/`, give the whole code.
///
/// ```text
/// let code = "\(HiddenLines.hideMarker)\nlet todos = [\"Milk\"]\n\(HiddenLines.showMarker)\nprint(todos.count)\n"
/// HiddenLines.shown(code)     // "print(todos.count)\n"
/// HiddenLines.runnable(code)  // "let todos = [\"Milk\"]\nprint(todos.count)\n"
/// ```
enum HiddenLines {
    /// The marker that starts hidden lines.
    static let hideMarker = "// snippet.hide"
    /// The marker that ends them.
    static let showMarker = "// snippet.show"

    /// The lines of `code` a reader sees, without the hidden lines, the markers, and the blank
    /// lines that open or close what is left; `nil` when `code` has no marker.
    static func shown(_ code: String) -> String? {
        guard mayHoldMarker(code) else { return nil }
        var lines: [Substring] = []
        var hidden = false
        var hasMarker = false
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            switch marker(line) {
            case hideMarker?: hidden = true; hasMarker = true
            case showMarker?: hidden = false; hasMarker = true
            default: if !hidden { lines.append(line) }
            }
        }
        guard hasMarker else { return nil }
        while lines.first?.allSatisfy(\.isWhitespace) == true { lines.removeFirst() }
        while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// The whole of `code` without its marker lines: what the copy button copies.
    static func runnable(_ code: String) -> String {
        guard mayHoldMarker(code) else { return code }
        return code.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { marker($0) == nil }
            .joined(separator: "\n")
    }

    /// Whether `code` holds `// snippet.` anywhere, the part both markers share: false for
    /// nearly every block, told byte by byte. (`String.contains` with Foundation imported
    /// searches through `NSString`, which cost more than the rest of extracting a block.)
    private static func mayHoldMarker(_ code: String) -> Bool {
        let needle = Array("// snippet.".utf8)
        var code = code
        return code.withUTF8 { bytes in
            guard bytes.count >= needle.count else { return false }
            var offset = 0
            let last = bytes.count - needle.count
            while offset <= last {
                if bytes[offset] == needle[0], bytes[offset + 1] == needle[1],
                   needle.indices.allSatisfy({ bytes[offset + $0] == needle[$0] }) {
                    return true
                }
                offset += 1
            }
            return false
        }
    }

    /// The marker a line holds, alone but for spaces around it.
    private static func marker(_ line: Substring) -> String? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }
        let text = String(trimmed.reversed())
        return text == hideMarker || text == showMarker ? text : nil
    }
}

extension CodeBlock {
    /// Whether the block has lines the site does not show (``HiddenLines``).
    package var hasHiddenLines: Bool {
        sourceFile == nil && shownCode != nil
    }

    /// What the site's copy button copies: the whole runnable code of a block with hidden
    /// lines, markers left out; otherwise what the site shows.
    package var copiedCode: String {
        hasHiddenLines ? HiddenLines.runnable(code) : shownCode ?? code
    }
}
