import Foundation
import PatternDocSupport

/// One page as search sees it: where it is, its title, its headings, its plain text and the
/// words of its code.
///
/// ```text
/// let page = SearchDocument(
///     title: "Scoping",
///     href: "Scoping.html",
///     headings: [(text: "Scoping a child", href: "Scoping.html#scoping-a-child")],
///     text: "Scope runs a child reducer on part of the state…"
/// )
/// ```
package struct SearchDocument: Sendable {
    /// The page's title, ranked above everything else.
    var title: String
    /// The page's address relative to the site root: `Scoping/IfLet.html`.
    var href: String
    /// The page's headings, each with its address relative to the site root, fragment
    /// included; a result whose title does not match links to the matching heading.
    var headings: [(text: String, href: String)]
    /// The page's prose without markup, which snippets are cut from.
    var text: String
    /// The distinct words of the page's code blocks, separated by spaces: found by search,
    /// never shown whole.
    var code: String

    /// Creates a page for the index.
    package init(title: String, href: String, headings: [(text: String, href: String)] = [], text: String, code: String = "") {
        self.title = title
        self.href = href
        self.headings = headings
        self.text = text
        self.code = code
    }
}

/// The site's search index: `search-index.js`, a script that assigns every page's title,
/// headings, text and code words to `window.PATTERNDOC_SEARCH`.
///
/// The index is data, not a prebuilt inverted index: the pages' prose is stored once,
/// whitespace collapsed, with each page's code as its distinct words (`code`, left out when
/// empty), and the browser lower-cases it once and matches substrings, which for a thousand
/// pages is a few milliseconds a keystroke and finds any part of a word (`ifLet` in
/// `.ifLet(\.child)`), which a token index would not. A script rather than JSON
/// because pages opened from `file://` may load scripts but not fetch files.
///
/// ```text
/// let js = SearchIndex(documents: [SearchDocument(title: "Intro", href: "index.html", text: "Hello")]).script
/// // window.PATTERNDOC_SEARCH = {"version":2,"documents":[
/// // {"title":"Intro","href":"index.html","headings":[],"text":"Hello"}
/// // ]};
/// ```
package struct SearchIndex: Sendable {
    /// Where the index goes, relative to the site root.
    package static let fileName = "search-index.js"
    /// The global the index is assigned to, which `site.js` reads.
    static let globalName = "PATTERNDOC_SEARCH"

    /// The pages, in reading order; results with equal scores keep it.
    var documents: [SearchDocument]

    /// Creates the index of `documents`.
    init(documents: [SearchDocument]) {
        self.documents = documents
    }

    /// The contents of `search-index.js`: one assignment, one page per line.
    var script: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The contents of `search-index.js` as the bytes written to disk.
    var bytes: Data {
        var bytes = Data()
        let index = SearchIndexWriter(file: StreamedFile { bytes = $0 })
        for document in documents { index.append(Self.entry(document)) }
        // In memory nothing can fail.
        try? index.finish()
        return bytes
    }

    /// What `search-index.js` starts with, before its first entry.
    static let opening = "window.\(globalName) = {\"version\":2,\"documents\":["
    /// What `search-index.js` ends with, after its last entry.
    static let closing = "\n]};\n"

    /// One document as the index holds it: a line break, then its JSON object. Made for each
    /// page as soon as it is rendered, and written to the index as soon as the pages before it
    /// are (`SearchIndexWriter`), so that the site holds neither the pages' search text nor
    /// the whole index.
    package static func entry(_ document: SearchDocument) -> [UInt8] {
        var script: [UInt8] = []
        func append(_ text: String) { script.append(contentsOf: text.utf8) }
        // The prose, most of the index, is collapsed and escaped in one pass, without making
        // a String of either step.
        let collapsing = CollapsedJSONWriter()
        func appendCollapsed(_ text: String) {
            if !collapsing.append(text, to: &script) {
                append(JSONString.quoted(text.split(whereSeparator: \.isWhitespace).joined(separator: " ")))
            }
        }
        append("\n{\"title\":")
        appendCollapsed(document.title)
        append(",\"href\":")
        append(JSONString.quoted(document.href))
        append(",\"headings\":[")
        // A heading on the page itself is written as its fragment, `#slug`: the page's
        // address once per page instead of once per heading.
        let pagePrefix = document.href + "#"
        for (number, heading) in document.headings.enumerated() {
            let href = heading.href.hasPrefix(pagePrefix) ? String(heading.href.dropFirst(document.href.utf8.count)) : heading.href
            append(number == 0 ? "[" : ",[")
            appendCollapsed(heading.text)
            append(",")
            append(JSONString.quoted(href))
            append("]")
        }
        append("],\"text\":")
        appendCollapsed(document.text)
        if !document.code.isEmpty {
            append(",\"code\":")
            append(JSONString.quoted(document.code))
        }
        append("}")
        // Copied out at its own size: the buffer grew by doubling, and an entry may wait for
        // the pages before it. (`Array(script[...])` would hand back the same, doubled, buffer.)
        return [UInt8](unsafeUninitializedCapacity: script.count) { buffer, count in
            count = buffer.initialize(fromContentsOf: script)
        }
    }
}
