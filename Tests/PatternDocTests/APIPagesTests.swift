import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocAPI
@testable import PatternDocExtract
@testable import PatternDocLayout
@testable import PatternDocLoad
@testable import PatternDocModel
@testable import PatternDocPackage
@testable import PatternDocRender
@testable import PatternDocReport
@testable import PatternDocSite
@testable import PatternDocSymbols

/// `Fixtures/APIPages` holds the symbol graphs the toolchain wrote for a small package, `Shop`:
/// a `Cart` struct with overloads, a parameter list, a `Returns:` and a `Throws:`, an `Item`
/// conforming to a `Priced` protocol, an enum, a top-level function, and an extension on
/// `Swift.Array`. The site is built from them without running the toolchain.
@Suite struct APIPagesTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/APIPages").path

    static func reference() throws -> APIReference {
        try SymbolGraphLoader.load(modules: ["Shop"], from: folder, packageRoot: "/pkg")
    }

    /// A site of one page, `Docs/Guide.md`, with `markdown`, and the Shop API unless `api` is
    /// false; `prepare` may change the input (its report, its doc-comment blocks) first.
    static func site(
        _ markdown: String = "# Guide\n",
        api: Bool = true,
        prepare: (inout SiteInput) throws -> Void = { _ in }
    ) throws -> SiteBuilder.Output {
        let page = DocPage(path: "Docs/Guide.md", title: "Guide", markdown: markdown)
        var input = siteInput(LoadedDocs(pages: [page], folder: "Docs"))
        if api {
            let reference = try reference()
            input.api = reference
            input.commentBlocks = commentBlocks(reference)
        }
        try prepare(&input)
        return try SiteBuilder.build(input)
    }

    /// The blocks of the fixture's doc comments as the prepare stage extracts them: the fixture
    /// holds the symbol graphs but not the `.swift` files, so each file's doc-comment page is
    /// laid out from its comments' lines, line N of the page at line N of the file.
    static func commentBlocks(_ reference: APIReference) -> [String: [CodeBlock]] {
        var lines: [String: [Int: String]] = [:]
        for symbol in reference.symbols {
            guard let comment = symbol.documentation, let file = comment.file else { continue }
            for (text, line) in zip(comment.lines, comment.sourceLines) {
                if let line { lines[file, default: [:]][line] = text }
            }
        }
        return Dictionary(uniqueKeysWithValues: lines.map { file, byLine in
            let markdown = (1...(byLine.keys.max() ?? 1)).map { byLine[$0] ?? "" }.joined(separator: "\n") + "\n"
            return (file, CodeBlockExtractor.extractEachBlock(from: DocPage(path: file, title: file, markdown: markdown)).blocks)
        })
    }

    static let cartFile = "Sources/Shop/Cart.swift"

    static func problems(_ markdown: String) -> [String] {
        do {
            _ = try site(markdown)
            return []
        } catch let error as DocErrors {
            return error.errors.map(\.description)
        } catch {
            return ["unexpected \(error)"]
        }
    }

    @Test func theSiteHasAnIndexAModulePageAndAPagePerType() throws {
        let site = try Self.site()
        for path in ["api/index.html", "api/Shop.html", "api/Shop/Cart.html", "api/Shop/Item.html", "api/Shop/CartError.html",
                     "api/Shop/Priced.html", "api/Shop/Extensions/Swift.Array.html"] {
            #expect(site.files[path] != nil, "\(path) is missing")
        }
        let module = site.text("api/Shop.html")
        #expect(module.contains(#"<a href="../api/Shop/Cart.html"><code>Cart</code></a>"#))
        #expect(module.contains(#"id="makeCart(_:)""#))
        #expect(module.contains(#"<a href="../api/Shop/Extensions/Swift.Array.html"><code>Swift.Array</code></a>"#))
    }

    @Test func aTypePageListsItsMembersByTopicEachAtAnAnchor() throws {
        let cart = try Self.site().text("api/Shop/Cart.html")
        #expect(cart.contains("<p class=\"api-eyebrow\">Structure · Shop</p>"))
        for topic in ["Initializers", "Instance Properties", "Instance Methods", "Default Implementations"] {
            #expect(cart.contains(">\(topic)</h2>"), "no \(topic)")
        }
        #expect(cart.contains(#"<section class="api-member" id="add(_:quantity:)">"#))
        #expect(cart.contains(#"<section class="api-member" id="items">"#))
        // Topics come in DocC's order.
        let initializers = try #require(cart.range(of: ">Initializers</h2>"))
        let methods = try #require(cart.range(of: ">Instance Methods</h2>"))
        #expect(initializers.lowerBound < methods.lowerBound)
    }

    @Test func overloadsShareOneEntryAndEachHasItsOwnAnchor() throws {
        let reference = try Self.reference()
        let cart = try Self.site().text("api/Shop/Cart.html")
        #expect(cart.contains(#"<section class="api-member" id="find(_:)">"#))
        for overload in reference.symbols(at: "Cart/find(_:)") {
            #expect(cart.contains("<div class=\"api-overload\" id=\"find(_:)-\(DocCHash.of(overload.id))\">"))
        }
        #expect(cart.components(separatedBy: "id=\"find(_:)\"").count == 2)
    }

    @Test func declarationsAreHighlightedAndLinkTheTypesTheyName() throws {
        let cart = try Self.site().text("api/Shop/Cart.html")
        #expect(cart.contains(#"<span class=k>func</span>"#))
        #expect(cart.contains(#"<a class="type-link" href="../../api/Shop/Item.html"><span class=t>Item</span></a>"#))
    }

    @Test func parametersReturnsAndThrowsAreSectionsOfTheirOwn() throws {
        let cart = try Self.site().text("api/Shop/Cart.html")
        let add = try #require(cart.components(separatedBy: #"id="add(_:quantity:)""#).dropFirst().first)
        let member = add.components(separatedBy: "</section>\n<section class=\"api-member\"").first ?? add
        #expect(member.contains("<h4>Parameters</h4>"))
        #expect(member.contains("<dt><code>item</code></dt>\n<dd><p>The item to add.</p>\n</dd>"))
        #expect(member.contains("<dt><code>quantity</code></dt>\n<dd><p>How many of it; at least 1.</p>\n</dd>"))
        #expect(member.contains("<h4>Return Value</h4>\n<p>The cart’s new item count.</p>") || member.contains("<h4>Return Value</h4>\n<p>The cart's new item count.</p>"))
        #expect(member.contains("<h4>Throws</h4>"))
        // The callouts are sections, not list items of the discussion.
        #expect(!member.contains("<li>Parameters:"))
        // A single `- Parameter index:` is laid out the same way.
        #expect(cart.contains("<dt><code>index</code></dt>"))
    }

    @Test func symbolLinksInDocCommentsResolveRelativeToTheSymbol() throws {
        let cart = try Self.site().text("api/Shop/Cart.html")
        // `Cart`'s comment says ``add(_:quantity:)`` and ``Item``; `add`'s says ``CartError/soldOut``.
        #expect(cart.contains(#"<a class="symbol" href="../../api/Shop/Cart.html#add(_:quantity:)"><code>add(_:quantity:)</code></a>"#))
        #expect(cart.contains(#"<a class="symbol" href="../../api/Shop/Item.html"><code>Item</code></a>"#))
        #expect(cart.contains(#"<a class="symbol" href="../../api/Shop/CartError.html#soldOut"><code>soldOut</code></a>"#))
    }

    @Test func codeBlocksInDocCommentsAreCodeFiguresWithABadgeHook() throws {
        let cart = try Self.site().text("api/Shop/Cart.html")
        #expect(cart.contains(#"<figure class="code" id="top-block-0">"#))
        #expect(cart.contains(#"<span class=k>var</span> cart"#))
        #expect(cart.contains("swift, not verified</span>"))
    }

    @Test func aDocCommentBlockGetsTheBadgeOfTheReportEntryOfItsPreparedBlock() throws {
        let prepared = try #require(Self.commentBlocks(try Self.reference())[Self.cartFile]?.first)
        // The entry names the block by page and index, as the report does; its line is not the
        // fence's, so that a block found by file and line would miss it.
        let entry = BlockReport(
            page: Self.cartFile, line: prepared.fenceLine + 100, index: prepared.index, kind: .compiled, isHidden: false, status: .passed
        )
        let cart = try Self.site {
            $0.report = VerificationReport(dependencyHash: "", pages: [], blocks: [entry], problems: [], seconds: 0)
        }.text("api/Shop/Cart.html")
        let anchor = BlockBadge.anchor(page: Self.cartFile, line: prepared.fenceLine + 100)
        #expect(cart.contains("class=\"badge badge-compiled\" href=\"../../verification.html#\(anchor)\""))
        #expect(!cart.contains("swift, not verified</span>"))
    }

    @Test func aDocCommentBlockIsShownAsItsPreparedBlockSaysNotAsItsCommentReadsAgain() throws {
        let cart = try Self.site { input in
            // The prepare stage's block says hidden; the comment's fence does not.
            input.commentBlocks[Self.cartFile]?[0].attributes.isHidden = true
        }.text("api/Shop/Cart.html")
        #expect(!cart.contains(#"id="top-block-0""#))
        #expect(!cart.contains(#"<span class=k>var</span> cart"#))
    }

    @Test func aCommentIsNotExtractedAgainWhenItsFileHasNoPreparedBlocks() throws {
        let cart = try Self.site { $0.commentBlocks = [:] }.text("api/Shop/Cart.html")
        #expect(cart.contains(#"<span class=k>var</span> cart"#))
        #expect(!cart.contains("not verified</span>"))
    }

    @Test func aPartOfACommentGetsTheBlocksWhoseFencesAreOnItsLinesNumberedAfresh() throws {
        let file = "Sources/M/F.swift"
        // Lines 3-5: a plain fence; lines 7-9: a Swift one.
        var page = DocPage(path: file, title: file, markdown: "\n\n```\nlet a = 1\n```\n\n```swift\nlet b = 2\n```\n")
        page.sourceModule = "M"
        let blocks = DocCommentBlocks([file: try blocksWithoutProblems(of: page)])

        let swift = DocCommentSections.Part(lines: ["```swift", "let b = 2", "```"], sourceLines: [7, 8, 9])
        let placed = blocks.blocks(in: swift, file: file)
        #expect(placed.map(\.extracted.index) == [1])
        #expect(placed.map(\.shown.index) == [0])
        #expect(placed.map(\.shown.fenceLine) == [1])

        // A plain fence is Swift in a doc comment, as DocC reads it: so it is extracted, and
        // so verified and shown; the block keeps its id.
        let plain = DocCommentSections.Part(lines: ["```swift", "let a = 1", "```"], sourceLines: [3, 4, 5])
        let shown = try #require(blocks.blocks(in: plain, file: file).first)
        #expect(shown.extracted.attributes.language == "swift")
        #expect(shown.shown.attributes.language == "swift")
        #expect(shown.extracted.index == 0)

        #expect(blocks.blocks(in: swift, file: "Sources/M/Other.swift").isEmpty)
    }

    @Test func conformancesAndConformingTypesAreListed() throws {
        let site = try Self.site()
        let item = site.text("api/Shop/Item.html")
        #expect(item.contains(">Conforms To</h2>"))
        #expect(item.contains("<code>Swift.Equatable</code>"))
        #expect(item.contains(#"<a href="../../api/Shop/Priced.html"><code>Priced</code></a>"#))
        // Listed by name, not in the symbol graph's order (which puts Priced last and changes
        // from one build of the graphs to the next).
        let priced = try #require(item.range(of: "<code>Priced</code>"))
        let equatable = try #require(item.range(of: "<code>Swift.Equatable</code>"))
        let sendable = try #require(item.range(of: "<code>Swift.Sendable</code>"))
        #expect(priced.lowerBound < equatable.lowerBound && equatable.lowerBound < sendable.lowerBound)
        // Protocols every type conforms to say nothing and are left out.
        #expect(!item.contains("Copyable"))
        let protocolPage = site.text("api/Shop/Priced.html")
        #expect(protocolPage.contains(">Conforming Types</h2>"))
        #expect(protocolPage.contains(#"<a href="../../api/Shop/Item.html"><code>Item</code></a>"#))
        #expect(protocolPage.contains(#"id="price""#))
    }

    @Test func extensionsOnOtherModulesTypesHaveAPageOfTheirOwn() throws {
        let array = try Self.site().text("api/Shop/Extensions/Swift.Array.html")
        #expect(array.contains("<p class=\"api-eyebrow\">Extension · Shop</p>"))
        #expect(array.contains("What Shop adds to Swift.Array."))
        #expect(array.contains(#"id="totalPrice()""#))
        // Three folders down: the links climb three.
        #expect(array.contains(#"<a class="symbol" href="../../../api/Shop/Priced.html#price"><code>price</code></a>"#))
    }

    /// As swift-algorithms' catalog links them: the module alone, and what a module adds to
    /// another module's type below that module's name.
    @Test func aModuleNameAndAnExtendedModulesPathResolveAsDocCResolvesThem() throws {
        let guide = try Self.site("# Guide\n\n``Shop``, ``Swift/Array/totalPrice()``, ``Shop/Swift/Array/totalPrice()``, ``Array/totalPrice()``\n")
            .text("Guide.html")
        #expect(guide.contains(#"<a class="symbol" href="api/Shop.html"><code>Shop</code></a>"#))
        let extensionLink = #"<a class="symbol" href="api/Shop/Extensions/Swift.Array.html#totalPrice()"><code>totalPrice()</code></a>"#
        #expect(guide.components(separatedBy: extensionLink).count - 1 == 3)
        // A module that is not the package's is still no symbol.
        #expect(Self.problems("# Guide\n\n``Swift``\n").first?.contains("names no public symbol of Shop") == true)
    }

    @Test func theSidebarHasAnAPISectionAndSearchFindsSymbols() throws {
        let site = try Self.site()
        let navigation = site.text(SiteNavigation.fileName)
        #expect(navigation.contains(#"[0,"api/index.html","API"]"#))
        #expect(navigation.contains(#"[1,"api/Shop.html","Shop"]"#))
        let search = site.text(SearchIndex.fileName)
        #expect(search.contains(#"{"title":"Cart","href":"api/Shop/Cart.html","headings":["#))
        // A member is a heading of its type's page, written as its fragment.
        #expect(search.contains(##"["add(_:quantity:)","#add(_:quantity:)"]"##))
        // A default implementation from a protocol (Equatable's `!=`) is listed on the page but
        // not indexed there: it would match on every conforming type's page.
        let cart = try #require(search.split(separator: "\n").first { $0.contains(#""href":"api/Shop/Cart.html""#) })
        #expect(site.text("api/Shop/Cart.html").contains("!=(_:_:)"))
        #expect(!cart.contains("!=(_:_:)"))
    }

    @Test func withoutAnAPIThereAreNoAPIPages() throws {
        let site = try Self.site(api: false)
        #expect(!site.files.keys.contains { $0.hasPrefix("api/") })
        #expect(!site.text(SiteNavigation.fileName).contains("\"API\""))
    }
}

/// The symbol graphs are kept between builds and read back while the package is unchanged.
@Suite struct SymbolGraphStoreTests {
    @Test func graphsKeptUnderTheSameKeyAreReadWithoutSwiftPM() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("graphs-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["Shop.symbols.json", "Shop@Swift.symbols.json"] {
            try FileManager.default.copyItem(atPath: "\(APIPagesTests.folder)/\(name)", toPath: "\(folder)/\(name)")
        }
        try Data("key-1".utf8).write(to: URL(fileURLWithPath: "\(folder)/key"))
        // A package that does not exist: asking SwiftPM would fail.
        var package = PackageUnderTest(
            root: "/nonexistent/Shop", identity: "Shop", libraryProducts: ["Shop"], importedModules: ["Shop"], casePathsPlugin: false
        )
        package.productModules = ["Shop": ["Shop"]]
        let store = SymbolGraphStore(folder: folder)
        let reference = try store.reference(of: package, modules: ["Shop"], key: "key-1")
        #expect(reference.symbols(at: "Cart/add(_:quantity:)").count == 1)
        #expect(reference.symbols(at: "Array/totalPrice()").count == 1)
        // Another key asks SwiftPM, which cannot build a folder without a package: a clear error.
        package.root = folder
        #expect {
            try store.reference(of: package, modules: ["Shop"], key: "key-2")
        } throws: { error in
            "\(error)".contains("could not write the symbol graphs of \(folder)") && "\(error)".contains("--no-api")
        }
    }

    @Test func keptGraphsHoldOnlyWhatTheAPIPagesReadAndGiveTheSameReference() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("graphs-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = SymbolGraphStore(folder: folder)
        try store.keep(modules: ["Shop"], from: APIPagesTests.folder, key: "key-1")

        let kept = try SymbolGraphLoader.load(modules: ["Shop"], from: folder, packageRoot: "/pkg")
        let original = try APIPagesTests.reference()
        #expect(kept.symbols == original.symbols)
        #expect(kept.relationships == original.relationships)
        for name in ["Shop.symbols.json", "Shop@Swift.symbols.json"] {
            let size = { (path: String) in try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0 }
            #expect(try size("\(folder)/\(name)") < size("\(APIPagesTests.folder)/\(name)"), "\(name) kept whole")
        }
        #expect(FileManager.default.contents(atPath: "\(folder)/key") == Data("key-1".utf8))
    }
}

/// Long declarations put each parameter on a line, as DocC shows them.
@Suite struct DeclarationLayoutTests {
    private func fragments(_ parts: [(String, String)]) -> [APISymbol.DeclarationFragment] {
        parts.map { APISymbol.DeclarationFragment(kind: $0.0, spelling: $0.1) }
    }

    @Test func aLongDeclarationHasAParameterALine() {
        let declaration = fragments([
            ("keyword", "func"), ("text", " "), ("identifier", "scope"), ("text", "<"), ("genericParameter", "A"),
            ("text", ", "), ("genericParameter", "B"), ("text", ">("), ("externalParam", "state"), ("text", " "),
            ("internalParam", "toChild"), ("text", ": "), ("typeIdentifier", "KeyPath"), ("text", "<"),
            ("typeIdentifier", "State"), ("text", ", "), ("typeIdentifier", "A"), ("text", ">, "),
            ("externalParam", "action"), ("text", " "), ("internalParam", "toChildAction"), ("text", ": ("),
            ("typeIdentifier", "Int"), ("text", ", "), ("typeIdentifier", "Int"), ("text", ") -> "),
            ("typeIdentifier", "Void"), ("text", ") -> "), ("typeIdentifier", "Store"), ("text", "<"),
            ("typeIdentifier", "A"), ("text", ", "), ("typeIdentifier", "B"), ("text", ">"),
        ])
        #expect(DeclarationHTML.text(DeclarationHTML.brokenAtParameters(declaration)) == """
            func scope<A, B>(
                state toChild: KeyPath<State, A>,
                action toChildAction: (Int, Int) -> Void
            ) -> Store<A, B>
            """)
    }

    @Test func aShortOneAndAnEmptyListStayOnOneLine() throws {
        let cart = try APIPagesTests.site().text("api/Shop/Cart.html")
        #expect(cart.contains(#"<span class=k>init</span>()</code></pre>"#))
        let empty = fragments([("keyword", "init"), ("text", "()")])
        #expect(DeclarationHTML.text(DeclarationHTML.brokenAtParameters(empty)) == "init()")
    }
}

/// "A plain fence in a doc comment is Swift" is decided where the blocks are extracted.
struct DocCommentFenceTests {
    @Test func aPlainFenceIsSwiftInADocCommentPageOnly() throws {
        let markdown = "```\nlet a = 1\n```\n"
        var comments = DocPage(path: "Sources/M/F.swift", title: "F", markdown: markdown)
        comments.sourceModule = "M"
        let page = DocPage(path: "Docs/F.md", title: "F", markdown: markdown)

        let inComment = try #require(CodeBlockExtractor.extractEachBlock(from: comments).blocks.first)
        let onPage = try #require(CodeBlockExtractor.extractEachBlock(from: page).blocks.first)

        #expect(inComment.attributes.language == "swift")
        #expect(onPage.attributes.language.isEmpty && !onPage.attributes.isSwift)
    }
}

/// The extractor and the renderer ask one rule (``FenceLanguage``), so that a plain fence in a
/// doc comment that reaches the renderer without its extracted block is still shown as Swift,
/// and a plain fence on a Markdown page is still shown as written.
struct FenceLanguageTests {
    @Test func theRuleNamesTheInfoStringsFirstWordAndSwiftForAPlainFenceInAComment() {
        var comments = DocPage(path: "Sources/M/F.swift", title: "F", markdown: "")
        comments.sourceModule = "M"
        let page = DocPage(path: "Docs/F.md", title: "F", markdown: "")

        #expect(FenceLanguage.of(info: "", on: comments) == "swift")
        #expect(FenceLanguage.of(info: "", on: page) == "")
        #expect(FenceLanguage.of(info: "bash title=\"x\"", on: comments) == "bash")
        #expect(FenceLanguage.of(info: "swift test", on: page) == "swift")
    }

    @Test func theRendererShowsACommentsPlainFenceAsSwiftWithoutItsBlock() {
        let markdown = "```\nlet a = 1\n```\n"
        var comments = DocPage(path: "Sources/M/F.swift", title: "F", markdown: markdown)
        comments.sourceModule = "M"
        let page = DocPage(path: "Docs/F.md", title: "F", markdown: markdown)

        let inComment = PageRenderer.render(comments, blocks: []) { _ in CodeBlockDecoration() }
        let onPage = PageRenderer.render(page, blocks: []) { _ in CodeBlockDecoration() }

        #expect(inComment.bodyHTML.contains(#"<code class="language-swift">"#))
        #expect(!onPage.bodyHTML.contains("language-swift"))
    }
}
