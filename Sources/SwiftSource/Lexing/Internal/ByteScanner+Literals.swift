/// String, regex and number literals.
extension ByteScanner {
    /// A string literal in any of its forms: `"..."`, `"""..."""`, `#"..."#`, `##"""..."""##`.
    ///
    /// Escapes are `\` followed by as many `#` as the literal's delimiter has; an escape whose
    /// next character is `(` opens an interpolation, whose code is lexed as tokens up to the
    /// matching `)`. A single-line literal, and any interpolation inside it, ends at a line
    /// break when its closing quote is missing, as the compiler reads it.
    mutating func scanStringLiteral() -> TokenSpan {
        let start = offset
        var hashes = 0
        while peek() == UInt8(ascii: "#") {
            hashes += 1
            offset += 1
        }
        let isMultiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        offset += isMultiline ? 3 : 1
        var interpolations: [InterpolationSpan] = []
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "\\") where hasHashes(hashes, at: offset + 1):
                let escapeStart = offset
                offset += 1 + hashes
                if peek() == UInt8(ascii: "("), interpolationDepth < Self.maximumInterpolationDepth {
                    offset += 1
                    interpolations.append(scanInterpolation(from: escapeStart, isMultiline: isMultiline))
                } else if offset < bytes.count, isMultiline || !Self.isLineBreak(bytes[offset]) {
                    offset += 1
                }
            case UInt8(ascii: "\""):
                let quotes = isMultiline ? 3 : 1
                if (0..<quotes).allSatisfy({ peek($0) == UInt8(ascii: "\"") }),
                    hasHashes(hashes, at: offset + quotes)
                {
                    offset += quotes + hashes
                    return TokenSpan(kind: .stringLiteral, range: start..<offset, interpolations: interpolations)
                }
                offset += 1
            case let byte where Self.isLineBreak(byte) && !isMultiline:
                return TokenSpan(
                    kind: .stringLiteral, range: start..<offset, isTerminated: false,
                    interpolations: interpolations
                )
            default:
                offset += 1
            }
        }
        return TokenSpan(
            kind: .stringLiteral, range: start..<offset, isTerminated: false, interpolations: interpolations
        )
    }

    /// The code of one interpolation; `offset` is just past its `(`.
    private mutating func scanInterpolation(from start: Int, isMultiline: Bool) -> InterpolationSpan {
        interpolationDepth += 1
        defer { interpolationDepth -= 1 }
        var tokens: [TokenSpan] = []
        var parentheses = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            if !isMultiline, Self.isLineBreak(byte) {
                break
            }
            if byte == UInt8(ascii: ")"), parentheses == 0 {
                offset += 1
                return InterpolationSpan(range: start..<offset, tokens: tokens, isTerminated: true)
            }
            let token = nextToken()
            if token.kind == .punctuation {
                if byte == UInt8(ascii: "(") { parentheses += 1 }
                if byte == UInt8(ascii: ")") { parentheses -= 1 }
            }
            tokens.append(token)
        }
        return InterpolationSpan(range: start..<offset, tokens: tokens, isTerminated: false)
    }

    /// An extended regex literal, `#/.../#`; `offset` is at its first `#`.
    mutating func scanRegexLiteral() -> TokenSpan {
        let start = offset
        var hashes = 0
        while peek() == UInt8(ascii: "#") {
            hashes += 1
            offset += 1
        }
        offset += 1
        let isMultiline = Self.isLineBreak(peek())
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\\") {
                offset += Self.isLineBreak(peek(1)) && !isMultiline ? 1 : 2
            } else if byte == UInt8(ascii: "/"), hasHashes(hashes, at: offset + 1) {
                offset += 1 + hashes
                return TokenSpan(kind: .regexLiteral, range: start..<offset)
            } else if Self.isLineBreak(byte), !isMultiline {
                break
            } else {
                offset += 1
            }
        }
        offset = min(offset, bytes.count)
        return TokenSpan(kind: .regexLiteral, range: start..<offset, isTerminated: false)
    }

    /// A number: decimal, `0x`, `0o` or `0b`, with `_` separators, fractions and exponents.
    /// Letters glued to a number stay in it, so `12abc` is one (invalid) token, as in Swift.
    /// After a `.`, only digits are read, so that `pair.0.1` is two tuple indices.
    mutating func scanNumber() -> TokenSpan {
        let start = offset
        if followsDot {
            while offset < bytes.count, Self.isDigit(bytes[offset]) { offset += 1 }
            return TokenSpan(kind: .number, range: start..<offset)
        }
        let radix = peek() == UInt8(ascii: "0") ? peek(1) : 0
        let isHex = radix == UInt8(ascii: "x") || radix == UInt8(ascii: "X")
        let isOtherRadix = radix == UInt8(ascii: "o") || radix == UInt8(ascii: "b")
        if isHex || isOtherRadix {
            offset += 2
        }
        skipDigits(hexadecimal: isHex)
        if !isOtherRadix {
            let digitAfterDot = isHex ? Self.isHexDigit(peek(1)) : Self.isDigit(peek(1))
            if peek() == UInt8(ascii: "."), digitAfterDot, peek(1) != UInt8(ascii: "_") {
                offset += 1
                skipDigits(hexadecimal: isHex)
            }
            let exponent = isHex ? UInt8(ascii: "p") : UInt8(ascii: "e")
            if peek() | 0x20 == exponent {
                let sign = peek(1) == UInt8(ascii: "+") || peek(1) == UInt8(ascii: "-") ? 1 : 0
                if Self.isDigit(peek(1 + sign)) {
                    offset += 1 + sign
                    skipDigits(hexadecimal: false)
                }
            }
        }
        skipIdentifierBody()
        return TokenSpan(kind: .number, range: start..<offset)
    }

    /// Skips digits and `_` separators.
    private mutating func skipDigits(hexadecimal: Bool) {
        while offset < bytes.count,
            hexadecimal ? Self.isHexDigit(bytes[offset]) : Self.isDecimalDigit(bytes[offset])
        {
            offset += 1
        }
    }

    /// Whether `count` `#` characters start at `index`.
    private func hasHashes(_ count: Int, at index: Int) -> Bool {
        guard index + count <= bytes.count else { return false }
        return (index..<index + count).allSatisfy { bytes[$0] == UInt8(ascii: "#") }
    }

    static func isLineBreak(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// A decimal digit or the `_` separator.
    static func isDecimalDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: "_")
    }

    /// A hexadecimal digit or the `_` separator.
    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: "_")
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
    }
}
