import Foundation

/// One page as search sees it: where it is, its title, its headings, its plain text and the
/// words of its code.
///
/// ```swift
/// let page = SearchDocument(
///     title: "Scoping",
///     href: "Scoping.html",
///     headings: [(text: "Scoping a child", href: "Scoping.html#scoping-a-child")],
///     text: "Scope runs a child reducer on part of the state…"
/// )
/// ```
public struct SearchDocument: Sendable {
    /// The page's title, ranked above everything else.
    public var title: String
    /// The page's address relative to the site root: `Scoping/IfLet.html`.
    public var href: String
    /// The page's headings, each with its address relative to the site root, fragment
    /// included; a result whose title does not match links to the matching heading.
    public var headings: [(text: String, href: String)]
    /// The page's prose without markup, which snippets are cut from.
    public var text: String
    /// The distinct words of the page's code blocks, separated by spaces: found by search,
    /// never shown whole.
    public var code: String

    /// Creates a page for the index.
    public init(title: String, href: String, headings: [(text: String, href: String)] = [], text: String, code: String = "") {
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
/// ```swift
/// let js = SearchIndex(documents: [SearchDocument(title: "Intro", href: "index.html", text: "Hello")]).script
/// // window.PATTERNDOC_SEARCH = {"version":2,"documents":[
/// // {"title":"Intro","href":"index.html","headings":[],"text":"Hello"}
/// // ]};
/// ```
public struct SearchIndex: Sendable {
    /// Where the index goes, relative to the site root.
    public static let fileName = "search-index.js"
    /// The global the index is assigned to, which `site.js` reads.
    public static let globalName = "PATTERNDOC_SEARCH"

    /// The pages, in reading order; results with equal scores keep it.
    public var documents: [SearchDocument]

    /// Creates the index of `documents`.
    public init(documents: [SearchDocument]) {
        self.documents = documents
    }

    /// The contents of `search-index.js`: one assignment, one page per line.
    public var script: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The contents of `search-index.js` as the bytes written to disk. On a large site the
    /// index is the biggest file: it grows in one buffer, rather than as a list of lines joined
    /// and then copied into bytes, which held it three times over.
    var bytes: Data {
        // Each document is written into `script`, then moved into the result: the whole index
        // exists once, not also as a buffer to copy into `Data` at the end (on a large site
        // it was the largest allocation of the build, at its peak memory).
        var index = Data(capacity: documents.reduce(64) { $0 + $1.text.utf8.count + $1.code.utf8.count + $1.title.utf8.count * 2 + $1.headings.count * 64 + 64 })
        var script: [UInt8] = []
        func flush() {
            index.append(contentsOf: script)
            script.removeAll(keepingCapacity: true)
        }
        func append(_ text: String) { script.append(contentsOf: text.utf8) }
        // The prose, most of the index, is collapsed into this buffer and escaped from it,
        // without making a String of either step.
        var scratch: [UInt8] = []
        func appendCollapsed(_ text: String) {
            if collapse(text, into: &scratch) {
                JSONString.append(quoting: scratch, to: &script)
            } else {
                append(JSONString.quoted(text.split(whereSeparator: \.isWhitespace).joined(separator: " ")))
            }
        }
        append("window.\(Self.globalName) = {\"version\":2,\"documents\":[")
        for (position, document) in documents.enumerated() {
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
            append(position == documents.count - 1 ? "}" : "},")
            flush()
        }
        append("\n]};\n")
        flush()
        return index
    }

    /// `text` with every run of whitespace made one space and none at either end, written into
    /// `collapsed`, so the index holds no layout and snippets read as prose; `false`, with
    /// nothing written, for text that is not ASCII, whose whitespace only Unicode can tell.
    private func collapse(_ text: String, into collapsed: inout [UInt8]) -> Bool {
        // ASCII text, which most pages are, is collapsed byte by byte: splitting into
        // Characters costs a Unicode property lookup per letter and dominated the index.
        collapsed.removeAll(keepingCapacity: true)
        var pendingSpace = false
        for byte in text.utf8 {
            switch byte {
            case 0x09...0x0D, 0x20:
                pendingSpace = !collapsed.isEmpty
            case 0x80...:
                return false
            default:
                if pendingSpace { collapsed.append(0x20) }
                pendingSpace = false
                collapsed.append(byte)
            }
        }
        return true
    }
}
