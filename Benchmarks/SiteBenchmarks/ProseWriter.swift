/// Writes the prose of a generated page, the same way for every corpus: sentences of words and
/// inline markup (emphasis, code, links to other pages, to their sections and to the page's
/// own), wrapped paragraphs and lists. Every choice is drawn from the caller's generator, in
/// order, so a page is the same for the same seed.
struct ProseWriter {
    let pages: [PlannedPage]
    let index: Int

    private var page: PlannedPage { pages[index] }

    /// A paragraph of `sentences` sentences, wrapped, followed by a blank line.
    func paragraph(sentences: ClosedRange<Int>, _ random: inout SeededGenerator) -> String {
        let words = (0..<random.number(in: sentences)).flatMap { _ in sentence(&random) }
        return Self.wrapped(words, prefix: "") + "\n"
    }

    /// A bulleted or numbered list of `items` items, each a sentence, followed by a blank line.
    func list(items: ClosedRange<Int>, _ random: inout SeededGenerator) -> String {
        let ordered = random.chance(0.3)
        var markdown = ""
        for number in 1...random.number(in: items) {
            let marker = ordered ? "\(number). " : "- "
            let words = [random.pick(Vocabulary.listLeads)] + sentence(&random).dropFirst()
            markdown += marker + Self.wrapped(words, prefix: String(repeating: " ", count: marker.count)).dropFirst(marker.count)
        }
        return markdown + "\n"
    }

    /// A sentence as words and inline markup, each kept whole when lines are wrapped.
    func sentence(_ random: inout SeededGenerator) -> [String] {
        var words: [String] = []
        for _ in 0..<random.number(in: 8...18) {
            let roll = Double.random(in: 0..<1, using: &random)
            switch roll {
            case ..<0.04: words.append("*\(Self.prose(1...2, &random))*")
            case ..<0.06: words.append("**\(Self.prose(1...2, &random))**")
            case ..<0.12: words.append("`\(random.pick(Vocabulary.codeTerms))`")
            case ..<0.15: words.append(link(anchored: false, &random))
            case ..<0.165: words.append(link(anchored: true, &random))
            case ..<0.175:
                let section = random.pick(page.sections)
                words.append("[\(section.title.lowercased())](#\(section.anchor))")
            default: words.append(random.pick(Vocabulary.prose))
            }
        }
        words[0] = words[0].prefix(1).uppercased() + words[0].dropFirst()
        words[words.count - 1] += random.chance(0.1) ? ":" : "."
        return words
    }

    /// `count` plain words.
    static func prose(_ count: ClosedRange<Int>, _ random: inout SeededGenerator) -> String {
        (0..<random.number(in: count)).map { _ in random.pick(Vocabulary.prose) }.joined(separator: " ")
    }

    /// A link to another page, by its title, or to one of its sections.
    private func link(anchored: Bool, _ random: inout SeededGenerator) -> String {
        var target = random.number(in: 0...(pages.count - 1))
        if target == index, pages.count > 1 { target = (target + 1) % pages.count }
        let other = pages[target]
        let destination = page.link(to: other)
        guard anchored else { return "[\(other.title.lowercased())](\(destination))" }
        let section = random.pick(other.sections)
        return "[\(section.title.lowercased())](\(destination)#\(section.anchor))"
    }

    /// The words joined into lines of at most about 100 columns, each line after `prefix`.
    static func wrapped(_ words: [String], prefix: String) -> String {
        var text = ""
        var line = prefix
        for word in words {
            if line.count > prefix.count, line.count + 1 + word.count > 100 {
                text += line + "\n"
                line = prefix
            }
            line += line.count > prefix.count ? " " + word : word
        }
        return text + line + "\n"
    }
}
