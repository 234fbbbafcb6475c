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

    // Unicode scalars rather than Characters: every fence of every page is read, and breaking
    // text into Characters cost about a thousand instructions a letter. Attribute names and
    // their punctuation are ASCII, so no grapheme cluster is ever split where it matters.
    private let characters: [Unicode.Scalar]
    private var index = 0

    init(_ info: String) {
        characters = Array(info.unicodeScalars)
    }

    /// The language, the first word of the info string; empty when there is none.
    var language: String {
        var copy = self
        copy.index = 0
        return copy.word()
    }

    /// Whether only spaces remain.
    var isAtEnd: Bool {
        characters[index...].allSatisfy(Self.isSpace)
    }

    /// What remains after the current position, trimmed of spaces.
    var rest: String {
        let remaining = characters[index...].drop(while: Self.isSpace)
        let end = remaining.lastIndex { !Self.isSpace($0) }.map { $0 + 1 } ?? remaining.startIndex
        return Self.string(remaining[..<end])
    }

    /// The next run of non-space characters; empty at the end.
    mutating func word() -> String {
        skipSpaces()
        let start = index
        while index < characters.count, !Self.isSpace(characters[index]) { index += 1 }
        return Self.string(characters[start..<index])
    }

    /// The next attribute. A word that does not start with a letter is returned whole as the
    /// name, for the caller to report as unknown.
    mutating func attribute() throws(SyntaxError) -> Token {
        skipSpaces()
        guard index < characters.count, Self.isLetter(characters[index]) else {
            return Token(name: word())
        }
        let start = index
        while index < characters.count, Self.isNamePart(characters[index]) { index += 1 }
        var token = Token(name: Self.string(characters[start..<index]))
        if index < characters.count, characters[index] == "(" {
            index += 1
            token.argument = try argument(of: token.name)
        }
        if index < characters.count, !Self.isSpace(characters[index]) {
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
        var text: [Unicode.Scalar] = []
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
        return Self.string(text[...])
    }

    private mutating func skipSpaces() {
        while index < characters.count, Self.isSpace(characters[index]) { index += 1 }
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) : scalar.properties.isAlphabetic
    }

    /// A letter, digit, `_` or `-`: what attribute names are made of.
    private static func isNamePart(_ scalar: Unicode.Scalar) -> Bool {
        isLetter(scalar) || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
            || (!scalar.isASCII && scalar.properties.numericType != nil)
    }

    private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        // Nearly always ASCII: made from its bytes in one go rather than a scalar at a time.
        if scalars.allSatisfy(\.isASCII) {
            return String(unsafeUninitializedCapacity: scalars.count) { buffer in
                for (offset, scalar) in scalars.enumerated() { buffer[offset] = UInt8(truncatingIfNeeded: scalar.value) }
                return scalars.count
            }
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}
