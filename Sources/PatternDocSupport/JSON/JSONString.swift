/// JSON string literals, safe to place in any script: the search index, the navigation file and
/// the verification report are written with them.
package enum JSONString {
    /// `text` as a quoted JSON string. Besides what JSON requires (quotes, backslashes,
    /// control characters), it escapes `<` so no `</script>` or `<!--` can end or confuse a
    /// script the index is pasted into, and U+2028 and U+2029, which older JavaScript engines
    /// take as line breaks inside a string literal.
    ///
    /// `quoted("a\"</b>")` is `"a\"\u003c/b>"`.
    package static func quoted(_ text: String) -> String {
        // Most text needs no escaping (0xE2 starts U+2028 and U+2029 in UTF-8, among others).
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x3C || $0 == 0xE2 }) else {
            return "\"" + text + "\""
        }
        var json: [UInt8] = []
        json.reserveCapacity(text.utf8.count + text.utf8.count / 8 + 2)
        append(quoting: Array(text.utf8), to: &json)
        return String(decoding: json, as: UTF8.self)
    }

    /// Appends `bytes`, UTF-8 text, to `json` as a quoted string, escaped as ``quoted(_:)``
    /// escapes: for writers that build a large file as bytes.
    package static func append(quoting bytes: [UInt8], to json: inout [UInt8]) {
        // Escaped byte by byte: everything to escape is ASCII but U+2028 and U+2029, whose
        // three bytes are matched whole, so every other byte is copied as it is.
        json.append(UInt8(ascii: "\""))
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): json += #"\""#.utf8
            case UInt8(ascii: "\\"): json += #"\\"#.utf8
            case UInt8(ascii: "\n"): json += #"\n"#.utf8
            case UInt8(ascii: "\r"): json += #"\r"#.utf8
            case UInt8(ascii: "\t"): json += #"\t"#.utf8
            case UInt8(ascii: "<"), ..<0x20:
                json += unicodeEscape(UInt32(byte)).utf8
            case 0xE2 where index + 1 < bytes.count && bytes[index] == 0x80 && (bytes[index + 1] == 0xA8 || bytes[index + 1] == 0xA9):
                json += unicodeEscape(bytes[index + 1] == 0xA8 ? 0x2028 : 0x2029).utf8
                index += 2
            default:
                json.append(byte)
            }
        }
        json.append(UInt8(ascii: "\""))
    }

    /// `text` as a JSON string the way Foundation's `JSONEncoder` writes one: `"`, `\` and `/`
    /// escaped, the control characters with a short name (`\b`, `\t`, `\n`, `\f`, `\r`) by
    /// it and the others as `\u00XX`, everything else as it is (`<` too, unlike ``quoted(_:)``).
    /// The report's nested values (a block's previews, the coverage) were written by
    /// `JSONEncoder` before the report had one codec, and are still written the same bytes.
    ///
    /// ```text
    /// JSONString.quotedAsJSONEncoder("</p>\tx")  // "<\/p>\tx"
    /// ```
    package static func quotedAsJSONEncoder(_ text: String) -> String {
        var json: [UInt8] = [UInt8(ascii: "\"")]
        json.reserveCapacity(text.utf8.count + text.utf8.count / 8 + 2)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): json += #"\""#.utf8
            case UInt8(ascii: "\\"): json += #"\\"#.utf8
            case UInt8(ascii: "/"): json += #"\/"#.utf8
            case 0x08: json += #"\b"#.utf8
            case UInt8(ascii: "\t"): json += #"\t"#.utf8
            case UInt8(ascii: "\n"): json += #"\n"#.utf8
            case 0x0C: json += #"\f"#.utf8
            case UInt8(ascii: "\r"): json += #"\r"#.utf8
            case ..<0x20: json += unicodeEscape(UInt32(byte)).utf8
            default: json.append(byte)
            }
        }
        json.append(UInt8(ascii: "\""))
        return String(decoding: json, as: UTF8.self)
    }

    /// `\uXXXX` for a scalar of the Basic Multilingual Plane.
    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
