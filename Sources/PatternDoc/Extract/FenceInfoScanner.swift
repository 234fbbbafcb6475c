/// Reads the words of a code fence's info string: the language, then attributes written as
/// `name` or `name("argument")`.
struct FenceInfoScanner {
    /// One attribute as written.
    struct Token {
        /// The name, or the whole unreadable word when it does not start like a name.
        var name: String
        /// The unescaped argument inside the parentheses, if the attribute has them.
        var argument: String?
        /// Text glued to the attribute without a separating space (`test,hidden` gives
        /// `,hidden`), which is a mistake.
        var trailing: String?
    }

    /// A string argument that cannot be read.
    struct SyntaxError: Error {
        var message: String
        var hint: String
    }

    private let characters: [Character]
    private var index = 0

    init(_ info: String) {
        characters = Array(info)
    }

    /// The language, the first word of the info string; empty when there is none.
    var language: String {
        var copy = self
        copy.index = 0
        return copy.word()
    }

    /// Whether only spaces remain.
    var isAtEnd: Bool {
        characters[index...].allSatisfy(\.isWhitespace)
    }

    /// What remains after the current position, trimmed of spaces.
    var rest: String {
        let remaining = characters[index...].drop(while: \.isWhitespace)
        let end = remaining.lastIndex { !$0.isWhitespace }.map { $0 + 1 } ?? remaining.startIndex
        return String(remaining[..<end])
    }

    /// The next run of non-space characters; empty at the end.
    mutating func word() -> String {
        skipSpaces()
        let start = index
        while index < characters.count, !characters[index].isWhitespace { index += 1 }
        return String(characters[start..<index])
    }

    /// The next attribute. A word that does not start with a letter is returned whole as the
    /// name, for the caller to report as unknown.
    mutating func attribute() throws(SyntaxError) -> Token {
        skipSpaces()
        guard index < characters.count, characters[index].isLetter else {
            return Token(name: word())
        }
        let start = index
        while index < characters.count, characters[index].isLetter || characters[index].isNumber
            || characters[index] == "_" || characters[index] == "-" {
            index += 1
        }
        var token = Token(name: String(characters[start..<index]))
        if index < characters.count, characters[index] == "(" {
            index += 1
            token.argument = try argument(of: token.name)
        }
        if index < characters.count, !characters[index].isWhitespace {
            token.trailing = word()
        }
        return token
    }

    /// Reads `"text")` after an opening parenthesis.
    private mutating func argument(of name: String) throws(SyntaxError) -> String {
        // Built only for a message: every fence with an argument comes through here.
        func form() -> String {
            "Write it as `\(name)(\"text\")`, with \\\" for a quote and \\\\ for a backslash inside the string."
        }
        skipSpaces()
        guard index < characters.count, characters[index] == "\"" else {
            throw SyntaxError(message: "fence attribute '\(name)' expects a quoted string inside its parentheses", hint: form())
        }
        index += 1
        var text = ""
        while true {
            guard index < characters.count else {
                throw SyntaxError(message: "unterminated string in fence attribute '\(name)'", hint: form())
            }
            let character = characters[index]
            index += 1
            if character == "\"" { break }
            if character == "\\" {
                guard index < characters.count else {
                    throw SyntaxError(message: "unterminated string in fence attribute '\(name)'", hint: form())
                }
                let escaped = characters[index]
                guard escaped == "\"" || escaped == "\\" else {
                    throw SyntaxError(message: "unknown escape '\\\(escaped)' in fence attribute '\(name)'", hint: form())
                }
                index += 1
                text.append(escaped)
            } else {
                text.append(character)
            }
        }
        skipSpaces()
        guard index < characters.count, characters[index] == ")" else {
            throw SyntaxError(message: "fence attribute '\(name)' is missing its closing parenthesis", hint: form())
        }
        index += 1
        return text
    }

    private mutating func skipSpaces() {
        while index < characters.count, characters[index].isWhitespace { index += 1 }
    }
}
