import PatternDoc
import PatternDocRender

/// A page of the corpus as decided before any page is written: where it goes, what it is
/// called and which headings it has, so that every page can link to any other and to its
/// sections.
struct PlannedPage {
    /// One `##` or `###` heading and the id the site gives it.
    struct Section {
        var level: Int
        var title: String
        var anchor: String
    }

    /// Relative to the docs folder: `Scoping.md`, `Scoping/Lesson07.md`.
    var path: String
    var title: String
    /// How deeply `SUMMARY.md` nests it: 1 for a chapter, 2 for a lesson inside one.
    var depth: Int
    var sections: [Section]

    /// The pages in reading order: chapters of about 50 pages, each a chapter page at the top
    /// of the docs folder and its lessons in a folder named like it.
    static func plan(pageCount: Int, _ random: inout SeededGenerator) -> [PlannedPage] {
        let chapterCount = max(1, (pageCount + 49) / 50)
        let perChapter = (pageCount + chapterCount - 1) / chapterCount
        return (0..<pageCount).map { index in
            let chapter = index / perChapter
            let position = index % perChapter
            let topics = Vocabulary.topics
            let chapterName = topics[chapter % topics.count]
                + (chapter >= topics.count ? "\(chapter / topics.count + 1)" : "")
            let title = position == 0 ? chapterName : phrase(&random)
            return PlannedPage(
                path: position == 0
                    ? "\(chapterName).md"
                    : "\(chapterName)/Lesson\(position < 10 ? "0" : "")\(position).md",
                title: title,
                depth: position == 0 ? 1 : 2,
                sections: sections(under: title, &random)
            )
        }
    }

    /// Three to six `##` sections, each with up to two `###` ones, titled differently enough
    /// that no two share an id (the page's `#` title keeps its own).
    private static func sections(under title: String, _ random: inout SeededGenerator) -> [Section] {
        var taken: Set<String> = [Slugger.baseSlug(title)]
        var sections: [Section] = []
        func add(level: Int) {
            while true {
                let heading = random.chance(0.25) ? random.pick(Vocabulary.plainHeadings) : phrase(&random)
                let anchor = Slugger.baseSlug(heading)
                guard taken.insert(anchor).inserted else { continue }
                sections.append(Section(level: level, title: heading, anchor: anchor))
                return
            }
        }
        for _ in 0..<random.number(in: 3...6) {
            add(level: 2)
            for _ in 0..<random.number(in: 0...1) { add(level: 3) }
        }
        return sections
    }

    /// A heading or title: "Scoping child state".
    private static func phrase(_ random: inout SeededGenerator) -> String {
        "\(random.pick(Vocabulary.verbs)) \(random.pick(Vocabulary.objects))"
    }

    /// The folder the page is in, relative to the docs folder: `""` or `Scoping`.
    var folder: String {
        path.split(separator: "/").dropLast().joined(separator: "/")
    }

    /// How a link on this page reaches `other`: `Lesson03.md`, `../Effects.md`, `Effects/Lesson12.md`.
    func link(to other: PlannedPage) -> String {
        if folder == other.folder { return String(other.path.split(separator: "/").last!) }
        return folder.isEmpty ? other.path : "../" + other.path
    }
}
