import Foundation
@testable import PatternDoc
@testable import PatternDocLayout
@testable import PatternDocRender
import Testing

@Suite struct LayoutAssetsTests {
    /// Everything a site is made of besides its content.
    private var everything: [(name: String, text: String)] {
        get throws {
            [
                ("style.css", try SiteAssets.styleSheet),
                ("site.js", try SiteAssets.script),
                ("page", PageLayout(
                    siteTitle: "S", pageTitle: "P", bodyHTML: "",
                    toc: [(level: 2, text: "A", slug: "a")],
                    currentPage: "p.html",
                    previous: PageLink(title: "Q", href: "q.html"),
                    next: PageLink(title: "R", href: "r.html"),
                    rootPrefix: "../",
                    footer: "F"
                ).render()),
                ("search-index.js", SearchIndex(documents: [SearchDocument(title: "T", href: "t.html", text: "x")]).script),
                ("navigation.js", try SiteNavigation(items: [NavItem(title: "T", href: "t.html", depth: 1)]).script()),
            ]
        }
    }

    @Test func nothingIsFetchedFromAnotherSite() throws {
        for (name, text) in try everything {
            // An image inlined as a `data:` URL fetches nothing (the SVG namespace in it is a
            // name, not an address); anything else that could fetch is refused.
            let text = text.replacingOccurrences(of: #"url\("data:[^"]*"\)"#, with: "", options: .regularExpression)
            for external in ["http:", "https:", "//fonts", "@import", "@font-face", "url(", "fetch(", "XMLHttpRequest", "import("] {
                #expect(!text.contains(external), "\(name) contains \(external)")
            }
        }
    }

    @Test func assetsAreWrittenWhereThePageLinksThem() throws {
        #expect(try SiteAssets.files().map(\.path) == ["assets/style.css", "assets/site.js"])
        #expect(try SiteAssets.files().map(\.contents) == [try SiteAssets.styleSheet, try SiteAssets.script])
        #expect(SearchIndex.fileName == "search-index.js")
    }

    @Test func assetsAreTheRepositorysFilesCompiledIn() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/PatternDocLayout/Assets").standardizedFileURL
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".css") || $0.hasSuffix(".js") }
        #expect(Set(EmbeddedSiteAssets.files.keys) == Set(names))
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(EmbeddedSiteAssets.files[name] == text, "\(name) is compiled in byte for byte")
        }
        let palette = try String(contentsOf: folder.appendingPathComponent("palette.css"), encoding: .utf8)
        #expect(try SiteAssets.styleSheet.hasPrefix(palette))
        #expect(try SiteAssets.script.hasSuffix(String(contentsOf: folder.appendingPathComponent("search.js"), encoding: .utf8)))
    }

    @Test func styleSheetWritesEachColourOnceForBothThemesAndFollowsTheSystemWithoutScript() throws {
        let css = try SiteAssets.styleSheet
        // The system's scheme decides until the reader picks one; each colour names both values once.
        #expect(css.contains(":root {\n  color-scheme: light dark;"))
        #expect(css.contains("[data-theme=\"dark\"] { color-scheme: dark; }"))
        #expect(css.contains("[data-theme=\"light\"] { color-scheme: light; }"))
        #expect(css.components(separatedBy: "--bg: light-dark(#ffffff, #12151a);").count == 2)
        #expect(!css.contains("#12151a;"), "the dark background is written a second time")
        #expect(!css.contains("prefers-color-scheme"), "a second copy of the dark theme in a media query")
        #expect(!css.contains("font-family: \"") && css.contains("system-ui"))
    }

    @Test func thePaletteIsTheOnlyStyleSheetThatWritesAColour() throws {
        // Every colour of the site's style sheet, previews included, is a palette variable: the
        // other sheets name variables only, so light and dark are each written in one place.
        let colour = #/#[0-9a-fA-F]{3,8}\b|\brgba?\(|\bhsla?\(|light-dark\(/#
        let palette = try #require(EmbeddedSiteAssets.files["palette.css"])
        #expect(palette.contains(colour))
        for name in ["chrome.css", "content.css", "previews.css"] {
            let sheet = try #require(EmbeddedSiteAssets.files[name])
            let written = sheet.matches(of: colour).map { String(sheet[$0.range]) }
            #expect(written.isEmpty, "\(name) writes colours of its own: \(written)")
        }
        // The previews' device colours are among the palette's, for both themes.
        #expect(palette.contains("--pv-bg: light-dark(#f2f2f7, #000000);"))
        #expect(try SiteAssets.styleSheet.components(separatedBy: "--pv-bg:").count == 2)
    }

    @Test func styleSheetStylesEveryBadgeAndSyntaxClass() throws {
        let css = try SiteAssets.styleSheet
        for variant in ["compiled", "tested", "output", "fails", "warns", "skipped", "failed"] {
            #expect(css.contains(".badge-\(variant) { --tone: var(--\(variant)); }"), "badge \(variant)")
        }
        for syntax in SwiftHighlighter.Style.allCases.map(\.className) {
            #expect(css.contains("code .\(syntax) { color: var(--"), "syntax class \(syntax)")
        }
        for part in ["figure.code", ".code-toolbar", "button.copy", ".compiler-message", "figure.output", "a.anchor"] {
            #expect(css.contains(part), "\(part)")
        }
    }

    @Test func sidebarFoldsBehindTheMenuButtonOnNarrowScreens() throws {
        let css = try SiteAssets.styleSheet
        let narrow = try #require(css.range(of: "@media (max-width: 900px) {"))
        let rules = css[narrow.upperBound...]
        #expect(rules.contains("#menu-toggle { display: inline-flex; }"))
        #expect(rules.contains(".menu-open .sidebar { visibility: visible; transform: none;"))
    }

    @Test func styleSheetBracesBalance() throws {
        var depth = 0
        for character in try SiteAssets.styleSheet {
            if character == "{" { depth += 1 }
            if character == "}" { depth -= 1 }
            #expect(depth >= 0)
        }
        #expect(depth == 0)
    }

    @Test func scriptKeepsTheDOMContractTheLayoutWrites() throws {
        let js = try SiteAssets.script
        for id in ["search", "search-results", "theme-toggle", "menu-toggle", "sidebar"] {
            #expect(js.contains("getElementById(\"\(id)\")"), "\(id)")
        }
        for piece in [
            "window.PATTERNDOC_SEARCH", "\"data-root\"", "\"data-theme\"",
            "navigator.clipboard", "execCommand(\"copy\")", "button.copy", "figure.code", "\"Copied\"",
            "event.key !== \"/\"", "\"ArrowDown\"", "\"ArrowUp\"", "\"Enter\"", "\"Escape\"",
            "aria-activedescendant", "menu-open", "localStorage.setItem(themeKey",
        ] {
            #expect(js.contains(piece), "\(piece)")
        }
        #expect(js.contains("var themeKey = \"\(SiteAssets.themeStorageKey)\";"))
    }

    @Test func scriptBracketsBalanceOutsideStringsAndRegexes() throws {
        // Not a parser: a guard against a bracket lost while editing. Comment lines, strings
        // and the three regex literals are skipped.
        var stack: [Character] = []
        var quote: Character?
        var previous: Character = " "
        let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
        let js = try SiteAssets.script
            .split(separator: "\n")
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            .joined(separator: "\n")
            .replacingOccurrences(of: "/[a-z0-9_]/", with: "")
            .replacingOccurrences(of: "/\\s+/", with: "")
            .replacingOccurrences(of: "/^(INPUT|TEXTAREA|SELECT)$/", with: "")
        for character in js {
            if let open = quote {
                if character == open && previous != "\\" { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if "([{".contains(character) {
                stack.append(character)
            } else if let open = pairs[character] {
                guard stack.last == open else {
                    Issue.record("unmatched \(character) after \(stack)")
                    return
                }
                stack.removeLast()
            }
            previous = previous == "\\" && character == "\\" ? " " : character
        }
        #expect(stack.isEmpty && quote == nil)
    }
}
