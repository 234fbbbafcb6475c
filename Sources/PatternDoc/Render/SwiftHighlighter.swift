import SwiftSource

/// Colours Swift code for the site: the code, HTML-escaped, with its tokens wrapped in
/// `<span class=…>` elements that the stylesheet colours.
///
/// | class    | what                                                        |
/// |----------|-------------------------------------------------------------|
/// | `kw`     | keywords, and contextual keywords where they act as one     |
/// | `ty`     | names that start with an uppercase letter                   |
/// | `fn`     | other names directly followed by `(`                        |
/// | `str`    | the literal text of strings (and regex literals)            |
/// | `interp` | the `\(` and `)` around an interpolation                    |
/// | `num`    | numbers                                                     |
/// | `com`    | comments of every style                                     |
/// | `attr`   | attributes such as `@MainActor`                             |
/// | `kp`     | a key path's backslash and the dotted path after it         |
/// | `dir`    | `#` words: `#if`, `#sourceLocation`, `#expect`              |
///
/// The code inside an interpolation is highlighted like any other code. Its spans sit beside
/// the `str` spans rather than inside them, so the string's colour never leaks into it.
/// Removing the tags and decoding the entities gives back the code exactly.
///
/// ```swift
/// SwiftHighlighter.html("let n = 1")
/// // <span class=kw>let</span> n = <span class=num>1</span>
/// ```
public enum SwiftHighlighter {
    /// `code` as highlighted HTML, for inside `<pre><code>`.
    public static func html(_ code: String) -> String {
        var code = code
        code.makeContiguousUTF8()
        let tokens = Lexer.spans(in: code)
        // Spans are UTF-8 offsets, so the HTML is made from the source's bytes: no token text
        // is made, compared or copied as a String, which was most of the work.
        return code.utf8.withContiguousStorageIfAvailable { source in
            var writer = Writer(source: source)
            writer.output.reserveCapacity(source.count * 2)
            writer.append(tokens[...])
            return String(decoding: writer.output, as: UTF8.self)
        }!
    }

    /// `code` as HTML for a block of the given fence language: highlighted when it is `swift`,
    /// escaped plain text otherwise.
    public static func html(_ code: String, language: String) -> String {
        language == "swift" ? html(code) : HTMLEscaping.text(code)
    }

    /// Contextual keywords that can stand last before a brace or arrow: accessors and effects.
    private static let endingWords: Set<String> = ["get", "set", "willSet", "didSet", "async", "mutating", "nonmutating"]

    /// The HTML of one code block as it grows, and the source bytes its tokens point into.
    private struct Writer {
        let source: UnsafeBufferPointer<UInt8>
        var output: [UInt8] = []

        init(source: UnsafeBufferPointer<UInt8>) {
            self.source = source
        }

        mutating func append(_ tokens: ArraySlice<TokenSpan>) {
            var index = tokens.startIndex
            while index < tokens.endIndex {
                let token = tokens[index]
                switch token.kind {
                case .keyPathBackslash:
                    let end = keyPathEnd(tokens, from: index)
                    span("kp", tokens[index].range.lowerBound..<tokens[end - 1].range.upperBound)
                    index = end
                    continue
                case .stringLiteral:
                    appendString(token)
                case .regexLiteral:
                    span("str", token.range)
                case .keyword:
                    span("kw", token.range)
                case .identifier:
                    appendName(token, at: index, in: tokens)
                case .number:
                    span("num", token.range)
                case .lineComment, .docLineComment, .blockComment, .docBlockComment:
                    span("com", token.range)
                case .attribute:
                    span("attr", token.range)
                case .poundDirective:
                    span("dir", token.range)
                case .backtickedIdentifier, .punctuation, .operator, .whitespace, .newline, .unknown:
                    escape(token.range)
                }
                index += 1
            }
        }

        /// A name: a type, a function being called or declared, a contextual keyword, or plain.
        private mutating func appendName(_ token: TokenSpan, at index: Int, in tokens: ArraySlice<TokenSpan>) {
            if startsUppercase(token) {
                span("ty", token.range)
            } else if isContextualKeyword(at: index, in: tokens) {
                span("kw", token.range)
            } else if index + 1 < tokens.endIndex, tokens[index + 1].kind == .punctuation, isByte(tokens[index + 1], "(") {
                span("fn", token.range)
            } else {
                escape(token.range)
            }
        }

        /// Whether a name starts with an uppercase letter. An ASCII first letter is decided by
        /// its byte, which is exact and spares a Unicode table lookup for nearly every name.
        private func startsUppercase(_ token: TokenSpan) -> Bool {
            guard !token.range.isEmpty else { return false }
            let byte = source[token.range.lowerBound]
            guard byte >= 0x80 else { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
            return text(token).first?.isUppercase == true
        }

        /// The token's text, for the few checks that need more than its first byte.
        private func text(_ token: TokenSpan) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: source[token.range]), as: UTF8.self)
        }

        /// Whether `token` is the one ASCII character `character`.
        private func isByte(_ token: TokenSpan, _ character: Unicode.Scalar) -> Bool {
            token.range.count == 1 && source[token.range.lowerBound] == UInt8(ascii: character)
        }

        /// Whether a contextual keyword (`mutating`, `some`, `get`, ...) is used as a keyword
        /// here.
        ///
        /// These words are also ordinary names (`case none`, `let copy = x`, `.set(value)`), and
        /// telling the two apart needs a parser. The heuristic: not a member (no `.` before it),
        /// and followed by another word (`mutating func`, `some View`, `async let`), or, for the
        /// words that can end a declaration (`get`, `async`, ...), by `{`, `}` or `->`.
        private func isContextualKeyword(at index: Int, in tokens: ArraySlice<TokenSpan>) -> Bool {
            let word = text(tokens[index])
            guard Keywords.contextual.contains(word) else { return false }
            if let previous = significant(in: tokens, from: index - 1, step: -1, crossingLines: true),
               previous.kind == .punctuation, isByte(previous, ".") {
                return false
            }
            // A line break ends the search: `case none` followed by a line starting with `let`
            // is a name, not a modifier.
            guard let next = significant(in: tokens, from: index + 1, step: 1), next.kind != .newline else {
                return endingWords.contains(word)
            }
            switch next.kind {
            case .identifier, .keyword, .attribute, .backtickedIdentifier:
                return true
            case .punctuation where isByte(next, "{") || isByte(next, "}"), .operator where text(next) == "->":
                return endingWords.contains(word)
            default:
                return false
            }
        }

        /// The nearest token that is not whitespace (nor a line break, when `crossingLines`),
        /// walking by `step`.
        private func significant(
            in tokens: ArraySlice<TokenSpan>, from start: Int, step: Int, crossingLines: Bool = false
        ) -> TokenSpan? {
            var index = start
            while index >= tokens.startIndex, index < tokens.endIndex {
                let kind = tokens[index].kind
                if kind != .whitespace, kind != .newline || !crossingLines { return tokens[index] }
                index += step
            }
            return nil
        }

        /// The end of a key path that starts with the backslash at `start`: the names, dots,
        /// tuple indices and optional marks that follow it without a break (`\.child?.name`,
        /// `\Feature.State.count`). A subscript ends the coloured part.
        private func keyPathEnd(_ tokens: ArraySlice<TokenSpan>, from start: Int) -> Int {
            var end = start + 1
            while end < tokens.endIndex {
                let token = tokens[end]
                switch token.kind {
                case .identifier, .backtickedIdentifier, .number:
                    break
                case .keyword where text(token) == "self" || text(token) == "Self":
                    break
                case .punctuation where isByte(token, "."):
                    break
                case .operator where isByte(token, "?") || isByte(token, "!"):
                    break
                default:
                    return end
                }
                end += 1
            }
            return end
        }

        /// A string literal: its literal text in `str` spans, each interpolation as code
        /// between `interp` delimiters.
        private mutating func appendString(_ token: TokenSpan) {
            guard !token.interpolations.isEmpty else {
                span("str", token.range)
                return
            }
            var offset = token.range.lowerBound
            for interpolation in token.interpolations {
                span("str", offset..<interpolation.range.lowerBound)
                appendInterpolation(interpolation)
                offset = interpolation.range.upperBound
            }
            span("str", offset..<token.range.upperBound)
        }

        private mutating func appendInterpolation(_ interpolation: InterpolationSpan) {
            let range = interpolation.range
            // `\(`, or `\#(` in a raw string: everything up to the first parenthesis.
            guard let parenthesis = source[range].firstIndex(of: UInt8(ascii: "(")) else {
                span("str", range)
                return
            }
            let insideStart = parenthesis + 1
            let insideEnd = interpolation.isTerminated ? max(insideStart, range.upperBound - 1) : range.upperBound
            span("interp", range.lowerBound..<insideStart)
            // The lexer's tokens cover the inside exactly; should they ever not, plain text
            // keeps the code intact rather than dropping or repeating characters.
            if covers(interpolation.tokens, insideStart..<insideEnd) {
                append(interpolation.tokens[...])
            } else {
                escape(insideStart..<insideEnd)
            }
            span("interp", insideEnd..<range.upperBound)
        }

        /// Whether `tokens` follow one another without a gap from the start of `range` to its end.
        private func covers(_ tokens: [TokenSpan], _ range: Range<Int>) -> Bool {
            var offset = range.lowerBound
            for token in tokens {
                guard token.range.lowerBound == offset else { return false }
                offset = token.range.upperBound
            }
            return offset == range.upperBound
        }

        private mutating func span(_ className: StaticString, _ range: Range<Int>) {
            guard !range.isEmpty else { return }
            // The class goes unquoted, which HTML allows for a plain word: a code block is mostly
            // these tags, and the quotes were a fortieth of a site.
            output.append(contentsOf: "<span class=".utf8)
            output.append(contentsOf: UnsafeBufferPointer(start: className.utf8Start, count: className.utf8CodeUnitCount))
            output.append(contentsOf: ">".utf8)
            escape(range)
            output.append(contentsOf: "</span>".utf8)
        }

        /// The source's bytes in `range`, with `&`, `<`, `>` and `"` written as entities.
        private mutating func escape(_ range: Range<Int>) {
            var start = range.lowerBound
            for offset in range {
                let entity: StaticString
                switch source[offset] {
                case UInt8(ascii: "&"): entity = "&amp;"
                case UInt8(ascii: "<"): entity = "&lt;"
                case UInt8(ascii: ">"): entity = "&gt;"
                case UInt8(ascii: "\""): entity = "&quot;"
                default: continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<offset]))
                output.append(contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
                start = offset + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<range.upperBound]))
        }
    }
}
