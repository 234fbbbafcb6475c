import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocAPI
@testable import PatternDocLoad
@testable import PatternDocSite
@testable import PatternDocSymbols

/// DocC's ` ``Symbol`` ` links on doc pages and in doc comments link to the API pages; one
/// that names no symbol fails the build at its line, with what to write instead.
@Suite struct SymbolLinkPagesTests {
    private func guide(_ markdown: String) throws -> String {
        try APIPagesTests.site(markdown).text("Guide.html")
    }

    @Test func aLinkOnAPageGoesToTheSymbolsAnchor() throws {
        let html = try guide("# Guide\n\nAdd with ``Cart/add(_:quantity:)`` to a ``Cart``.\n")
        #expect(html.contains(#"<a class="symbol" href="api/Shop/Cart.html#add(_:quantity:)"><code>add(_:quantity:)</code></a>"#))
        #expect(html.contains(#"<a class="symbol" href="api/Shop/Cart.html"><code>Cart</code></a>"#))
        // The module's name may come first.
        #expect(try guide("``Shop/Item``\n").contains(#"href="api/Shop/Item.html""#))
    }

    @Test func aSymbolLinkInsideALinksTextIsCodeRatherThanASecondLink() throws {
        let html = try guide("# Guide\n\nSee [the ``Cart`` guide](#guide).\n")
        #expect(html.contains(##"<a href="#guide">the <code class="symbol">Cart</code> guide</a>"##))
        #expect(!html.contains(#"<a class="symbol" href="api/Shop/Cart.html">"#))
        // It must still name a symbol.
        #expect(APIPagesTests.problems("[the ``Crat`` guide](https://example.com)\n").count == 1)
    }

    @Test func overloadsResolveToTheirGroupOrOneOfThemAsDocCDoes() throws {
        let reference = try APIPagesTests.reference()
        #expect(try guide("``Cart/find(_:)``\n").contains(#"href="api/Shop/Cart.html#find(_:)""#))
        #expect(try guide("``Cart/find(_:)-swift.method``\n").contains(#"href="api/Shop/Cart.html#find(_:)""#))
        for overload in reference.symbols(at: "Cart/find(_:)") {
            let hash = DocCHash.of(overload.id)
            #expect(try guide("``Cart/find(_:)-\(hash)``\n").contains("href=\"api/Shop/Cart.html#find(_:)-\(hash)\""))
        }
    }

    @Test func aBrokenLinkOnAPageFailsTheBuildAtItsLineWithSuggestions() {
        let problems = APIPagesTests.problems("# Guide\n\nText.\nAdd with ``Cart/ad(_:quantity:)``.\n")
        #expect(problems == [
            "Docs/Guide.md:4: error: the symbol link ``Cart/ad(_:quantity:)`` names no public symbol of Shop. "
                + "Did you mean ``Cart/add(_:quantity:)``?",
        ])
    }

    @Test func aHashMatchingNoOverloadListsTheOverloads() throws {
        let reference = try APIPagesTests.reference()
        let problems = APIPagesTests.problems("``Cart/find(_:)-zzzzz``\n")
        let spellings = reference.symbols(at: "Cart/find(_:)").map { "``Cart/find(_:)-\(DocCHash.of($0.id))``" }
        #expect(problems == [
            "Docs/Guide.md:1: error: the symbol link ``Cart/find(_:)-zzzzz`` matches none of the symbols at Cart/find(_:). "
                + "Use one of: \(spellings.joined(separator: ", ")).",
        ])
    }

    @Test func symbolsOfDifferentKindsAtOnePathAreAmbiguous() {
        let reference = APIReference(modules: ["M"], symbols: [
            symbol("s:1M5ThingV", ["Thing"], kind: "swift.struct"),
            symbol("s:1M5ThingV5valueSivp", ["Thing", "value"], kind: "swift.property"),
            symbol("s:1M5ThingV5valueSivpZ", ["Thing", "value"], kind: "swift.type.property"),
        ], relationships: [
            APIRelationship(kind: "memberOf", source: "s:1M5ThingV5valueSivp", target: "s:1M5ThingV"),
            APIRelationship(kind: "memberOf", source: "s:1M5ThingV5valueSivpZ", target: "s:1M5ThingV"),
        ])
        #expect(reference.resolve(SymbolLink("Thing/value")) == .ambiguous(spellings: [
            "Thing/value-swift.property", "Thing/value-swift.type.property",
        ]))
        let links = APILinks(site: APISite(reference: reference), rootPrefix: "")
        guard case let .failure(problem) = links.resolve("Thing/value") else {
            Issue.record("an ambiguous link resolved")
            return
        }
        #expect(problem.message == "the symbol link ``Thing/value`` is ambiguous: symbols of different kinds or modules have that path.")
        #expect(problem.hint == "Say which one you mean: ``Thing/value-swift.property``, ``Thing/value-swift.type.property``.")
        guard case .success = links.resolve("Thing/value-type.property") else {
            Issue.record("the kind did not pick one")
            return
        }
    }

    @Test func theSamePathInTwoModulesIsAmbiguousAndTheModuleTellsThemApart() {
        let reference = APIReference(modules: ["A", "B"], symbols: [
            symbol("s:1A3BoxV", ["Box"], kind: "swift.struct", module: "A"),
            symbol("s:1B3BoxV", ["Box"], kind: "swift.struct", module: "B"),
        ], relationships: [])
        #expect(reference.resolve(SymbolLink("Box")) == .ambiguous(spellings: ["A/Box", "B/Box"]))
        guard case let .symbol(box) = reference.resolve(SymbolLink("B/Box")) else {
            Issue.record("B/Box did not resolve")
            return
        }
        #expect(box.module == "B")
    }

    @Test func aBrokenLinkInADocCommentFailsAtTheSwiftFilesLine() {
        let comment = APISymbol.DocComment(
            lines: ["A thing.", "", "Works with ``Nothing`` at all.", "- Returns: a ``Thing/nope``."],
            sourceLines: [10, 11, 12, 13],
            file: "Sources/M/Thing.swift"
        )
        let reference = APIReference(modules: ["M"], symbols: [
            symbol("s:1M5ThingV", ["Thing"], kind: "swift.struct", documentation: comment),
        ], relationships: [])
        var input = siteInput(LoadedDocs(pages: [DocPage(path: "Docs/Guide.md", title: "Guide", markdown: "# Guide\n")], folder: "Docs"))
        input.api = reference
        #expect(siteProblems(input) == [
            "Sources/M/Thing.swift:12: error: the symbol link ``Nothing`` names no public symbol of M. "
                + "Name a public symbol by its path from the module, as in ``Type/member(label:)``, or write it as code with single backticks.",
            "Sources/M/Thing.swift:13: error: the symbol link ``Thing/nope`` names no public symbol of M. "
                + "Name a public symbol by its path from the module, as in ``Type/member(label:)``, or write it as code with single backticks.",
        ])
    }

    @Test func withoutAPIPagesDoubleBackticksStayCodeAsBefore() throws {
        let html = try APIPagesTests.site("Use ``Nowhere/atAll`` here.\n", api: false).text("Guide.html")
        #expect(html.contains("<code>Nowhere/atAll</code>"))
        #expect(!html.contains("class=\"symbol\""))
    }

    private func symbol(
        _ id: String,
        _ path: [String],
        kind: String,
        module: String = "M",
        documentation: APISymbol.DocComment? = nil
    ) -> APISymbol {
        APISymbol(
            id: id,
            module: module,
            path: path,
            kind: APISymbol.Kind(identifier: kind, displayName: kind),
            declaration: [APISymbol.DeclarationFragment(kind: "identifier", spelling: path.last!)],
            documentation: documentation,
            location: SourcePosition(file: "Sources/\(module)/\(path[0]).swift", line: 1)
        )
    }
}

/// How a doc comment is split into the parts DocC lays out.
@Suite struct DocCommentSectionsTests {
    private func sections(_ lines: [String]) -> DocCommentSections {
        DocCommentSections(APISymbol.DocComment(lines: lines, sourceLines: lines.indices.map { 100 + $0 }, file: "F.swift"))
    }

    @Test func theFirstParagraphIsTheAbstractAndTheRestTheDiscussion() {
        let split = sections(["A store", "for a child.", "", "More here.", "", "And here."])
        #expect(split.abstract.markdown == "A store\nfor a child.")
        #expect(split.discussion.markdown == "\nMore here.\n\nAnd here.")
        #expect(split.discussion.sourceLine(ofLine: 2) == 103)
    }

    @Test func parametersReturnsAndThrowsAreTakenOutOfTheDiscussion() {
        let split = sections([
            "Scopes.", "", "- Parameters:", "  - state: The child's state,", "    over two lines.", "  - action: The child's action.",
            "- Returns: The child's store.", "- Throws: Never.", "", "- Note: Stays.",
        ])
        #expect(split.parameters.map(\.name) == ["state", "action"])
        #expect(split.parameters[0].text.markdown == "The child's state,\nover two lines.")
        #expect(split.parameters[0].text.sourceLines == [103, 104])
        #expect(split.returns?.markdown == "The child's store.")
        #expect(split.throwsText?.markdown == "Never.")
        #expect(split.discussion.markdown.contains("- Note: Stays."))
        #expect(!split.discussion.markdown.contains("Parameters"))
    }

    @Test func aSingleParameterCalloutAndAnyCaseAreRead() {
        let split = sections(["Removes.", "", "- parameter Index: Where.", "- returns: Nothing."])
        #expect(split.parameters.map(\.name) == ["Index"])
        #expect(split.returns?.markdown == "Nothing.")
    }

    /// The split keeps the comment's lines as written: a plain fence's language is decided by
    /// ``FenceLanguage`` where the block is extracted and rendered, not here.
    @Test func calloutsInsideCodeBlocksAreCodeAndFencesStayAsWritten() {
        let split = sections(["Example.", "", "```", "- Returns: not a callout", "```"])
        #expect(split.returns == nil)
        #expect(split.discussion.markdown == "\n```\n- Returns: not a callout\n```")
    }
}

/// The API pages have their own folder on the site; a doc page may not take their place.
@Suite struct APIPagePlaceTests {
    @Test func aDocPageWhereAnAPIPageGoesIsAnError() throws {
        let pages = [
            DocPage(path: "Docs/Guide.md", title: "Guide", markdown: "# Guide\n"),
            DocPage(path: "Docs/api/Shop.md", title: "Shop", markdown: "# Shop\n"),
        ]
        var input = siteInput(LoadedDocs(pages: pages, folder: "Docs"))
        input.api = try APIPagesTests.reference()
        #expect(siteProblems(input) == [
            "Docs/api/Shop.md:1: error: this page would be api/Shop.html on the site, where the API reference puts its page for Shop. "
                + "Move or rename the page (the API pages are below api/), or build with --no-api.",
        ])
    }
}

/// On a DocC catalog's extension page, symbol links may name the symbol's members relative to
/// it, as DocC allows.
@Suite struct CatalogSymbolLinkTests {
    @Test func anExtensionPagesLinksResolveRelativeToItsSymbol() throws {
        let catalog = DocCCatalog(module: "Shop", rootPage: nil, articles: [:], symbols: ["Cart": "Docs/Cart.md"], resources: [:])
        let page = DocPage(path: "Docs/Cart.md", title: "Cart", markdown: "# ``Shop/Cart``\n\n## Topics\n\n- ``add(_:quantity:)``\n")
        var input = siteInput(LoadedDocs(pages: [page], folder: "Docs", catalog: catalog))
        input.api = try APIPagesTests.reference()
        let html = try SiteBuilder.build(input).text("Cart.html")
        #expect(html.contains(#"<a class="symbol" href="api/Shop/Cart.html#add(_:quantity:)"><code>add(_:quantity:)</code></a>"#))
    }
}

/// Which code spans are symbol links: those written between exactly two backticks.
@Suite struct SymbolLinkSpellingTests {
    @Test func onlyDoubleBackticksMakeASymbolLink() throws {
        let html = try APIPagesTests.site("Single `Cart`, double ``Cart``,\ntriple ```Cart```, padded `` `Cart` ``.\n").text("Guide.html")
        #expect(html.components(separatedBy: "class=\"symbol\"").count == 2)
        #expect(html.contains("Single <code>Cart</code>"))
        #expect(html.contains("triple <code>Cart</code>"))
        #expect(html.contains("padded <code>`Cart`</code>"))
    }
}

extension SymbolLinkSpellingTests {
    @Test func linksOnIndentedAndQuotedLinesAreFound() throws {
        let html = try APIPagesTests.site("- One\n  and ``Cart``.\n\n> Quoted,\n> ``Item`` too.\n").text("Guide.html")
        #expect(html.contains(#"href="api/Shop/Cart.html""#))
        #expect(html.contains(#"href="api/Shop/Item.html""#))
    }
}

extension SymbolLinkPagesTests {
    @Test func aProtocolExtensionsDefaultImplementationIsListedWithItsRequirement() {
        let reference = APIReference(modules: ["M"], symbols: [
            symbol("s:1M4ViewP", ["View"], kind: "swift.protocol"),
            symbol("s:1M4ViewP4bodyvp", ["View", "body"], kind: "swift.property"),
            symbol("s:1M4ViewPAAE4bodyvp", ["View", "body"], kind: "swift.property"),
        ], relationships: [
            APIRelationship(kind: "requirementOf", source: "s:1M4ViewP4bodyvp", target: "s:1M4ViewP"),
            APIRelationship(kind: "defaultImplementationOf", source: "s:1M4ViewPAAE4bodyvp", target: "s:1M4ViewP4bodyvp"),
        ])
        let site = APISite(reference: reference)
        #expect(site.pages.map(\.sitePath) == ["api/index.html", "api/M.html", "api/M/View.html"])
        let view = site.pages[2]
        #expect(view.topics.map(\.title) == ["Instance Properties"])
        #expect(view.topics[0].entries.map(\.name) == ["body"])
        #expect(view.topics[0].entries[0].overloads.count == 2)
    }
}
