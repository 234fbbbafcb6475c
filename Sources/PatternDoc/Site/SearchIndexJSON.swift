/// JSON string literals for the search index, safe to place in any script.
enum SearchIndexJSON {
    /// `text` as a quoted JSON string. Besides what JSON requires (quotes, backslashes,
    /// control characters), it escapes `<` so no `</script>` or `<!--` can end or confuse a
    /// script the index is pasted into, and U+2028 and U+2029, which older JavaScript engines
    /// take as line breaks inside a string literal.
    ///
    /// `string("a\"</b>")` is `"a\"\u003c/b>"`.
    static func string(_ text: String) -> String {
        // Most text needs no escaping (0xE2 starts U+2028 and U+2029 in UTF-8, among others).
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x3C || $0 == 0xE2 }) else {
            return "\"" + text + "\""
        }
        var json = String.UnicodeScalarView()
        json.append("\"")
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": json += "\\\"".unicodeScalars
            case "\\": json += "\\\\".unicodeScalars
            case "\n": json += "\\n".unicodeScalars
            case "\r": json += "\\r".unicodeScalars
            case "\t": json += "\\t".unicodeScalars
            case "<", "\u{2028}", "\u{2029}":
                json += unicodeEscape(scalar).unicodeScalars
            default:
                if scalar.value < 0x20 {
                    json += unicodeEscape(scalar).unicodeScalars
                } else {
                    json.append(scalar)
                }
            }
        }
        json.append("\"")
        return String(json)
    }

    /// `\uXXXX` for a scalar of the Basic Multilingual Plane.
    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
