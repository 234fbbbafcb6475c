/// Writes one page of the corpus: a title, an introduction, then its planned sections, each
/// with wrapped paragraphs (emphasis, code, links to other pages and to sections), sometimes a
/// list or a quote, and code blocks, most of them Swift.
struct PageWriter {
    let pages: [PlannedPage]
    let index: Int
    var random: SeededGenerator
    private var markdown = ""
    /// The last feature the page defined, which its tests and programs exercise.
    private var feature: SwiftCodeWriter.Feature?

    init(pages: [PlannedPage], index: Int, seed: UInt64) {
        self.pages = pages
        self.index = index
        random = SeededGenerator(seed: seed)
    }

    private var page: PlannedPage { pages[index] }

    /// The page's Markdown.
    mutating func write() -> String {
        markdown = "# \(page.title)\n\n"
        paragraph(sentences: 2...4)
        for section in page.sections {
            markdown += String(repeating: "#", count: section.level) + " \(section.title)\n\n"
            for _ in 0..<random.number(in: 1...2) { paragraph(sentences: 2...4) }
            if random.chance(0.35) { list() }
            if random.chance(0.1) { quote() }
            let blocks = section.level == 2 ? random.number(in: 2...4) : random.number(in: 0...2)
            for _ in 0..<blocks {
                codeBlock()
                if random.chance(0.4) { paragraph(sentences: 1...2) }
            }
        }
        return markdown
    }

    private mutating func paragraph(sentences: ClosedRange<Int>) {
        let words = (0..<random.number(in: sentences)).flatMap { _ in sentence() }
        markdown += wrapped(words, prefix: "") + "\n"
    }

    private mutating func list() {
        let ordered = random.chance(0.3)
        for number in 1...random.number(in: 3...6) {
            let marker = ordered ? "\(number). " : "- "
            let words = [random.pick(Vocabulary.listLeads)] + sentence().dropFirst()
            markdown += marker + wrapped(words, prefix: String(repeating: " ", count: marker.count)).dropFirst(marker.count)
        }
        markdown += "\n"
    }

    private mutating func quote() {
        markdown += wrapped(["**Note:**"] + sentence() + sentence(), prefix: "> ") + "\n"
    }

    /// A sentence as words and inline markup, each kept whole when lines are wrapped.
    private mutating func sentence() -> [String] {
        var words: [String] = []
        for _ in 0..<random.number(in: 8...18) {
            let roll = Double.random(in: 0..<1, using: &random)
            switch roll {
            case ..<0.04: words.append("*\(prose(1...2))*")
            case ..<0.06: words.append("**\(prose(1...2))**")
            case ..<0.12: words.append("`\(random.pick(Vocabulary.codeTerms))`")
            case ..<0.15: words.append(link(anchored: false))
            case ..<0.165: words.append(link(anchored: true))
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

    private mutating func prose(_ count: ClosedRange<Int>) -> String {
        (0..<random.number(in: count)).map { _ in random.pick(Vocabulary.prose) }.joined(separator: " ")
    }

    /// A link to another page, by its title, or to one of its sections.
    private mutating func link(anchored: Bool) -> String {
        var target = random.number(in: 0...(pages.count - 1))
        if target == index, pages.count > 1 { target = (target + 1) % pages.count }
        let other = pages[target]
        let destination = page.link(to: other)
        guard anchored else { return "[\(other.title.lowercased())](\(destination))" }
        let section = random.pick(other.sections)
        return "[\(section.title.lowercased())](\(destination)#\(section.anchor))"
    }

    /// The words joined into lines of at most about 100 columns, each line after `prefix`.
    private func wrapped(_ words: [String], prefix: String) -> String {
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

    /// A fenced block: a feature, its test, a program with its output, a snippet, setup code,
    /// or a block in another language, in about the mix of our docs.
    private mutating func codeBlock() {
        let roll = Double.random(in: 0..<1, using: &random)
        guard let feature, roll >= 0.25 else {
            let (feature, code) = SwiftCodeWriter.feature(&random)
            self.feature = feature
            fence("swift", code)
            return
        }
        switch roll {
        case ..<0.45:
            fence("swift test", SwiftCodeWriter.test(of: feature, &random).code)
        case ..<0.62:
            let program = SwiftCodeWriter.program(of: feature, &random)
            fence("swift output", program.code)
            markdown += "It prints:\n\n"
            fence("text", program.output)
        case ..<0.87:
            fence("swift", SwiftCodeWriter.snippet(of: feature, &random))
        case ..<0.93:
            fence("swift hidden", "extension \(feature.name).State {\n    static let preview = Self()\n}\n")
        default:
            fence(random.pick(["sh", "text"]), "swift build -c release\nswift test --filter \(feature.name)Tests\n")
        }
    }

    private mutating func fence(_ info: String, _ code: String) {
        markdown += "```\(info)\n\(code)```\n\n"
    }
}
