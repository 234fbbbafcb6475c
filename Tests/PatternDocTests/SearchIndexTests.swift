import Foundation
import Testing
@testable import PatternDoc
@testable import PatternDocLayout
@testable import PatternDocSupport

/// The object `search-index.js` assigns, parsed as JSON.
private func parsedIndex(_ script: String) throws -> [String: Any] {
    let prefix = "window.PATTERNDOC_SEARCH = "
    #expect(script.hasPrefix(prefix))
    #expect(script.hasSuffix(";\n"))
    let json = script.dropFirst(prefix.count).dropLast(2)
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
    return try #require(object as? [String: Any])
}

private func documents(_ index: [String: Any]) throws -> [[String: Any]] {
    try #require(index["documents"] as? [[String: Any]])
}

@Suite struct SearchIndexTests {
    @Test func indexRoundTripsThroughJSON() throws {
        let script = SearchIndex(documents: [
            SearchDocument(
                title: "Scoping",
                href: "Scoping.html",
                headings: [(text: "Scoping a child", href: "Scoping.html#scoping-a-child"), (text: "ifLet", href: "Scoping.html#iflet")],
                text: "Scope runs a child reducer."
            ),
            SearchDocument(title: "Effects", href: "Guide/Effects.html", text: "Effects run later."),
        ]).script
        let index = try parsedIndex(script)
        #expect(index["version"] as? Int == 2)
        let pages = try documents(index)
        #expect(pages.count == 2)
        #expect(pages[0]["title"] as? String == "Scoping")
        #expect(pages[0]["href"] as? String == "Scoping.html")
        // Headings of the page itself keep only their fragment.
        #expect(pages[0]["headings"] as? [[String]] == [["Scoping a child", "#scoping-a-child"], ["ifLet", "#iflet"]])
        #expect(pages[0]["text"] as? String == "Scope runs a child reducer.")
        #expect(pages[1]["headings"] as? [[String]] == [])
        #expect(pages[1]["href"] as? String == "Guide/Effects.html")
    }

    @Test func textThatCouldEndAScriptOrAStringIsEscaped() throws {
        let hostile = "a </script><script>alert(1)</script> <!-- \"q\" \\ \u{01}z é 🙂"
        let href = "a\"b\u{2028}c\u{2029}.html"
        let script = SearchIndex(documents: [
            SearchDocument(title: hostile, href: href, headings: [(text: hostile, href: "h</script>")], text: hostile),
        ]).script
        #expect(!script.contains("</script"))
        #expect(!script.contains("<!--"))
        #expect(!script.contains("\u{2028}") && !script.contains("\u{2029}"))
        #expect(!script.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(script.contains("\\u003c/script>"))
        #expect(script.contains("\\u2028") && script.contains("\\u2029") && script.contains("\\u0001"))
        let page = try #require(try documents(parsedIndex(script)).first)
        #expect(page["title"] as? String == hostile)
        #expect(page["text"] as? String == hostile)
        #expect(page["href"] as? String == href)
        #expect(page["headings"] as? [[String]] == [[hostile, "h</script>"]])
    }

    @Test func aPageWithCodeCarriesItsCodeWordsAndOneWithoutLeavesTheFieldOut() throws {
        let script = SearchIndex(documents: [
            SearchDocument(title: "Scoping", href: "s.html", text: "Prose.", code: "Scope state child ifLet"),
            SearchDocument(title: "Prose", href: "p.html", text: "Only prose."),
        ]).script
        let pages = try documents(parsedIndex(script))
        #expect(pages[0]["code"] as? String == "Scope state child ifLet")
        #expect(pages[1]["code"] == nil)
    }

    @Test func jsonStringsEscapeWhatJSONAndScriptsNeed() {
        #expect(JSONString.quoted("plain") == #""plain""#)
        #expect(JSONString.quoted("q\"b\\n\nt\t<") == #""q\"b\\n\nt\t\u003c""#)
        #expect(JSONString.quoted("\u{2028}\u{2029}\u{1F}") == #""\u2028\u2029\u001f""#)
        #expect(JSONString.quoted("é🙂") == "\"é🙂\"")
    }

    @Test func whitespaceRunsBecomeOneSpace() throws {
        let script = SearchIndex(documents: [
            SearchDocument(title: "  Two\n words ", href: "t.html", headings: [(text: "A\t\tB", href: "t.html#ab")], text: "\n  one\n\n\ttwo   three \r\n"),
        ]).script
        let page = try #require(try documents(parsedIndex(script)).first)
        #expect(page["title"] as? String == "Two words")
        #expect(page["text"] as? String == "one two three")
        #expect(page["headings"] as? [[String]] == [["A B", "#ab"]])
    }

    @Test func emptySiteGivesAnEmptyIndex() throws {
        let script = SearchIndex(documents: []).script
        #expect(try documents(parsedIndex(script)).isEmpty)
    }

    @Test func eachPageIsOneLineOfTheIndex() {
        let pages = (0..<3).map { SearchDocument(title: "P\($0)", href: "p\($0).html", text: "line\none") }
        let lines = SearchIndex(documents: pages).script.split(separator: "\n")
        #expect(lines.count == 5)
        #expect(lines[1] == #"{"title":"P0","href":"p0.html","headings":[],"text":"line one"},"#)
        #expect(lines[3] == #"{"title":"P2","href":"p2.html","headings":[],"text":"line one"}"#)
    }

    @Test func aThousandPagesIndexInAboutTheSizeOfTheirText() throws {
        let text = String(repeating: "Scope runs a child reducer on part of the state. ", count: 100)
        let pages = (0..<1000).map { SearchDocument(title: "Page \($0)", href: "p\($0).html", text: text) }
        let script = SearchIndex(documents: pages).script
        #expect(script.utf8.count < 1000 * (text.utf8.count + 100))
        #expect(try documents(parsedIndex(script)).count == 1000)
    }
}
