import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocExtract
@testable import PatternDocLoad
@testable import PatternDocRender
@testable import PatternDocSite

/// `Fixtures/Shapes` has a DocC catalog shaped like real ones: a root page, articles and an
/// extension page in folders, directives, DocC links, asides, an image found by name, and a
/// snippet from the package's `Snippets/` folder.
@Suite struct DocCCatalogTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Shapes").path
    static let catalog = "Sources/Shapes/Shapes.docc"

    static func load() throws -> LoadedDocs {
        try DocsLoader.load(docs: "\(package)/\(catalog)", packageRoot: package)
    }

    @Test func theRootPageComesFirstThenTheTopicsDepthFirst() throws {
        let docs = try Self.load()
        #expect(docs.chapters.map(\.page) == [
            "\(Self.catalog)/Shapes.md",
            "\(Self.catalog)/Articles/GettingStarted.md",
            "\(Self.catalog)/Articles/Drawing.md",
            "\(Self.catalog)/Extensions/Circle.md",
        ])
        #expect(docs.chapters.map(\.depth) == [0, 1, 1, 1])
        #expect(docs.pages.map(\.title) == ["Shapes", "Getting started", "Drawing shapes", "Circle"])
        #expect(docs.catalog?.module == "Shapes")
    }

    @Test func linksNameArticlesSymbolsAndImagesTheWayDocCDoes() throws {
        let catalog = try #require(try Self.load().catalog)
        #expect(catalog.page(forDocLink: "doc:GettingStarted") == "\(Self.catalog)/Articles/GettingStarted.md")
        #expect(catalog.page(forDocLink: "doc:Shapes/Drawing#Tabs") == "\(Self.catalog)/Articles/Drawing.md")
        #expect(catalog.page(forDocLink: "doc://org.example.Shapes/documentation/Shapes/Drawing") == "\(Self.catalog)/Articles/Drawing.md")
        #expect(catalog.page(forSymbol: "Shapes/Circle") == "\(Self.catalog)/Extensions/Circle.md")
        #expect(catalog.page(forSymbol: "Circle-swift.struct") == "\(Self.catalog)/Extensions/Circle.md")
        #expect(catalog.page(forSymbol: "Square") == nil)
        #expect(catalog.resource(named: "square") == "Resources/square.png")
        #expect(catalog.resource(named: "square.png") == "Resources/square.png")
    }

    @Test func directivesAreRewrittenAndTheSnippetIsReadFromSnippets() throws {
        let docs = try Self.load()
        let drawing = try #require(docs.pages.first { $0.path.hasSuffix("Drawing.md") })
        let original = try String(contentsOfFile: "\(Self.package)/\(drawing.path)", encoding: .utf8)
        #expect(drawing.markdown.split(separator: "\n", omittingEmptySubsequences: false).count
            == original.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(!drawing.markdown.split(separator: "\n").contains { $0.hasPrefix("@") || $0.hasPrefix("    @") })
        #expect(!drawing.markdown.contains("A note for the authors"))
        let snippet = try #require(drawing.snippets.first)
        #expect(snippet.file == "Snippets/Areas.swift")
        #expect(snippet.shownCode == "let shapes: [any Shape] = [Square(side: unit), Square(side: 2)]\nprint(totalArea(shapes))\n// Prints \"5.0\"\n")
        let blocks = try blocksWithoutProblems(of: drawing)
        let last = try #require(blocks.last)
        #expect(last.sourceFile == "Snippets/Areas.swift")
        #expect(last.codeLine == 1)
        #expect(last.fenceLine == snippet.line)
        #expect(blocks.filter { $0.attributes.isSwift }.count == 8)
    }

    @Test func aMissingSnippetIsAnErrorAtItsLineThatCostsNoOtherPage() throws {
        let scratch = try DocsFolderScratch(files: [
            "Package/Sources/A/A.docc/A.md": "# ``A``\n\n@Snippet(path: \"A/Snippets/Nope\")\n",
            "Package/Sources/A/A.docc/Other.md": "# Other\n",
        ])
        defer { scratch.remove() }
        let loaded = try scratch.load(docs: "Package/Sources/A/A.docc")
        #expect(loaded.pages.count == 2)
        #expect(loaded.unreadable.map(\.description) == [
            "Sources/A/A.docc/A.md:3: error: @Snippet(path: \"A/Snippets/Nope\") names Snippets/Nope.swift, which does not exist "
                + "Snippets live in the package's Snippets/ folder; write the path as \"<package>/Snippets/<name>\" without .swift.",
        ])
    }

    @Test func theSiteShowsLinksSymbolsAsidesTabsImagesAndTheSnippet() throws {
        let docs = try Self.load()
        var blocks: [String: [CodeBlock]] = [:]
        for page in docs.pages { blocks[page.path] = try blocksWithoutProblems(of: page) }
        let links = try #require(DocCLinks(docs))
        let page = { (name: String) in docs.pages.first { $0.path.hasSuffix(name) }! }

        let started = PageRenderer.render(page("GettingStarted.md"), blocks: blocks[page("GettingStarted.md").path]!, docC: links)
        #expect(started.bodyHTML.contains(#"<a href="Drawing.html">Drawing shapes</a>"#))
        #expect(started.bodyHTML.contains(#"<a class="symbol" href="../Extensions/Circle.html"><code>area</code></a>"#) == false)
        #expect(started.bodyHTML.contains(#"<code class="symbol" title="Circle/area">area</code>"#))
        #expect(started.bodyHTML.contains(#"<code class="symbol" title="totalArea(_:)">totalArea(_:)</code>"#))
        #expect(started.bodyHTML.contains(#"<aside class="aside aside-important" aria-label="Important">"#))
        #expect(started.bodyHTML.contains(#"<p class="aside-title">Warning</p>"#))
        #expect(!started.bodyHTML.contains("Important:"))

        let root = PageRenderer.render(page("Shapes.md"), blocks: blocks[page("Shapes.md").path]!, docC: links)
        #expect(root.bodyHTML.contains(#"<a class="symbol" href="Extensions/Circle.html"><code>Circle</code></a>"#))
        #expect(root.bodyHTML.contains(#"<a href="Articles/GettingStarted.html">Getting started</a>"#))
        #expect(root.links.map(\.target).contains("Articles/GettingStarted.md"))

        let drawing = PageRenderer.render(page("Drawing.md"), blocks: blocks[page("Drawing.md").path]!, docC: links)
        #expect(drawing.bodyHTML.contains(#"<h4 id="circle">"#))
        #expect(drawing.bodyHTML.contains(#"<img src="../Resources/square.png" alt="A square, drawn" />"#))
        #expect(drawing.bodyHTML.contains(#"<p class="snippet-file"><code>Snippets/Areas.swift</code></p>"#))
        #expect(drawing.bodyHTML.contains(#"<figure class="code" id="block-7">"#))
        #expect(!drawing.bodyHTML.contains("snippet.hide"))
        #expect(!drawing.bodyHTML.contains("@Row") && !drawing.bodyHTML.contains("@Tab") && !drawing.bodyHTML.contains("\u{E000}"))
    }

    @Test func aDocLinkToNoPageIsABrokenLinkAtItsLine() throws {
        let scratch = try DocsFolderScratch(files: [
            "Package/Sources/A/A.docc/A.md": "# ``A``\n\nSee <doc:Missing>.\n",
        ])
        defer { scratch.remove() }
        let docs = try scratch.load(docs: "Package/Sources/A/A.docc")
        #expect(throws: DocErrors.self) { try SiteBuilder.build(siteInput(docs)) }
        do {
            _ = try SiteBuilder.build(siteInput(docs))
        } catch let errors as DocErrors {
            #expect(errors.errors.map(\.description).first?.hasPrefix("Sources/A/A.docc/A.md:3: error: the link <doc:Missing> names no page of the catalog.") == true)
        }
    }
}
