/// A page's YAML front matter, set apart from its Markdown.
///
/// Front matter is a block at the very top that opens with a `---` line and closes with a
/// `---` or `...` line. It is not Markdown: read as Markdown, its lines would become a rule and
/// a heading. The body keeps one empty line for each front-matter line, so every Markdown line
/// keeps its number. A page that opens with `---` but never closes it has no front matter.
package struct MarkdownFrontMatter {
    /// The lines between the delimiters, each ending with a newline; `nil` when there are none.
    package let frontMatter: String?
    /// The text to parse as Markdown.
    package let body: String

    package init(splitting markdown: String) {
        // Nearly no page has front matter: answer those without splitting the page into lines.
        guard markdown.utf8.starts(with: "---".utf8) else {
            frontMatter = nil
            body = markdown
            return
        }
        var lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        func isDelimiter(_ line: Substring, _ marks: Set<String>) -> Bool {
            var trimmed = line
            while let last = trimmed.last, last == " " || last == "\t" || last == "\r" {
                trimmed.removeLast()
            }
            return marks.contains(String(trimmed))
        }
        guard let first = lines.first, isDelimiter(first, ["---"]),
              let closing = lines.dropFirst().firstIndex(where: { isDelimiter($0, ["---", "..."]) })
        else {
            frontMatter = nil
            body = markdown
            return
        }
        frontMatter = lines[1..<closing].map { $0.trimmingSuffix("\r") + "\n" }.joined()
        for index in 0...closing { lines[index] = "" }
        body = lines.joined(separator: "\n")
    }
}

private extension Substring {
    func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : String(self)
    }
}
