/// The byte-level half of ``Lexer``: it cuts UTF-8 bytes into raw tokens.
///
/// It never fails and never stalls: every token consumes at least one byte, and a construct
/// whose closing delimiter is missing ends at the end of the input (a single-line string or a
/// backticked name: at the end of its line), marked as unterminated.
struct ByteScanner {
    let bytes: [UInt8]
    /// The offset of the next byte to read.
    var offset = 0
    /// Whether the last token was a `.`, so that a number after it is a tuple index (`x.0.1`).
    var followsDot = false
    /// How many string interpolations enclose the current position.
    var interpolationDepth = 0

    /// Deeper interpolations are lexed as plain string text, so that hostile input cannot
    /// exhaust the stack.
    static let maximumInterpolationDepth = 64

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Scans all remaining bytes.
    mutating func scanAll() -> [TokenSpan] {
        var tokens: [TokenSpan] = []
        // About one token in four bytes of typical Swift (names, spaces, punctuation).
        tokens.reserveCapacity((bytes.count - offset) / 4 + 1)
        while offset < bytes.count {
            tokens.append(nextToken())
        }
        return tokens
    }

    /// Scans one token; there must be at least one byte left.
    mutating func nextToken() -> TokenSpan {
        let start = offset
        var token = scanToken()
        if offset <= start {
            // Defensive: no scanning routine may leave the scanner where it was.
            offset = start + 1
            token = TokenSpan(kind: .unknown, range: start..<offset)
        }
        followsDot = token.kind == .punctuation && bytes[start] == UInt8(ascii: ".")
        return token
    }

    /// The byte `distance` bytes ahead, or 0 past the end.
    func peek(_ distance: Int = 0) -> UInt8 {
        let index = offset + distance
        return index < bytes.count ? bytes[index] : 0
    }

    private mutating func scanToken() -> TokenSpan {
        let start = offset
        let byte = bytes[offset]
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0:
            while offset < bytes.count, Self.isHorizontalSpace(bytes[offset]) { offset += 1 }
            return TokenSpan(kind: .whitespace, range: start..<offset)
        case UInt8(ascii: "\n"):
            offset += 1
            return TokenSpan(kind: .newline, range: start..<offset)
        case UInt8(ascii: "\r"):
            offset += peek(1) == UInt8(ascii: "\n") ? 2 : 1
            return TokenSpan(kind: .newline, range: start..<offset)
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
            return scanLineComment()
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
            return scanBlockComment()
        case UInt8(ascii: "\""):
            return scanStringLiteral()
        case UInt8(ascii: "#"):
            return scanPound()
        case UInt8(ascii: "@"):
            return scanAttribute()
        case UInt8(ascii: "`"):
            return scanBacktickedIdentifier()
        case UInt8(ascii: "\\"):
            offset += 1
            return TokenSpan(kind: .keyPathBackslash, range: start..<offset)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return scanNumber()
        case UInt8(ascii: "$"):
            offset += 1
            skipIdentifierBody()
            return TokenSpan(kind: .identifier, range: start..<offset)
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
            UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"),
            UInt8(ascii: ":"):
            offset += 1
            return TokenSpan(kind: .punctuation, range: start..<offset)
        case UInt8(ascii: "."):
            guard peek(1) == UInt8(ascii: ".") else {
                offset += 1
                return TokenSpan(kind: .punctuation, range: start..<offset)
            }
            return scanOperator(allowingDots: true)
        default:
            return scanWordOrOperator()
        }
    }

    /// `@` and the attribute name after it, or a lone `@` as punctuation.
    private mutating func scanAttribute() -> TokenSpan {
        let start = offset
        offset += 1
        guard Self.isIdentifierStart(peek()) else {
            return TokenSpan(kind: .punctuation, range: start..<offset)
        }
        skipIdentifierBody()
        return TokenSpan(kind: .attribute, range: start..<offset)
    }

    /// An operator, a keyword or identifier, or else one character (with its UTF-8
    /// continuation bytes) the lexer does not know.
    private mutating func scanWordOrOperator() -> TokenSpan {
        let start = offset
        let byte = bytes[offset]
        if Self.isOperatorCharacter(byte) {
            return scanOperator(allowingDots: false)
        }
        if Self.isIdentifierStart(byte) {
            skipIdentifierBody()
            let kind: TokenKind = Keywords.reservedWords.contains(bytes[start..<offset]) ? .keyword : .identifier
            return TokenSpan(kind: kind, range: start..<offset)
        }
        offset += 1
        while offset < bytes.count, Self.isContinuationByte(bytes[offset]) { offset += 1 }
        return TokenSpan(kind: .unknown, range: start..<offset)
    }

    // MARK: Comments

    private mutating func scanLineComment() -> TokenSpan {
        let start = offset
        let isDoc = peek(2) == UInt8(ascii: "/") && peek(3) != UInt8(ascii: "/")
        skipToEndOfLine()
        return TokenSpan(kind: isDoc ? .docLineComment : .lineComment, range: start..<offset)
    }

    private mutating func scanBlockComment() -> TokenSpan {
        let start = offset
        let isDoc = peek(2) == UInt8(ascii: "*") && peek(3) != UInt8(ascii: "/")
        offset += 2
        var depth = 1
        while offset < bytes.count {
            if bytes[offset] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                offset += 2
            } else if bytes[offset] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                offset += 2
                if depth == 0 {
                    return TokenSpan(kind: isDoc ? .docBlockComment : .blockComment, range: start..<offset)
                }
            } else {
                offset += 1
            }
        }
        return TokenSpan(
            kind: isDoc ? .docBlockComment : .blockComment, range: start..<offset, isTerminated: false
        )
    }

    // MARK: Names, directives and operators

    /// `#if`, `#"raw"#`, `#/regex/#`, a shebang line, or a lone `#`.
    private mutating func scanPound() -> TokenSpan {
        let start = offset
        if start == 0, peek(1) == UInt8(ascii: "!") {
            skipToEndOfLine()
            return TokenSpan(kind: .lineComment, range: start..<offset)
        }
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        switch peek(hashes) {
        case UInt8(ascii: "\""):
            return scanStringLiteral()
        case UInt8(ascii: "/"):
            return scanRegexLiteral()
        case let next where hashes == 1 && Self.isIdentifierStart(next):
            offset += 1
            skipIdentifierBody()
            return TokenSpan(kind: .poundDirective, range: start..<offset)
        default:
            offset += 1
            return TokenSpan(kind: .punctuation, range: start..<offset)
        }
    }

    private mutating func scanBacktickedIdentifier() -> TokenSpan {
        let start = offset
        offset += 1
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "`"):
                offset += 1
                return TokenSpan(kind: .backtickedIdentifier, range: start..<offset)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return TokenSpan(kind: .backtickedIdentifier, range: start..<offset, isTerminated: false)
            default:
                offset += 1
            }
        }
        return TokenSpan(kind: .backtickedIdentifier, range: start..<offset, isTerminated: false)
    }

    /// A run of operator characters. A `/` that starts a comment ends the run, and dots belong
    /// to the run only when it starts with a dot (`..<`), as in Swift.
    private mutating func scanOperator(allowingDots: Bool) -> TokenSpan {
        let start = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            if offset > start, byte == UInt8(ascii: "/"),
                peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*")
            {
                break
            }
            guard Self.isOperatorCharacter(byte) || (allowingDots && byte == UInt8(ascii: ".")) else {
                break
            }
            offset += 1
        }
        return TokenSpan(kind: .operator, range: start..<offset)
    }

    mutating func skipIdentifierBody() {
        while offset < bytes.count, Self.isIdentifierBody(bytes[offset]) { offset += 1 }
    }

    mutating func skipToEndOfLine() {
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n"), bytes[offset] != UInt8(ascii: "\r") {
            offset += 1
        }
    }

    // MARK: Byte classes

    static func isHorizontalSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0B || byte == 0x0C || byte == 0
    }

    /// Letters, `_`, and every byte of a non-ASCII character: Swift allows most of Unicode in
    /// names, and treating all of it as name characters keeps the lexer small and total.
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func isContinuationByte(_ byte: UInt8) -> Bool {
        byte & 0xC0 == 0x80
    }

    static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
            UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"),
            UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
            UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default:
            false
        }
    }
}
