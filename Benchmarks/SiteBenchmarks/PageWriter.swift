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

    private let prose: ProseWriter

    init(pages: [PlannedPage], index: Int, seed: UInt64) {
        self.pages = pages
        self.index = index
        random = SeededGenerator(seed: seed)
        prose = ProseWriter(pages: pages, index: index)
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
        markdown += prose.paragraph(sentences: sentences, &random)
    }

    private mutating func list() {
        markdown += prose.list(items: 3...6, &random)
    }

    private mutating func quote() {
        let words = ["**Note:**"] + prose.sentence(&random) + prose.sentence(&random)
        markdown += ProseWriter.wrapped(words, prefix: "> ") + "\n"
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
