import Foundation

/// The generated corpus written out for the whole-process benchmark (`Scripts/bench-site.sh`),
/// once per tool that renders it, so that every tool reads the same pages:
///
/// - `package/`: a package with one empty library and the pages in `Docs/`, every Swift fence marked
///   `skip`, so that `patterndoc build --package package` verifies nothing and only renders;
/// - `all-pages.md`: the pages joined, for one `cmark` process;
/// - `Corpus.docc/`: the pages as articles of one DocC catalog, for `docc convert`;
/// - `hugo/`: the pages as a Hugo site whose every page lists every page, as our sidebar does.
struct CorpusFolder {
    let corpus: DocsCorpus

    /// Writes the four inputs into `folder`, which must not exist yet or be empty.
    func write(to folder: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let skipped = DocsCorpus(summary: corpus.summary, pages: corpus.pages.map { page in
            DocsCorpus.Page(path: page.path, markdown: Self.skippingSwift(page.markdown))
        })

        let package = folder.appendingPathComponent("package")
        try manager.createDirectory(at: package, withIntermediateDirectories: true)
        try write(Self.manifest, to: package.appendingPathComponent("Package.swift"))
        try write("/// The benchmark corpus documents no code.\npublic enum Corpus {}\n",
            to: package.appendingPathComponent("Sources/Corpus/Corpus.swift"))
        try skipped.write(to: package.appendingPathComponent("Docs"))

        try write(skipped.concatenated, to: folder.appendingPathComponent("all-pages.md"))

        let catalog = folder.appendingPathComponent("Corpus.docc")
        try manager.createDirectory(at: catalog, withIntermediateDirectories: true)
        try write("# Corpus\n\n@Metadata {\n    @TechnologyRoot\n}\n\nThe generated pages, as articles.\n",
            to: catalog.appendingPathComponent("Corpus.md"))
        for page in skipped.pages {
            // Article names must be unique across the catalog: `Scoping/Lesson03.md` becomes
            // `Scoping-Lesson03.md`.
            try write(page.markdown, to: catalog.appendingPathComponent(page.path.replacingOccurrences(of: "/", with: "-")))
        }

        let hugo = folder.appendingPathComponent("hugo")
        try write("baseURL = \"/\"\ntitle = \"Corpus\"\ndisableKinds = [\"taxonomy\", \"term\", \"RSS\", \"sitemap\"]\n",
            to: hugo.appendingPathComponent("hugo.toml"))
        try write(Self.hugoLayout, to: hugo.appendingPathComponent("layouts/_default/single.html"))
        try write(Self.hugoLayout, to: hugo.appendingPathComponent("layouts/_default/list.html"))
        for (index, page) in skipped.pages.enumerated() {
            let title = page.markdown.prefix { $0 != "\n" }.dropFirst(2).replacingOccurrences(of: "\"", with: "'")
            try write("---\ntitle: \"\(title)\"\nweight: \(index + 1)\n---\n\n" + page.markdown,
                to: hugo.appendingPathComponent("content/" + page.path))
        }
    }

    /// Every Swift fence as `swift skip(...)`: nothing is compiled, every block is still shown
    /// with its badge. Other fences stay as written.
    static func skippingSwift(_ markdown: String) -> String {
        markdown.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix("```swift") ? "```swift skip(\"benchmark corpus: rendering only\")" : String(line)
        }.joined(separator: "\n")
    }

    /// The package's manifest: one library, so that the doc workspace has something to build.
    private static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Corpus",
            products: [.library(name: "Corpus", targets: ["Corpus"])],
            targets: [.target(name: "Corpus")]
        )

        """

    /// One Hugo page: its content below the list of every page of the site, in weight order.
    private static let hugoLayout = """
        <!DOCTYPE html>
        <html><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
        <body>
        <nav><ul>{{ range .Site.RegularPages.ByWeight }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></nav>
        <main>{{ .Content }}</main>
        </body></html>

        """

    private func write(_ text: String, to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }
}
