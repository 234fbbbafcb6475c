import PatternDocReport

/// The rendered previews in what one block printed, and the rest of its output.
///
/// A program run by `patterndoc` sees `PATTERNDOC_PREVIEWS=1` in its environment. Code that
/// wants a preview under its block prints one line: the marker `\u{1}patterndoc-preview\u{1}`,
/// the title, `\u{1}`, then the HTML, with its own line breaks written as `&#10;`. Such lines
/// are taken out of the block's output before an `output` block is compared, so a preview
/// never changes what a block is said to print. `patterndoc` knows only this protocol, not the
/// library that prints it (ComposableUI's `host.preview("title")` does).
///
/// ```text
/// let lines = PreviewLines(parsing: "3\n\u{1}patterndoc-preview\u{1}Counter\u{1}<p>3</p>\n")
/// lines.output   // "3\n"
/// lines.previews // [BlockPreview(title: "Counter", html: "<p>3</p>")]
/// ```
struct PreviewLines: Hashable, Sendable {
    /// The environment variable set for a page's program, so that code printing previews
    /// knows it runs under `patterndoc`.
    static let environmentVariable = "PATTERNDOC_PREVIEWS"
    /// What starts a preview line.
    static let marker = "\u{1}patterndoc-preview\u{1}"
    /// What ends the title of a preview line.
    static let titleEnd: Character = "\u{1}"

    /// What the block printed besides its preview lines. Text printed on the same line before
    /// a marker (`print("a", terminator: "")`) stays, as a line of its own.
    var output: String
    /// The previews, in the order they were printed.
    var previews: [BlockPreview]
    /// One sentence per malformed preview line: which line, what is wrong and what to do.
    var problems: [String]

    /// Splits `text`, one block's standard output, into previews and the rest.
    init(parsing text: String) {
        var kept: [Substring] = []
        var previews: [BlockPreview] = []
        var problems: [String] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, line) in zip(1..., lines) {
            guard let start = line.range(of: Self.marker) else {
                kept.append(line)
                continue
            }
            if start.lowerBound > line.startIndex { kept.append(line[..<start.lowerBound]) }
            let rest = line[start.upperBound...]
            guard let end = rest.firstIndex(of: Self.titleEnd) else {
                problems.append(Self.malformed(line: number, title: rest))
                continue
            }
            previews.append(BlockPreview(title: String(rest[..<end]), html: String(rest[rest.index(after: end)...])))
        }
        self.output = kept.joined(separator: "\n")
        self.previews = previews
        self.problems = problems
    }

    private static func malformed(line: Int, title: Substring) -> String {
        let shown = title.count > 60 ? String(title.prefix(60)) + "…" : String(title)
        return """
            line \(line) of what this block printed starts a rendered preview ("\\u{1}patterndoc-preview\\u{1}\(shown)") \
            but has no "\\u{1}" after its title, so it carries no HTML. Print a preview as one line: the marker, \
            the title, "\\u{1}", then the HTML (ComposableUI's host.preview("title") does), or print no marker.
            """
    }
}
