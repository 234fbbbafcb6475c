/// The one place where text becomes HTML: every character that could open a tag, an entity or
/// leave an attribute goes through here, so no other code on the site writes `&lt;` by hand.
///
/// Use ``text(_:)`` for element content, ``attribute(_:)`` for a quoted attribute value, and
/// ``url(_:)`` for an `href` or `src`:
///
/// ```text
/// let title = "Scope & ifLet"
/// let html = "<a href=\"\(HTMLEscaping.url(target))\" title=\"\(HTMLEscaping.attribute(title))\">"
///     + HTMLEscaping.text(title) + "</a>"
/// ```
package enum HTMLEscaping {
    /// `text` made safe as element content: `&`, `<`, `>` and `"` become entities.
    ///
    /// ```text
    /// HTMLEscaping.text("a < b && \"c\"") // a &lt; b &amp;&amp; &quot;c&quot;
    /// ```
    package static func text(_ text: some StringProtocol) -> String {
        var html = ""
        appendText(text, to: &html)
        return html
    }

    /// `value` made safe inside a double- or single-quoted attribute: as ``text(_:)``, and `'`
    /// becomes `&#39;`.
    package static func attribute(_ value: some StringProtocol) -> String {
        var html = ""
        appendAttribute(value, to: &html)
        return html
    }

    /// A link destination made safe as an `href` or `src` value: characters a URL cannot hold
    /// (spaces, quotes, angle brackets, non-ASCII) are percent-encoded as UTF-8, existing `%`
    /// escapes are kept, and the result is escaped as an attribute.
    ///
    /// ```text
    /// HTMLEscaping.url("Über uns.html?a=1&b=2") // %C3%9Cber%20uns.html?a=1&amp;b=2
    /// ```
    package static func url(_ url: some StringProtocol) -> String {
        // Most destinations need neither; copying them whole is much faster than byte by byte.
        if url.utf8.allSatisfy({ isURLSafe($0) && $0 != UInt8(ascii: "&") && $0 != UInt8(ascii: "'") }) {
            return String(url)
        }
        return attribute(percentEncoded(url, keeping: isURLSafe))
    }

    /// A file's path on the site made into the path of a URL: every byte but letters, digits,
    /// `/` and `-._~!$&'()*+,;=@` is percent-encoded as UTF-8, `%`, `#`, `?`, `:` and spaces
    /// included, so that the browser, which decodes the path, asks for the file of that very
    /// name. Use it before ``url(_:)``, which keeps the escapes this makes.
    ///
    /// ```text
    /// HTMLEscaping.percentEncodedPath("Guide/100% done?.html") // Guide/100%25%20done%3F.html
    /// HTMLEscaping.percentEncodedPath("C#.html")               // C%23.html
    /// ```
    package static func percentEncodedPath(_ path: some StringProtocol) -> String {
        guard !path.utf8.allSatisfy(isPathSafe) else { return String(path) }
        return percentEncoded(path, keeping: isPathSafe)
    }

    /// `text` with every UTF-8 byte that `keeping` rejects written as `%XX`.
    private static func percentEncoded(_ text: some StringProtocol, keeping: (UInt8) -> Bool) -> String {
        var encoded = ""
        for byte in text.utf8 {
            if keeping(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%"
                encoded.unicodeScalars.append(hexDigit(byte >> 4))
                encoded.unicodeScalars.append(hexDigit(byte & 0x0F))
            }
        }
        return encoded
    }

    /// Appends `text` escaped as element content; the building block of ``text(_:)`` for code
    /// that writes a page into one buffer.
    package static func appendText(_ text: some StringProtocol, to html: inout String) {
        append(text, to: &html, escapingApostrophe: false)
    }

    /// Appends `value` escaped as an attribute value; see ``attribute(_:)``.
    static func appendAttribute(_ value: some StringProtocol, to html: inout String) {
        append(value, to: &html, escapingApostrophe: true)
    }

    private static func append(_ text: some StringProtocol, to html: inout String, escapingApostrophe: Bool) {
        // Text stored as contiguous UTF-8 (nearly all) is read in place; the rest (bridged
        // strings) is copied into a native string first, so that there is one way to escape.
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            append(bytes, of: text, to: &html, escapingApostrophe: escapingApostrophe)
        }
        guard done == nil else { return }
        var native = String(text)
        native.makeContiguousUTF8()
        native.utf8.withContiguousStorageIfAvailable {
            append($0, of: native, to: &html, escapingApostrophe: escapingApostrophe)
        }
    }

    /// Appends `text`, whose UTF-8 is `bytes`, scanning it once and copying the runs between the
    /// bytes to escape; every byte to escape is ASCII, so the runs are whole characters. Text
    /// with nothing to escape, most of it, is appended whole.
    private static func append(
        _ bytes: UnsafeBufferPointer<UInt8>,
        of text: some StringProtocol,
        to html: inout String,
        escapingApostrophe: Bool
    ) {
        var start = 0
        for index in bytes.indices where needsEscape(bytes[index], escapingApostrophe) {
            if start == 0, index > 0 { html.reserveCapacity(html.utf8.count + bytes.count + 16) }
            html += String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            html += entity(bytes[index])
            start = index + 1
        }
        if start == 0 {
            html += text
        } else {
            html += String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
        }
    }

    /// The entity of a byte that ``needsEscape(_:_:)`` picked.
    private static func entity(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        default: "&#39;"
        }
    }

    /// Whether `byte` is `&`, `<`, `>`, `"` (or `'` when escaping apostrophes): all below 64,
    /// so one look at a bit mask answers for every byte of the page.
    private static func needsEscape(_ byte: UInt8, _ escapingApostrophe: Bool) -> Bool {
        let mask = escapingApostrophe ? attributeEscapes : textEscapes
        return byte < 64 && (mask &>> UInt64(byte)) & 1 != 0
    }

    private static let textEscapes: UInt64 = 1 << 0x26 | 1 << 0x3C | 1 << 0x3E | 1 << 0x22
    private static let attributeEscapes: UInt64 = textEscapes | 1 << 0x27

    /// Letters, digits and the punctuation that means something in a URL (RFC 3986's reserved
    /// and unreserved characters, and `%` so that escapes already written stay as they are).
    private static func isURLSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: ":"),
             UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "@"), UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"),
             UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","),
             UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "%"):
            true
        default:
            false
        }
    }

    /// What a URL path may hold as itself: RFC 3986's unreserved characters, `/`, and the
    /// sub-delimiters and `@` that mean nothing special in a path. Not `:`, which in a first
    /// segment would read as a scheme.
    static func isPathSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"),
             UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("),
             UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"),
             UInt8(ascii: "="), UInt8(ascii: "@"):
            true
        default:
            false
        }
    }

    private static func hexDigit(_ value: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10)
    }
}
