import Foundation

/// The generated docs folder: a `SUMMARY.md` and the pages it lists, in chapters, written
/// with deterministic pseudo-random content that resembles our docs.
struct DocsCorpus {
    /// One page: where it goes under the docs folder, and its Markdown.
    struct Page {
        var path: String
        var markdown: String
    }

    var summary: String
    var pages: [Page]

    /// A corpus of these pages.
    init(summary: String, pages: [Page]) {
        self.summary = summary
        self.pages = pages
    }

    /// `pageCount` pages of the given shape; the same seed gives the same pages, byte for byte.
    init(pageCount: Int, seed: UInt64, shape: CorpusShape = .catalogue) {
        var random = SeededGenerator(seed: seed)
        let plan = PlannedPage.plan(pageCount: pageCount, &random)
        pages = plan.indices.map { index in
            let pageSeed = seed &+ UInt64(index) &* 7_919
            switch shape {
            case .catalogue:
                var writer = PageWriter(pages: plan, index: index, seed: pageSeed)
                return Page(path: plan[index].path, markdown: writer.write())
            case .smallPages:
                var writer = SmallPageWriter(pages: plan, index: index, seed: pageSeed)
                return Page(path: plan[index].path, markdown: writer.write())
            }
        }
        summary = "# Summary\n\n" + plan.map { page in
            String(repeating: "  ", count: page.depth - 1) + "- [\(page.title)](\(page.path))\n"
        }.joined()
    }

    /// Every page one after the other, as a single Markdown text.
    var concatenated: String {
        pages.map(\.markdown).joined(separator: "\n")
    }

    /// The size of all pages, in bytes.
    var byteCount: Int {
        pages.reduce(0) { $0 + $1.markdown.utf8.count }
    }

    /// Writes `SUMMARY.md` and the pages into `folder`, creating it and its chapter folders.
    func write(to folder: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(summary.utf8).write(to: folder.appendingPathComponent("SUMMARY.md"))
        for page in pages {
            let file = folder.appendingPathComponent(page.path)
            try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(page.markdown.utf8).write(to: file)
        }
    }
}
