/// DocC's asides: a block quote whose first words are `Note:`, `Important:`, `Warning:`,
/// `Tip:` or another of DocC's kinds is shown as a styled aside with that title.
extension PageWalk {
    /// The aside kinds DocC knows, as written, with the style each gets.
    static let asideKinds: [String: String] = [
        "Note": "note", "Important": "important", "Warning": "warning", "Tip": "tip",
        "Experiment": "experiment", "Attention": "warning", "Bug": "warning", "Precondition": "note",
        "Postcondition": "note", "Requires": "note", "Remark": "note", "Complexity": "note",
        "Invariant": "note", "Since": "note", "Version": "note", "Throws": "note", "Returns": "note",
        "Parameter": "note", "ToDo": "note", "Todo": "note", "SeeAlso": "note", "Deprecated": "warning",
    ]

    /// `text` as the reader sees it: when it is the first text of a quote and starts with an
    /// aside's kind and a colon, the quote becomes that aside and the kind leaves the text.
    mutating func asideText(_ text: String) -> String {
        guard let last = quotes.indices.last, !quotes[last].decided else { return text }
        quotes[last].decided = true
        guard let colon = text.firstIndex(of: ":"),
            let style = Self.asideKinds[String(text[..<colon])]
        else { return text }
        let kind = String(text[..<colon])
        let opening = "<blockquote>\n"
        let bytes = Array(html.utf8)
        let start = quotes[last].start
        guard bytes.count >= start + opening.utf8.count,
            String(decoding: bytes[start..<(start + opening.utf8.count)], as: UTF8.self) == opening
        else { return text }
        let aside = "<aside class=\"aside aside-\(style)\" aria-label=\"\(kind)\">\n<p class=\"aside-title\">\(kind)</p>\n"
        html = String(decoding: bytes[..<start], as: UTF8.self) + aside
            + String(decoding: bytes[(start + opening.utf8.count)...], as: UTF8.self)
        quotes[last].aside = style
        return String(text[text.index(after: colon)...].drop { $0 == " " })
    }
}
