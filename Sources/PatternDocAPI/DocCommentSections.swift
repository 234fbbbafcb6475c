import PatternDocSymbols

/// A doc comment split the way DocC shows it: the abstract (its first paragraph), the
/// discussion (the rest), and the callouts DocC lays out as sections of their own:
/// `- Parameters:` with a `- name: text` item per parameter (or `- Parameter name: text`),
/// `- Returns:` and `- Throws:`.
///
/// Each part keeps, for every one of its lines, the line of the `.swift` file it came from,
/// so that a broken link or a code block in it is reported at the source's line.
///
/// ```text
/// let sections = DocCommentSections(comment)
/// sections.parameters.map(\.name)   // ["state", "action"]
/// sections.returns?.markdown        // "The child's store."
/// ```
struct DocCommentSections: Sendable {
    /// Some lines of the comment, as Markdown of their own.
    struct Part: Hashable, Sendable {
        /// The lines, without the indentation the part had in the comment.
        var lines: [String]
        /// The source line of each of `lines`, when known.
        var sourceLines: [Int?]

        /// The part's Markdown.
        var markdown: String { lines.joined(separator: "\n") }

        /// Whether the part says nothing.
        var isEmpty: Bool { lines.allSatisfy { $0.allSatisfy(\.isWhitespace) } }

        /// The source line of the part's `line` (1-based, as the Markdown's lines are counted).
        func sourceLine(ofLine line: Int) -> Int? {
            sourceLines.indices.contains(line - 1) ? sourceLines[line - 1] : nil
        }
    }

    /// The first paragraph: DocC's abstract, shown under the title and in lists.
    var abstract: Part
    /// The rest, callouts left out.
    var discussion: Part
    /// `- Parameters:` / `- Parameter name:`, in order.
    var parameters: [(name: String, text: Part)]
    /// `- Returns:`.
    var returns: Part?
    /// `- Throws:`.
    var throwsText: Part?

    /// Splits `comment`.
    init(_ comment: APISymbol.DocComment) {
        let lines = comment.lines
        let sources = comment.sourceLines.count == lines.count ? comment.sourceLines : lines.map { _ in nil }
        var rest: [(String, Int?)] = []
        var parameters: [(name: String, text: Part)] = []
        var returns: Part?
        var throwsText: Part?
        var fence: String?
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if let open = fence {
                if Self.closes(line, fence: open) { fence = nil }
                rest.append((line, sources[index]))
                index += 1
                continue
            }
            if let opened = Self.fence(opening: line) {
                fence = opened
                rest.append((line, sources[index]))
                index += 1
                continue
            }
            guard let callout = Self.callout(line) else {
                rest.append((line, sources[index]))
                index += 1
                continue
            }
            let end = Self.itemEnd(lines, after: index)
            let body = [(callout.text, sources[index])] + (index + 1..<end).map { (lines[$0], sources[$0]) }
            switch callout.tag {
            case "parameters":
                parameters += Self.parameterItems(Array(body.dropFirst()))
            case "returns":
                returns = Self.part(body)
            case "throws":
                throwsText = Self.part(body)
            default:
                parameters.append((callout.tag.dropFirst("parameter ".count).trimmingCharacters(in: .whitespaces), Self.part(body)))
            }
            index = end
        }
        // The abstract is the first paragraph, when the comment starts with one.
        let start = rest.firstIndex { !$0.0.allSatisfy(\.isWhitespace) } ?? rest.endIndex
        var abstractEnd = start
        if start < rest.endIndex, Self.startsParagraph(rest[start].0) {
            abstractEnd = rest[start...].firstIndex { $0.0.allSatisfy(\.isWhitespace) } ?? rest.endIndex
        }
        abstract = Self.part(Array(rest[start..<abstractEnd]))
        discussion = Self.part(Array(rest[abstractEnd...]))
        self.parameters = parameters
        self.returns = returns
        self.throwsText = throwsText
    }

    /// `- Parameters:`, `- Parameter x:`, `- Returns:`, `- Throws:` at the start of a list item
    /// (any case, as DocC accepts), with the text after the colon.
    private static func callout(_ line: String) -> (tag: String, text: String)? {
        let indent = line.prefix { $0 == " " }.count
        guard indent <= 3 else { return nil }
        var rest = line.dropFirst(indent)
        guard let marker = rest.first, "-*+".contains(marker) else { return nil }
        rest = rest.dropFirst()
        guard rest.first == " " else { return nil }
        rest = rest.drop { $0 == " " }
        guard let colon = rest.firstIndex(of: ":") else { return nil }
        let tag = rest[..<colon].lowercased().split(separator: " ").joined(separator: " ")
        let isParameter = tag.hasPrefix("parameter ") && tag.split(separator: " ").count == 2
        guard ["parameters", "returns", "throws"].contains(tag) || isParameter else { return nil }
        // The parameter's name keeps its case.
        let written = isParameter ? "parameter " + rest[..<colon].split(separator: " ")[1] : tag
        return (written, String(rest[rest.index(after: colon)...]).trimmingCharacters(in: .whitespaces))
    }

    /// Where the list item starting at `start` ends: at the next line that starts another item
    /// at the same level or less, or at a blank line that the item's indented text does not
    /// continue after.
    private static func itemEnd(_ lines: [String], after start: Int) -> Int {
        let indent = lines[start].prefix { $0 == " " }.count
        var index = start + 1
        while index < lines.count {
            let line = lines[index]
            let lineIndent = line.prefix { $0 == " " }.count
            if line.allSatisfy(\.isWhitespace) {
                guard let next = lines[index...].firstIndex(where: { !$0.allSatisfy(\.isWhitespace) }),
                      lines[next].prefix(while: { $0 == " " }).count > indent
                else { return index }
                index = next
                continue
            }
            if lineIndent <= indent, isListItem(line) { return index }
            index += 1
        }
        return index
    }

    /// The `- name: text` items of a `- Parameters:` callout.
    private static func parameterItems(_ lines: [(String, Int?)]) -> [(name: String, text: Part)] {
        var items: [(name: String, text: Part)] = []
        var index = 0
        let texts = lines.map(\.0)
        while index < lines.count {
            let line = texts[index]
            guard isListItem(line) else {
                index += 1
                continue
            }
            let end = itemEnd(texts, after: index)
            let item = line.drop { $0 == " " }.dropFirst().drop { $0 == " " }
            guard let colon = item.firstIndex(of: ":") else {
                index = end
                continue
            }
            let name = item[..<colon].trimmingCharacters(in: .whitespaces)
            let first = String(item[item.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            items.append((name, part([(first, lines[index].1)] + Array(lines[index + 1..<end]))))
            index = end
        }
        return items
    }

    /// Lines as a part: the indentation all but the first share removed (the first is the text
    /// after a callout's colon, or starts a paragraph), blank lines at the end dropped.
    private static func part(_ lines: [(String, Int?)]) -> Part {
        var lines = lines
        while let last = lines.last, last.0.allSatisfy(\.isWhitespace) { lines.removeLast() }
        let indents = lines.dropFirst().filter { !$0.0.allSatisfy(\.isWhitespace) }.map { $0.0.prefix { $0 == " " }.count }
        let common = indents.min() ?? 0
        let texts = lines.enumerated().map { index, line in
            index == 0 ? line.0 : String(line.0.dropFirst(min(common, line.0.prefix { $0 == " " }.count)))
        }
        return Part(lines: texts, sourceLines: lines.map(\.1))
    }

    private static func isListItem(_ line: String) -> Bool {
        let rest = line.drop { $0 == " " }
        guard let marker = rest.first, "-*+".contains(marker) else { return false }
        return rest.dropFirst().first == " "
    }

    /// Whether the line starts a paragraph rather than a heading, list, quote or code block.
    private static func startsParagraph(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " }
        guard line.count - trimmed.count < 4, let first = trimmed.first else { return false }
        return !"#>`~|".contains(first) && !isListItem(line)
    }

    /// The fence a line opens (three or more backticks or tildes), when it opens one.
    private static func fence(opening line: String) -> String? {
        let trimmed = line.drop { $0 == " " }
        guard line.count - trimmed.count <= 3, let marker = trimmed.first, marker == "`" || marker == "~" else { return nil }
        let fence = String(trimmed.prefix { $0 == marker })
        return fence.count >= 3 ? fence : nil
    }

    private static func closes(_ line: String, fence: String) -> Bool {
        let trimmed = line.drop { $0 == " " }
        return trimmed.hasPrefix(fence) && trimmed.drop { $0 == fence.first }.allSatisfy(\.isWhitespace)
    }
}
