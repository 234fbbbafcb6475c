/// Writes one page of the small-page corpus: about 8 KB of a short article, the way many
/// packages' docs are shaped (many short pages rather than a few long ones). A title and an
/// introduction, then the planned sections with wrapped paragraphs (emphasis, code, links to
/// other pages and to sections), lists, one table, and exactly four Swift blocks: a feature,
/// its test, a program and a snippet. Where per-page costs outside cmark dominate the site
/// build, this corpus shows them.
struct SmallPageWriter {
    let pages: [PlannedPage]
    let index: Int
    var random: SeededGenerator
    private var markdown = ""

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
        let sections = page.sections
        let (feature, featureCode) = SwiftCodeWriter.feature(&random)
        let program = SwiftCodeWriter.program(of: feature, &random)
        let blocks = [
            featureCode,
            SwiftCodeWriter.test(of: feature, &random).code,
            program.code,
            SwiftCodeWriter.snippet(of: feature, &random),
        ]
        // Block n goes into the section at n/4 of the page, so that every page spreads its
        // code the same way whatever its number of sections.
        let sectionOfBlock = blocks.indices.map { $0 * sections.count / blocks.count }
        let tableSection = random.number(in: 0...(sections.count - 1))
        for (position, section) in sections.enumerated() {
            markdown += String(repeating: "#", count: section.level) + " \(section.title)\n\n"
            for _ in 0..<random.number(in: 1...2) { paragraph(sentences: 2...4) }
            if random.chance(0.3) { list() }
            if position == tableSection { table() }
            for (block, place) in zip(blocks, sectionOfBlock) where place == position {
                fence("swift", block)
                paragraph(sentences: 1...2)
            }
        }
        return markdown
    }

    private mutating func paragraph(sentences: ClosedRange<Int>) {
        markdown += prose.paragraph(sentences: sentences, &random)
    }

    private mutating func list() {
        markdown += prose.list(items: 3...4, &random)
    }

    /// A pipe table of code terms and what they do. cmark (CommonMark) has no tables, so both
    /// it and patterndoc render it as a paragraph: it is there because real pages have them.
    private mutating func table() {
        markdown += "| name | what it does | since |\n|---|---|---:|\n"
        for _ in 0..<random.number(in: 3...5) {
            let term = random.pick(Vocabulary.codeTerms)
            let what = ProseWriter.prose(4...9, &random)
            markdown += "| `\(term)` | \(what) | \(random.number(in: 1...9)).\(random.number(in: 0...9)) |\n"
        }
        markdown += "\n"
    }

    private mutating func fence(_ info: String, _ code: String) {
        markdown += "```\(info)\n\(code)```\n\n"
    }
}
