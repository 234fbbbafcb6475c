// libFuzzer target `render`: `PageRenderer.render(_:blocks:decorate:)` on the input as a
// Markdown page, and `SwiftHighlighter.html(_:)` on the input as Swift code.
//
// Invariants checked on every input:
// - the page's HTML is made only of the tags and attributes the renderer writes (so no
//   `<script`, event handler or other markup from the page gets through), every `&` starts one
//   of the entities HTMLEscaping writes, and no `>` or `"` stands outside a tag;
// - no `href` or `src` has a scheme that runs code or reads local files (`javascript:`,
//   `vbscript:`, `file:`, `data:` but for images), read the way a browser reads it;
// - every `id` on the page is in `anchors`, every shown block has its `block-N` id, and the
//   "On this page" headings are levels 2 and 3;
// - the highlighter's HTML is only `<span class=…>` with the documented classes, never
//   nested, and removing the tags and decoding the entities gives back the code exactly.
//
// Compiled into one module with Sources/PatternDoc and Sources/SwiftSource, so internal API
// is visible and nothing is imported.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRenderer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = fuzzString(data, size)
    checkHighlighter(text)

    let page = DocPage(path: "Docs/Fuzz.md", title: "Fuzz", markdown: text)
    let blocks = CodeBlockExtractor.extractEachBlock(from: page).blocks
    let rendered = PageRenderer.render(page, blocks: blocks) { block in
        CodeBlockDecoration(
            toolbarHTML: "<span class=\"badge\">\(block.index)</span>",
            footerHTML: "<p class=\"note\">note</p>"
        )
    }
    let html = rendered.bodyHTML
    require(!containsIgnoringASCIICase(html, "<script"), "a <script tag in the page's HTML")
    let ids = checkPageHTML(html)
    for id in ids { require(rendered.anchors.contains(id), "id \(shown(id)) is not among the anchors") }
    for block in blocks where !block.attributes.isHidden {
        require(rendered.anchors.contains("block-\(block.index)"), "shown block \(block.index) has no id")
    }
    for heading in rendered.headings {
        require(heading.level == 2 || heading.level == 3, "heading of level \(heading.level) listed")
        require(rendered.anchors.contains(heading.slug), "heading slug \(shown(heading.slug)) not an anchor")
    }
    return 0
}

// MARK: The page

/// Whether `needle` (ASCII) occurs in `text`, comparing bytes, ASCII letters in either case.
private func containsIgnoringASCIICase(_ text: String, _ needle: String) -> Bool {
    func lower(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 0x20 : byte
    }
    let bytes = Array(text.utf8)
    let needle = Array(needle.utf8).map(lower)
    guard bytes.count >= needle.count else { return false }
    return (0...(bytes.count - needle.count)).contains { start in
        needle.indices.allSatisfy { lower(bytes[start + $0]) == needle[$0] }
    }
}

private let pageTags: Set<String> = [
    "a", "blockquote", "br", "button", "code", "div", "em", "figcaption", "figure", "h1", "h2", "h3",
    "h4", "h5", "h6", "hr", "img", "li", "ol", "p", "pre", "span", "strong", "ul",
]
private let pageAttributes: Set<String> = [
    "alt", "aria-label", "class", "href", "id", "rel", "src", "start", "title", "type",
]

/// Checks the page's HTML and returns the ids in it.
private func checkPageHTML(_ html: String) -> [String] {
    var ids: [String] = []
    var scanner = HTMLScanner(html)
    while let piece = scanner.next() {
        switch piece {
        case .text(let text):
            // Text may hold `>` and `"` (highlighted code writes them as themselves); only
            // `<` and `&` would change what it says.
            checkEscaped(text, elementTextOnly: true)
        case .tag(let name, _, let attributes):
            require(pageTags.contains(name), "tag <\(name)> in the page's HTML")
            for (attribute, value) in attributes {
                require(pageAttributes.contains(attribute), "attribute \(attribute) on <\(name)>")
                checkEscaped(value)
                let decoded = decodeEntities(value)
                if attribute == "id" { ids.append(decoded) }
                if attribute == "href" || attribute == "src" {
                    checkDestination(decoded, isImage: name == "img")
                }
            }
        case .malformed(let reason):
            require(false, "malformed page HTML: \(reason)")
        }
    }
    return ids
}

private let entities: [([UInt8], UInt8)] = [
    (Array("&amp;".utf8), UInt8(ascii: "&")), (Array("&lt;".utf8), UInt8(ascii: "<")),
    (Array("&gt;".utf8), UInt8(ascii: ">")), (Array("&quot;".utf8), UInt8(ascii: "\"")),
    (Array("&#39;".utf8), UInt8(ascii: "'")),
]

/// Text outside tags, or an attribute value: only HTMLEscaping's entities, no `<`, `>`, `"`.
/// Highlighted code writes `>` and `"` as themselves (`elementTextOnly`), which text inside an
/// element allows. Works on bytes, so that a combining mark after a character cannot hide it.
private func checkEscaped(_ text: ArraySlice<UInt8>, elementTextOnly: Bool = false) {
    var index = text.startIndex
    while index < text.endIndex {
        switch text[index] {
        case UInt8(ascii: ">"), UInt8(ascii: "\"") where elementTextOnly:
            break
        case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""):
            require(false, "raw \(Unicode.Scalar(text[index])) in \(shown(String(decoding: text, as: UTF8.self)))")
        case UInt8(ascii: "&"):
            let entity = entities.first { text[index...].starts(with: $0.0) }
            require(entity != nil, "& that starts no known entity in \(shown(String(decoding: text[index...].prefix(40), as: UTF8.self)))")
            index += entity!.0.count
            continue
        default:
            break
        }
        index += 1
    }
}

private func decodeEntities(_ text: ArraySlice<UInt8>) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.count)
    var index = text.startIndex
    while index < text.endIndex {
        if text[index] == UInt8(ascii: "&"), let (entity, byte) = entities.first(where: { text[index...].starts(with: $0.0) }) {
            bytes.append(byte)
            index += entity.count
        } else {
            bytes.append(text[index])
            index += 1
        }
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// A link or image destination, read the way a browser's URL parser reads it.
private func checkDestination(_ destination: String, isImage: Bool) {
    // Browsers drop leading and trailing C0 controls and spaces, and every tab and line break.
    var scalars = Array(destination.unicodeScalars)
    while let first = scalars.first, first.value <= 0x20 { scalars.removeFirst() }
    while let last = scalars.last, last.value <= 0x20 { scalars.removeLast() }
    scalars.removeAll { $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let colon = scalars.firstIndex(of: ":") else { return }
    func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
    let scheme = scalars[..<colon]
    guard let first = scheme.first, isLetter(first),
          scheme.allSatisfy({ isLetter($0) || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == "." })
    else { return }
    let rest = String(String.UnicodeScalarView(scalars[(colon + 1)...])).lowercased()
    switch String(String.UnicodeScalarView(scheme)).lowercased() {
    case "javascript", "vbscript", "file":
        require(false, "unsafe destination \(shown(destination))")
    case "data":
        let images = ["image/png", "image/gif", "image/jpeg", "image/webp"]
        require(isImage && images.contains { rest.hasPrefix($0) }, "unsafe data: destination \(shown(destination))")
    default:
        break
    }
}

/// Cuts HTML as the renderer writes it into text and tags with double-quoted attributes; reads
/// bytes, so that a combining mark after `<` or `>` cannot change where a tag starts or ends.
private struct HTMLScanner {
    enum Piece {
        case text(ArraySlice<UInt8>)
        case tag(name: String, isClosing: Bool, attributes: [(String, ArraySlice<UInt8>)])
        case malformed(String)
    }

    let bytes: [UInt8]
    var index = 0

    init(_ html: String) {
        bytes = Array(html.utf8)
    }

    mutating func next() -> Piece? {
        guard index < bytes.count else { return nil }
        guard bytes[index] == UInt8(ascii: "<") else {
            let end = bytes[index...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.count
            defer { index = end }
            return .text(bytes[index..<end])
        }
        var cursor = index + 1
        var isClosing = false
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "/") {
            isClosing = true
            cursor += 1
        }
        func readName() -> String {
            let start = cursor
            while cursor < bytes.count {
                let byte = bytes[cursor] | 0x20
                guard (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                    || (bytes[cursor] >= UInt8(ascii: "0") && bytes[cursor] <= UInt8(ascii: "9"))
                    || bytes[cursor] == UInt8(ascii: "-")
                else { break }
                cursor += 1
            }
            return String(decoding: bytes[start..<cursor], as: UTF8.self)
        }
        let name = readName()
        guard !name.isEmpty else { return fail("< not starting a tag") }
        var attributes: [(String, ArraySlice<UInt8>)] = []
        while true {
            while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
            guard cursor < bytes.count else { return fail("unterminated <\(name)") }
            if bytes[cursor] == UInt8(ascii: ">") {
                index = cursor + 1
                return .tag(name: name, isClosing: isClosing, attributes: attributes)
            }
            if bytes[cursor] == UInt8(ascii: "/"), cursor + 1 < bytes.count, bytes[cursor + 1] == UInt8(ascii: ">") {
                index = cursor + 2
                return .tag(name: name, isClosing: isClosing, attributes: attributes)
            }
            let attribute = readName()
            guard !attribute.isEmpty, !isClosing else { return fail("bad attribute in <\(name)>") }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") else { return fail("\(attribute) without =") }
            cursor += 1
            guard cursor < bytes.count else { return fail("\(attribute) without a value") }
            if bytes[cursor] == UInt8(ascii: "\"") {
                cursor += 1
                let start = cursor
                while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\"") { cursor += 1 }
                guard cursor < bytes.count else { return fail("\(attribute) value never closed") }
                attributes.append((attribute, bytes[start..<cursor]))
                cursor += 1
            } else {
                // An unquoted value, as HTML allows: a plain word up to a space or the tag's end.
                let value = readName()
                guard !value.isEmpty else { return fail("\(attribute) has an empty or unsafe unquoted value") }
                attributes.append((attribute, ArraySlice(value.utf8)))
            }
        }
    }

    private mutating func fail(_ reason: String) -> Piece {
        let context = String(decoding: bytes[index...].prefix(60), as: UTF8.self)
        index = bytes.count
        return .malformed("\(reason) at \(shown(context))")
    }
}

// MARK: The highlighter

private let highlightClasses = Set(SwiftHighlighter.Style.allCases.map(\.className))

private func checkHighlighter(_ code: String) {
    let html = SwiftHighlighter.html(code)
    var plain = ""
    var depth = 0
    var scanner = HTMLScanner(html)
    while let piece = scanner.next() {
        switch piece {
        case .text(let text):
            checkEscaped(text, elementTextOnly: true)
            plain += decodeEntities(text)
        case .tag(let name, let isClosing, let attributes):
            require(name == "span", "highlighter wrote <\(name)>")
            if isClosing {
                depth -= 1
                require(depth == 0, "unbalanced </span>")
            } else {
                depth += 1
                require(depth == 1, "nested <span>")
                require(attributes.count == 1 && attributes[0].0 == "class", "span attributes \(attributes)")
                let className = String(decoding: attributes[0].1, as: UTF8.self)
                require(highlightClasses.contains(className), "span class \(shown(className))")
            }
        case .malformed(let reason):
            require(false, "malformed highlighter HTML: \(reason)")
        }
    }
    require(depth == 0, "unclosed <span>")
    require(plain.utf8.elementsEqual(code.utf8), "highlighted code does not read back as the code")
    require(SwiftHighlighter.html(code, language: "text") == HTMLEscaping.text(code), "plain code escaped differently")
}
