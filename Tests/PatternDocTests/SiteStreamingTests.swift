import Foundation
@testable import PatternDoc
@testable import PatternDocExtract
@testable import PatternDocLayout
@testable import PatternDocRender
@testable import PatternDocReport
@testable import PatternDocSite
@testable import PatternDocSupport
import Testing

/// The pieces that let a large site be written in little memory and CPU: the search index made
/// page by page, the verification page written in pieces, prose collapsed and quoted in one
/// pass, files overwritten without truncating first. Each must give the bytes the simple way
/// gave.
@Suite struct SiteStreamingTests {
    /// Collapsing then quoting, the way the search index did it before the one-pass writer.
    private func collapsedThenQuoted(_ text: String) -> String {
        JSONString.quoted(text.split(whereSeparator: \.isWhitespace).joined(separator: " "))
    }

    private func collapsedInOnePass(_ text: String) -> String? {
        var json: [UInt8] = Array("prefix".utf8)
        guard CollapsedJSONWriter().append(text, to: &json) else {
            #expect(json == Array("prefix".utf8), "a refused text appends nothing")
            return nil
        }
        return String(decoding: json.dropFirst(6), as: UTF8.self)
    }

    @Test func collapsingInOnePassGivesWhatCollapsingThenQuotingGave() {
        let texts = [
            "", "   ", "plain", "  leading and trailing  ", "runs   of\n\n  spaces\tand\ttabs\r\n",
            "\"quoted\" and back\\slash", "</script><!-- not a tag -->", "control \u{01}\u{1F} and \u{7F}",
            "form\u{0C}feed and vertical\u{0B}tab", String(repeating: "a <b> \"c\"\n", count: 2_000),
        ]
        for text in texts {
            #expect(collapsedInOnePass(text) == collapsedThenQuoted(text), "\(text.debugDescription)")
        }
    }

    @Test func collapsingInOnePassRefusesTextThatIsNotASCII() {
        #expect(collapsedInOnePass("naïve café") == nil)
        #expect(collapsedInOnePass("line\u{2028}separator") == nil)
        // One writer serves many texts: a refusal leaves it ready for the next.
        let writer = CollapsedJSONWriter()
        var json: [UInt8] = []
        #expect(!writer.append("é", to: &json))
        #expect(writer.append(" next  text ", to: &json))
        #expect(String(decoding: json, as: UTF8.self) == "\"next text\"")
    }

    @Test func searchIndexWrittenAsPagesFinishInAnyOrderIsTheIndexOfItsDocuments() throws {
        let documents = [
            SearchDocument(title: "One", href: "One.html", headings: [(text: "A  part", href: "One.html#a-part")], text: "Hello\n\nworld", code: "let x"),
            SearchDocument(title: "Twö", href: "Sub/Two.html", text: "Ünïcode  text"),
            SearchDocument(title: "Three", href: "Three.html", headings: [(text: "Elsewhere", href: "One.html#a-part")], text: ""),
            SearchDocument(title: "API", href: "api/Thing.html", text: "An API page"),
        ]
        var written = Data()
        let index = SearchIndexWriter(file: StreamedFile { written = $0 })
        // The pages finish out of order; the API page comes after every page.
        for position in [2, 0, 1] { index.add(SearchIndex.entry(documents[position]), at: position) }
        index.append(SearchIndex.entry(documents[3]))
        try index.finish()
        #expect(String(decoding: written, as: UTF8.self) == SearchIndex(documents: documents).script)
        #expect(SearchIndex(documents: documents).script.hasPrefix(SearchIndex.opening + "\n{\"title\":\"One\""))

        var empty = Data()
        let none = SearchIndexWriter(file: StreamedFile { empty = $0 })
        try none.finish()
        #expect(String(decoding: empty, as: UTF8.self) == SearchIndex.opening + SearchIndex.closing)
    }

    @Test func aPageWithoutAnEntryIsLeftOutAndAMissingPageIsAnError() throws {
        let documents = (0..<4).map { SearchDocument(title: "Page \($0)", href: "\($0).html", text: "text \($0)") }
        var written = Data()
        let index = SearchIndexWriter(file: StreamedFile { written = $0 })
        index.add(SearchIndex.entry(documents[3]), at: 3)
        index.add(nil, at: 1)
        index.add(SearchIndex.entry(documents[0]), at: 0)
        index.add(SearchIndex.entry(documents[2]), at: 2)
        try index.finish()
        let expected = SearchIndex(documents: [documents[0], documents[2], documents[3]]).script
        #expect(String(decoding: written, as: UTF8.self) == expected)

        // A position never given while later ones were: the index would miss a page.
        let gap = SearchIndexWriter(file: StreamedFile { _ in })
        gap.add(SearchIndex.entry(documents[1]), at: 1)
        #expect(throws: PlainFile.Failure.self) { try gap.finish() }
    }

    @Test func aLayoutIsItsOpeningItsBodyAndItsClosing() {
        let layout = PageLayout(
            siteTitle: "Site", pageTitle: "Page", bodyHTML: "<p>Body</p>",
            toc: [(level: 2, text: "Part", slug: "part")], currentPage: "Page.html",
            previous: PageLink(title: "Before", href: "Before.html"), rootPrefix: "../", footer: "Verified."
        )
        let html = layout.render()
        #expect(html == layout.opening + "<p>Body</p>" + layout.closing)
        #expect(html.contains("<article class=\"page\">\n<p>Body</p>\n</article>\n"))
        #expect(html.hasSuffix("</html>\n"))
    }

    @Test func theVerificationPageWrittenInPiecesIsItsBody() throws {
        var blocks: [BlockReport] = []
        for index in 0..<300 {
            let isSkipped = index % 3 == 0
            let kind: BlockReport.Kind = isSkipped ? .skipped : .compiled
            let status: BlockReport.Status = isSkipped ? .skipped : .passed
            let message: String? = isSkipped ? "a <reason> & more" : nil
            blocks.append(BlockReport(
                page: "Docs/Page\(index % 7).md", line: index + 1, index: index, kind: kind,
                isHidden: index % 11 == 0, status: status, message: message, seconds: Double(index) / 1_000
            ))
        }
        let report = VerificationReport(dependencyHash: "h", pages: [], blocks: blocks, problems: [], seconds: 1)
        let href: (String) -> String? = { $0.hasSuffix("3.md") ? nil : $0.replacingOccurrences(of: ".md", with: ".html") }
        var pieces: [String] = []
        VerificationPage.write(report: report, pageHref: href) { pieces.append($0) }
        #expect(pieces.count > blocks.count, "a row at a time")
        #expect(pieces.joined() == VerificationPage.body(report: report, pageHref: href))

        var collected = Data()
        let file = StreamedFile { collected = $0 }
        for piece in pieces { file.append(piece) }
        try file.close()
        #expect(collected == Data(pieces.joined().utf8))
    }

    @Test func overwritingAFileLeavesOnlyTheNewBytes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plain-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("page.html").path

        try PlainFile.write(Data("a long first version of the page\n".utf8), to: path)
        try PlainFile.write(Data("shorter\n".utf8), to: path)
        #expect(FileManager.default.contents(atPath: path) == Data("shorter\n".utf8))
        try PlainFile.write(Data("same length, new!".utf8), to: path)
        try PlainFile.write(Data("same length, old?".utf8), to: path)
        #expect(FileManager.default.contents(atPath: path) == Data("same length, old?".utf8))
        try PlainFile.write(Data(), to: path)
        #expect(FileManager.default.contents(atPath: path) == Data())
        #expect(throws: PlainFile.Failure.self) {
            try PlainFile.write(Data("x".utf8), to: folder.appendingPathComponent("missing/page.html").path)
        }
    }

    @Test func asciiHeadingsGetTheSlugTheCharacterWalkGives() {
        // The walk over Characters that every slug took before ASCII text was read as bytes.
        func characterSlug(_ text: String) -> String {
            var slug = ""
            var pendingDash = false
            for character in text {
                if character.isLetter || character.isNumber {
                    if pendingDash, !slug.isEmpty { slug += "-" }
                    pendingDash = false
                    slug += character.lowercased()
                } else {
                    pendingDash = true
                }
            }
            return slug.isEmpty ? "section" : slug
        }
        var every = ""
        for byte in UInt8(0)..<0x80 { every.unicodeScalars.append(Unicode.Scalar(byte)) }
        let headings = [
            "Scope & ifLet", "ABC xyz 123", "  --Edge--  ", "a\r\nb", "Z@[`{", "09:30 AZaz", "", "!?", every,
            "Größe 2", "mixed ascii and é",
        ]
        for heading in headings {
            #expect(Slugger.baseSlug(heading) == characterSlug(heading), "\(heading.debugDescription)")
        }
    }

    @Test func aBlockThatOnlyMentionsSnippetCommentsHasNoHiddenLines() {
        let code = "// snippet.other is not a marker\nlet x = 1 // snippet.hide in a line\n"
        #expect(HiddenLines.shown(code) == nil)
        #expect(HiddenLines.runnable(code) == code)
        #expect(HiddenLines.shown("let x = 1\n") == nil)
        #expect(HiddenLines.shown("  // snippet.hide  \nsetup()\n// snippet.show\nshown()\n") == "shown()\n")
    }
}
