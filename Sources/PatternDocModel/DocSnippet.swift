/// A Swift file of the package's `Snippets/` folder that a DocC page shows with
/// `@Snippet(path: "my-package/Snippets/basic-usage")`: verified whole, as the program it is,
/// and shown as DocC shows it (the `slice:` asked for, without `// snippet.hide` parts).
///
/// ```text
/// let snippet = page.snippets[0]
/// snippet.file       // "Snippets/basic-usage.swift"
/// snippet.shownCode  // the lines a reader sees
/// ```
package struct DocSnippet: Hashable, Sendable {
    /// The page line of the `@Snippet` directive.
    package var line: Int
    /// The snippet's file, relative to the package root: `Snippets/basic-usage.swift`.
    package var file: String
    /// The whole file, which is what is compiled and run.
    package var code: String
    /// What the page shows.
    package var shownCode: String

    /// Creates a snippet.
    package init(line: Int, file: String, code: String, shownCode: String) {
        self.line = line
        self.file = file
        self.code = code
        self.shownCode = shownCode
    }

    /// The lines of `code` DocC shows: those of the slice named `slice` (between
    /// `// snippet.NAME` and `// snippet.end`), or all of them, without the lines between
    /// `// snippet.hide` and `// snippet.show` and without the marker lines, moved left by
    /// their common indentation; `nil` when the slice does not exist.
    package static func shown(_ code: String, slice: String?) -> String? {
        var lines: [Substring] = []
        var inSlice = slice == nil
        var hidden = false
        var found = slice == nil
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("// snippet.") {
                let word = trimmed.dropFirst("// snippet.".count).prefix { !$0.isWhitespace }
                switch word {
                case "hide": hidden = true
                case "show": hidden = false
                case "end": if slice != nil { inSlice = false }
                default:
                    if let slice, word == slice {
                        inSlice = true
                        found = true
                    }
                }
                continue
            }
            if inSlice, !hidden { lines.append(line) }
        }
        guard found else { return nil }
        while lines.first?.allSatisfy(\.isWhitespace) == true { lines.removeFirst() }
        while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
        let indent = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(indent)) }.joined(separator: "\n") + "\n"
    }
}
