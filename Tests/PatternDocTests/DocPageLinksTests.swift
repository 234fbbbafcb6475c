import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocLoad
@testable import PatternDocRender
@testable import PatternDocSite
@testable import PatternDocSymbols

/// `<doc:Page>` links from doc pages and from doc comments to the pages of a docs folder that is
/// not a DocC catalog, as our `Docs/` is.
@Suite struct DocPageLinksTests {
    /// A site of `pages` (path → Markdown) below `Docs`, with the Shop API of
    /// `Fixtures/APIPages` when `cartComment` is given: `Cart`'s doc comment replaced by it,
    /// its first line at line 10 of `Sources/Shop/Cart.swift`.
    static func input(_ pages: [String: String], cartComment: [String]? = nil) throws -> SiteInput {
        let docPages = pages.sorted { $0.key < $1.key }.map { path, markdown in
            let title = markdown.split(separator: "\n").first.map { String($0.drop { $0 == "#" || $0 == " " }) } ?? path
            return DocPage(path: path, title: title, markdown: markdown)
        }
        var input = siteInput(LoadedDocs(pages: docPages, folder: "Docs"))
        if let cartComment {
            var reference = try APIPagesTests.reference()
            let cart = try #require(reference.symbols.firstIndex { $0.linkPath == "Cart" })
            reference.symbols[cart].documentation = APISymbol.DocComment(
                lines: cartComment,
                sourceLines: cartComment.indices.map { 10 + $0 },
                file: "Sources/Shop/Cart.swift"
            )
            input.api = reference
        }
        return input
    }

    static func text(_ output: SiteBuilder.Output, _ path: String) -> String {
        output.files[path].map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    @Test func aDocLinkInADocCommentGoesToTheGuidePageFromTheAPIPage() throws {
        let input = try Self.input(
            ["Docs/Guide/Setup.md": "# Setting up a cart\n\n## First steps\n\nText.\n"],
            cartComment: ["A cart.", "", "Read <doc:Setup> first, then <doc:Setup#First-steps>, or [the guide](doc:Setup)."]
        )
        let site = try SiteBuilder.build(input)
        let cart = Self.text(site, "api/Shop/Cart.html")
        // api/Shop/Cart.html is two folders down; the guide page keeps its folder on the site.
        #expect(cart.contains(#"<a href="../../Guide/Setup.html">Setting up a cart</a>"#))
        #expect(cart.contains(#"<a href="../../Guide/Setup.html#first-steps">Setting up a cart</a>"#))
        #expect(cart.contains(#"<a href="../../Guide/Setup.html">the guide</a>"#))
        #expect(!cart.contains("doc:"))
        // The anchor is the id the guide page gives the heading.
        #expect(Self.text(site, "Guide/Setup.html").contains(#"id="first-steps""#))
    }

    @Test func aDocLinkOnAMarkdownPageGoesToTheOtherPageWithItsTitle() throws {
        let site = try SiteBuilder.build(Self.input([
            "Docs/Intro.md": "# Intro\n\nNext: <doc:Scoping#Child-features>, and [scoping](doc:Scoping); back to <doc:#Top>.\n\n## Top\n",
            "Docs/Patterns/Scoping.md": "# Scoping child features\n\n## Child features\n",
            "Docs/Patterns/Other.md": "# Other\n\nSee <doc:Intro>.\n",
        ]))
        let intro = Self.text(site, "Intro.html")
        #expect(intro.contains(#"<a href="Patterns/Scoping.html#child-features">Scoping child features</a>"#))
        #expect(intro.contains(#"<a href="Patterns/Scoping.html">scoping</a>"#))
        #expect(intro.contains(##"<a href="#top">Intro</a>"##))
        #expect(Self.text(site, "Patterns/Other.html").contains(#"<a href="../Intro.html">Intro</a>"#))
    }

    @Test func aDocLinkToNoPageFailsTheBuildAtItsLine() throws {
        let problems = siteProblems(try Self.input([
            "Docs/Intro.md": "# Intro\n\nText.\nSee <doc:Navigaton> and\n[the rest](doc:Nowhere).\n",
            "Docs/Navigation.md": "# Navigation\n",
        ]))
        #expect(problems == [
            "Docs/Intro.md:4: error: the link <doc:Navigaton> names no page of the docs. Did you mean <doc:Navigation>?",
            "Docs/Intro.md:5: error: the link <doc:Nowhere> names no page of the docs. "
                + "A page is named by its file name without .md: <doc:Intro> for Docs/Intro.md.",
        ])
    }

    @Test func aDocLinkInADocCommentToNoPageFailsAtItsSwiftLine() throws {
        let problems = siteProblems(try Self.input(
            ["Docs/Guide.md": "# Guide\n"],
            cartComment: ["A cart.", "", "Read", "<doc:Gide> first."]
        ))
        #expect(problems == ["Sources/Shop/Cart.swift:13: error: the link <doc:Gide> names no page of the docs. Did you mean <doc:Guide>?"])
    }

    @Test func aDocLinkToAHeadingThePageLacksFailsInADocCommentAndOnAPage() throws {
        let problems = siteProblems(try Self.input(
            ["Docs/Guide.md": "# Guide\n\n## Setup\n", "Docs/Other.md": "# Other\n\n<doc:Guide#Teardown>\n"],
            cartComment: ["A cart.", "", "Read <doc:Guide#Teardown>."]
        ))
        #expect(problems == [
            "Docs/Other.md:3: error: the link to 'Guide.md#teardown' names the anchor '#teardown', which Docs/Guide.md does not have. "
                + "Anchors are made from headings: lowercase, with dashes for spaces (\"## Enum state\" is #enum-state).",
            "Sources/Shop/Cart.swift:12: error: the link <doc:Guide#Teardown> names the heading 'Teardown', which Docs/Guide.md does not have. "
                + "Write the heading's text with dashes for spaces (\"## Stack navigation\" is #Stack-navigation).",
        ])
    }

    @Test func twoPagesOfOneNameAreToldApartByTheirFolder() throws {
        let pages = [
            "Docs/A/Setup.md": "# Setup A\n",
            "Docs/B/Setup.md": "# Setup B\n",
            "Docs/Intro.md": "# Intro\n\n<doc:B/Setup>\n",
        ]
        let site = try SiteBuilder.build(Self.input(pages))
        #expect(Self.text(site, "Intro.html").contains(#"<a href="B/Setup.html">Setup B</a>"#))

        var ambiguous = pages
        ambiguous["Docs/Intro.md"] = "# Intro\n\n<doc:Setup>\n"
        #expect(siteProblems(try Self.input(ambiguous)) == [
            "Docs/Intro.md:3: error: the link <doc:Setup> is ambiguous: 2 pages are named Setup. Name the folder too: <doc:A/Setup>, <doc:B/Setup>.",
        ])
    }

    @Test func aPageWithoutDocPageLinksLeavesTheLinkToTheLinkCheck() {
        let page = DocPage(path: "Docs/Intro.md", title: "Intro", markdown: "# Intro\n\n<doc:Other>\n")
        let rendered = PageRenderer.render(page, blocks: [])
        #expect(rendered.errors.isEmpty)
        #expect(rendered.links.map(\.target) == ["doc:Other"])
        let links = DocPageLinks(pages: [DocPageLinks.Page(path: "Docs/Other.md", sitePath: "Other.html", title: "The other page")])
        let linked = PageRenderer.render(page, blocks: [], docPages: links)
        #expect(linked.bodyHTML.contains(#"<a href="Other.html">The other page</a>"#))
        #expect(linked.links.map(\.target) == ["Other.md"])
    }
}
