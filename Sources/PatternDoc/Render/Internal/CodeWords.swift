/// The distinct words of a page's code blocks, in the order they first appear: what the search
/// index holds for code, rather than the code itself.
///
/// Search finds names (`ifLet`, `IdentifiedArray`) in code, and snippets are cut from prose;
/// the code's text, with its indentation, punctuation and the same names over and over, was
/// most of the index while adding no result the words do not find.
struct CodeWords {
    private var seen: Set<Substring> = []
    /// The words so far, separated by spaces.
    private(set) var text = ""

    /// Adds the words of `code`: runs of letters, digits and `_` (and any non-ASCII letter)
    /// that do not start with a digit.
    mutating func add(_ code: String) {
        var start: String.Index?
        var index = code.utf8.startIndex
        while index < code.utf8.endIndex {
            let byte = code.utf8[index]
            if Self.isWordByte(byte) {
                if start == nil, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { start = index }
            } else if let from = start {
                addWord(code[from..<index])
                start = nil
            }
            code.utf8.formIndex(after: &index)
        }
        if let from = start { addWord(code[from..<code.endIndex]) }
    }

    private mutating func addWord(_ word: Substring) {
        guard word.utf8.count > 1, seen.insert(word).inserted else { return }
        if !text.isEmpty { text += " " }
        text += word
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...:
            true
        default:
            false
        }
    }
}
