// libFuzzer target `lexer`: SwiftSource's `Lexer.tokens(in:)` and `DeclarationScanner`.
//
// Invariants checked on every input (see Token and Lexer's documentation):
// - the tokens cover the source in order, without gaps, overlaps or empty tokens, and stay
//   inside it; each token's text is exactly its UTF-8 range of the source, and its
//   `range` (String indices) points at the same bytes;
// - line and column agree with an independent count of line breaks;
// - only strings, block comments, backticked names and regexes can be unterminated, and
//   only string literals carry interpolations;
// - a string's segments join back to its text; each interpolation sits inside its literal,
//   after the previous one, starts with `\`, `#`s and `(`, ends with `)` when terminated, and
//   its own tokens cover exactly the code between the parentheses (checked recursively);
// - whitespace, newline and keyword tokens are what their kind says;
// - the declaration scanner finishes, and its names and positions are consistent.

// Compiled into one module with Sources/SwiftSource, so no `import SwiftSource`.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftLexer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = fuzzString(data, size)
    let bytes = Array(source.utf8)
    let tokens = Lexer.tokens(in: source)
    let checker = TokenChecker(source: source, bytes: bytes, lineStarts: lineStarts(of: bytes))
    checker.check(tokens, covering: 0..<bytes.count, depth: 0)

    var joined = ""
    for token in tokens { joined += token.text }
    require(joined.utf8.elementsEqual(bytes), "joined tokens differ from the source")

    let declarations = DeclarationScanner.declarations(in: tokens)
    for declaration in declarations {
        let expected = declaration.enclosingTypes.last.map { "\($0.qualifiedName).\(declaration.name)" }
            ?? declaration.name
        require(
            declaration.qualifiedName == expected,
            "qualified name \(shown(declaration.qualifiedName)) is not \(shown(expected))"
        )
        checker.checkPosition(line: declaration.line, column: declaration.column, what: "declaration")
        for enumCase in declaration.cases {
            checker.checkPosition(line: enumCase.line, column: enumCase.column, what: "enum case")
        }
    }
    return 0
}

private struct TokenChecker {
    let source: String
    let bytes: [UInt8]
    let lineStarts: [Int]

    func check(_ tokens: [Token], covering range: Range<Int>, depth: Int) {
        require(depth <= 1_000, "interpolations nested \(depth) deep")
        var cursor = range.lowerBound
        for token in tokens {
            let tokenRange = token.utf8Range
            require(
                tokenRange.lowerBound == cursor,
                "token \(shown(token.text)) starts at \(tokenRange.lowerBound), expected \(cursor) (gap or overlap)"
            )
            require(!tokenRange.isEmpty, "empty token at \(cursor)")
            require(
                tokenRange.upperBound <= range.upperBound,
                "token \(tokenRange) runs past the end \(range.upperBound)"
            )
            checkText(token.text, tokenRange, token.range, what: "token")
            let (line, column) = location(of: tokenRange.lowerBound)
            require(
                token.line == line && token.column == column,
                "token at \(tokenRange.lowerBound) says \(token.line):\(token.column), expected \(line):\(column)"
            )
            checkKind(token)
            checkInterpolations(of: token, depth: depth)
            cursor = tokenRange.upperBound
        }
        require(cursor == range.upperBound, "tokens end at \(cursor), expected \(range.upperBound)")
    }

    func checkText(_ text: Substring, _ utf8Range: Range<Int>, _ range: Range<String.Index>, what: String) {
        require(
            text.utf8.elementsEqual(bytes[utf8Range]),
            "\(what) text \(shown(text)) is not the source's bytes \(utf8Range)"
        )
        let utf8 = source.utf8
        let lower = utf8.distance(from: utf8.startIndex, to: range.lowerBound)
        let upper = utf8.distance(from: utf8.startIndex, to: range.upperBound)
        require(lower..<upper == utf8Range, "\(what) range is bytes \(lower)..<\(upper), utf8Range is \(utf8Range)")
    }

    func checkKind(_ token: Token) {
        let text = Array(token.text.utf8)
        switch token.kind {
        case .whitespace:
            require(
                text.allSatisfy { [0x20, 0x09, 0x0B, 0x0C, 0x00].contains($0) },
                "whitespace token \(shown(token.text))"
            )
        case .newline:
            require(["\n", "\r\n", "\r"].contains(String(token.text)), "newline token \(shown(token.text))")
        case .keyword:
            require(Keywords.reserved.contains(String(token.text)), "keyword token \(shown(token.text))")
        default:
            break
        }
        if !token.isTerminated {
            let mayBeOpen: [TokenKind] = [.stringLiteral, .blockComment, .docBlockComment, .backtickedIdentifier, .regexLiteral]
            require(mayBeOpen.contains(token.kind), "unterminated \(token.kind) token \(shown(token.text))")
        }
        if !token.interpolations.isEmpty {
            require(token.kind == .stringLiteral, "\(token.kind) token with interpolations")
        }
    }

    func checkInterpolations(of token: Token, depth: Int) {
        var cursor = token.utf8Range.lowerBound
        for interpolation in token.interpolations {
            let range = interpolation.utf8Range
            require(
                range.lowerBound >= cursor && range.upperBound <= token.utf8Range.upperBound,
                "interpolation \(range) outside its literal \(token.utf8Range) or before \(cursor)"
            )
            checkText(interpolation.text, range, interpolation.range, what: "interpolation")
            // `\`, as many `#` as the literal's delimiter, `(`.
            var open = range.lowerBound
            require(bytes[open] == UInt8(ascii: "\\"), "interpolation does not start with a backslash")
            open += 1
            while open < range.upperBound, bytes[open] == UInt8(ascii: "#") { open += 1 }
            require(open < range.upperBound && bytes[open] == UInt8(ascii: "("), "interpolation has no `(`")
            var end = range.upperBound
            if interpolation.isTerminated {
                require(
                    end - 1 > open && bytes[end - 1] == UInt8(ascii: ")"),
                    "terminated interpolation does not end with `)`"
                )
                end -= 1
            }
            check(interpolation.tokens, covering: (open + 1)..<end, depth: depth + 1)
            cursor = range.upperBound
        }
        var joined = ""
        for segment in token.segments {
            switch segment {
            case .text(let text): joined += text
            case .interpolation(let interpolation): joined += interpolation.text
            }
        }
        require(joined.utf8.elementsEqual(token.text.utf8), "segments do not join to the token's text")
    }

    func checkPosition(line: Int, column: Int, what: String) {
        require(line >= 1 && line <= lineStarts.count, "\(what) line \(line) outside 1...\(lineStarts.count)")
        let lineEnd = line < lineStarts.count ? lineStarts[line] : bytes.count
        // A name starts inside its line: before the next line's start, or the end of the source.
        require(
            column >= 1 && lineStarts[line - 1] + column - 1 < lineEnd,
            "\(what) column \(column) outside line \(line)"
        )
    }

    func location(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }
}
