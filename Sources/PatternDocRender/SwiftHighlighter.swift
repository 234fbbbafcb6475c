import PatternDocSupport
import SwiftSource

/// Colours Swift code for the site: the code, HTML-escaped, with its tokens wrapped in
/// `<span class=…>` elements that the stylesheet colours.
///
/// | class | what                                                        |
/// |-------|-------------------------------------------------------------|
/// | `k`   | keywords, and contextual keywords where they act as one     |
/// | `t`   | names that start with an uppercase letter                   |
/// | `f`   | other names directly followed by `(`                        |
/// | `s`   | the literal text of strings (and regex literals)            |
/// | `i`   | the `\(` and `)` around an interpolation                    |
/// | `n`   | numbers                                                     |
/// | `c`   | comments of every style                                     |
/// | `a`   | attributes such as `@MainActor`                             |
/// | `p`   | a key path's backslash and the dotted path after it         |
/// | `d`   | `#` words: `#if`, `#sourceLocation`, `#expect`              |
///
/// The classes are one letter, as Pygments' are, because a highlighted block is mostly these
/// tags. For the same reason, tokens of one class separated only by spaces share a span
/// (`<span class=k>case let</span>`), and `"` and `>` are written as themselves, which text
/// inside an element allows.
///
/// The code inside an interpolation is highlighted like any other code. Its spans sit beside
/// the `s` spans rather than inside them, so the string's colour never leaks into it.
/// Removing the tags and decoding the entities gives back the code exactly.
///
/// ```text
/// SwiftHighlighter.html("let n = 1")
/// // <span class=k>let</span> n = <span class=n>1</span>
/// ```
package enum SwiftHighlighter {
    /// `code` as highlighted HTML, for inside `<pre><code>`.
    package static func html(_ code: String) -> String {
        if code.containsBytes("<#"), code.containsBytes("#>") { return withPlaceholders(code) }
        return highlighted(code)
    }

    /// `code` highlighted as Swift, placeholders or not.
    private static func highlighted(_ code: String) -> String {
        var code = code
        code.makeContiguousUTF8()
        let tokens = Lexer.spans(in: code)
        // Spans are UTF-8 offsets, so the HTML is made from the source's bytes: no token text
        // is made, compared or copied as a String, which was most of the work.
        return code.utf8.withContiguousStorageIfAvailable { source in
            var writer = Writer(source: source)
            writer.append(tokens[...])
            writer.closeSpan()
            return writer.output.string
        }!
    }

    /// A syntax template's code: each editor placeholder (`<#name#>`) in a
    /// `<span class=ph>` showing its name, the Swift between them highlighted.
    static func withPlaceholders(_ code: String) -> String {
        var html = ""
        var rest = Substring(code)
        while let open = rest.range(of: "<#"), let close = rest[open.upperBound...].range(of: "#>") {
            html += highlighted(rest[..<open.lowerBound])
            html += "<span class=ph>" + HTMLEscaping.text(String(rest[open.upperBound..<close.lowerBound])) + "</span>"
            rest = rest[close.upperBound...]
        }
        return html + highlighted(rest)
    }

    private static func highlighted(_ part: Substring) -> String {
        part.isEmpty ? "" : highlighted(String(part))
    }

    /// `code` as HTML for a block of the given fence language: highlighted when it is `swift`,
    /// escaped plain text otherwise.
    package static func html(_ code: String, language: String) -> String {
        language == "swift" ? html(code) : HTMLEscaping.text(code)
    }

    /// Contextual keywords that can stand last before a brace or arrow: accessors and effects.
    private static let endingWords: Set<String> = ["get", "set", "willSet", "didSet", "async", "mutating", "nonmutating"]

    /// What a token is coloured as, and the one-letter class the stylesheet knows it by.
    package enum Style: UInt8, CaseIterable {
        case keyword = 0x6B, type = 0x74, function = 0x66, string = 0x73, interpolation = 0x69
        case number = 0x6E, comment = 0x63, attribute = 0x61, keyPath = 0x70, directive = 0x64

        /// The class name's one ASCII letter.
        var letter: UInt8 { rawValue }

        /// The class name, as the stylesheet spells it.
        package var className: String { String(UnicodeScalar(rawValue)) }
    }

    /// The HTML of one code block as it grows, and the source bytes its tokens point into.
    private struct Writer: ~Copyable {
        package let source: UnsafeBufferPointer<UInt8>
        /// Highlighted code is about twice its text.
        package var output: ByteOutput
        /// The style of the span written last, while it is still open.
        private var open: Style?
        /// Spaces after the open span, not written yet.
        private var pendingSpace: Range<Int>?

        package init(source: UnsafeBufferPointer<UInt8>) {
            self.source = source
            output = ByteOutput(capacity: source.count * 2)
        }

        package mutating func append(_ tokens: ArraySlice<TokenSpan>) {
            var index = tokens.startIndex
            while index < tokens.endIndex {
                let token = tokens[index]
                switch token.kind {
                case .keyPathBackslash:
                    let end = keyPathEnd(tokens, from: index)
                    span(.keyPath, tokens[index].range.lowerBound..<tokens[end - 1].range.upperBound)
                    index = end
                    continue
                case .stringLiteral:
                    appendString(token)
                case .regexLiteral:
                    span(.string, token.range)
                case .keyword:
                    span(.keyword, token.range)
                case .identifier:
                    appendName(token, at: index, in: tokens)
                case .number:
                    span(.number, token.range)
                case .lineComment, .docLineComment, .blockComment, .docBlockComment:
                    span(.comment, token.range)
                case .attribute:
                    span(.attribute, token.range)
                case .poundDirective:
                    span(.directive, token.range)
                case .whitespace:
                    appendSpace(token.range)
                case .backtickedIdentifier, .punctuation, .operator, .newline, .unknown:
                    plain(token.range)
                }
                index += 1
            }
        }

        /// A name: a type, a function being called or declared, a contextual keyword, or plain.
        private mutating func appendName(_ token: TokenSpan, at index: Int, in tokens: ArraySlice<TokenSpan>) {
            if startsUppercase(token) {
                span(.type, token.range)
            } else if isContextualKeyword(at: index, in: tokens) {
                span(.keyword, token.range)
            } else if index + 1 < tokens.endIndex, tokens[index + 1].kind == .punctuation, isByte(tokens[index + 1], "(") {
                span(.function, token.range)
            } else {
                plain(token.range)
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
            guard Keywords.contextualWords.contains(UnsafeBufferPointer(rebasing: source[tokens[index].range])) else { return false }
            let word = text(tokens[index])
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
        /// between `i` delimiters.
        private mutating func appendString(_ token: TokenSpan) {
            guard !token.interpolations.isEmpty else {
                span(.string, token.range)
                return
            }
            var offset = token.range.lowerBound
            for interpolation in token.interpolations {
                span(.string, offset..<interpolation.range.lowerBound)
                appendInterpolation(interpolation)
                offset = interpolation.range.upperBound
            }
            span(.string, offset..<token.range.upperBound)
        }

        private mutating func appendInterpolation(_ interpolation: InterpolationSpan) {
            let range = interpolation.range
            // `\(`, or `\#(` in a raw string: everything up to the first parenthesis.
            guard let parenthesis = source[range].firstIndex(of: UInt8(ascii: "(")) else {
                span(.string, range)
                return
            }
            let insideStart = parenthesis + 1
            let insideEnd = interpolation.isTerminated ? max(insideStart, range.upperBound - 1) : range.upperBound
            span(.interpolation, range.lowerBound..<insideStart)
            // The lexer's tokens cover the inside exactly; should they ever not, plain text
            // keeps the code intact rather than dropping or repeating characters.
            if covers(interpolation.tokens, insideStart..<insideEnd) {
                append(interpolation.tokens[...])
            } else {
                plain(insideStart..<insideEnd)
            }
            span(.interpolation, insideEnd..<range.upperBound)
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

        /// `range` in a span of `style`. The span stays open, so that the next token joins it
        /// when it has the same style and only spaces come between them.
        private mutating func span(_ style: Style, _ range: Range<Int>) {
            guard !range.isEmpty else { return }
            if open != style {
                closeSpan()
                output.append("<span class=")
                output.append(style.letter)
                output.append(UInt8(ascii: ">"))
                open = style
            }
            flushSpace()
            escape(range)
        }

        /// Spaces between tokens: held back while a span is open, to go inside it if the next
        /// token has its style, or after it if not.
        private mutating func appendSpace(_ range: Range<Int>) {
            guard open != nil else { return escape(range) }
            pendingSpace = (pendingSpace?.lowerBound ?? range.lowerBound)..<range.upperBound
        }

        /// `range` as uncoloured text.
        private mutating func plain(_ range: Range<Int>) {
            closeSpan()
            escape(range)
        }

        /// Ends the open span, and writes the spaces held back after it.
        mutating func closeSpan() {
            if open != nil {
                output.append("</span>")
                open = nil
            }
            flushSpace()
        }

        private mutating func flushSpace() {
            guard let space = pendingSpace else { return }
            pendingSpace = nil
            escape(space)
        }

        /// The source's bytes in `range`, with `&` and `<` written as entities: all that text
        /// inside an element needs.
        private mutating func escape(_ range: Range<Int>) {
            var start = range.lowerBound
            for offset in range {
                let entity: StaticString
                switch source[offset] {
                case UInt8(ascii: "&"): entity = "&amp;"
                case UInt8(ascii: "<"): entity = "&lt;"
                default: continue
                }
                output.append(UnsafeBufferPointer(rebasing: source[start..<offset]))
                output.append(entity)
                start = offset + 1
            }
            output.append(UnsafeBufferPointer(rebasing: source[start..<range.upperBound]))
        }
    }
}
