import SwiftSource

/// Colours Swift code for the site: the code, HTML-escaped, with its tokens wrapped in
/// `<span class="…">` elements that the stylesheet colours.
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
/// // <span class="kw">let</span> n = <span class="num">1</span>
/// ```
public enum SwiftHighlighter {
    /// `code` as highlighted HTML, for inside `<pre><code>`.
    public static func html(_ code: String) -> String {
        var html = ""
        html.reserveCapacity(code.utf8.count * 2)
        append(Lexer.tokens(in: code)[...], to: &html)
        return html
    }

    /// `code` as HTML for a block of the given fence language: highlighted when it is `swift`,
    /// escaped plain text otherwise.
    public static func html(_ code: String, language: String) -> String {
        language == "swift" ? html(code) : HTMLEscaping.text(code)
    }

    private static func append(_ tokens: ArraySlice<Token>, to html: inout String) {
        var index = tokens.startIndex
        while index < tokens.endIndex {
            let token = tokens[index]
            switch token.kind {
            case .keyPathBackslash:
                let end = keyPathEnd(tokens, from: index)
                span("kp", tokens[index..<end].map(\.text).joined(), to: &html)
                index = end
                continue
            case .stringLiteral:
                appendString(token, to: &html)
            case .regexLiteral:
                span("str", token.text, to: &html)
            case .keyword:
                span("kw", token.text, to: &html)
            case .identifier:
                appendName(token, at: index, in: tokens, to: &html)
            case .number:
                span("num", token.text, to: &html)
            case .lineComment, .docLineComment, .blockComment, .docBlockComment:
                span("com", token.text, to: &html)
            case .attribute:
                span("attr", token.text, to: &html)
            case .poundDirective:
                span("dir", token.text, to: &html)
            case .backtickedIdentifier, .punctuation, .operator, .whitespace, .newline, .unknown:
                HTMLEscaping.appendText(token.text, to: &html)
            }
            index += 1
        }
    }

    /// A name: a type, a function being called or declared, a contextual keyword, or plain.
    private static func appendName(_ token: Token, at index: Int, in tokens: ArraySlice<Token>, to html: inout String) {
        let next = index + 1 < tokens.endIndex ? tokens[index + 1] : nil
        if startsUppercase(token.text) {
            span("ty", token.text, to: &html)
        } else if isContextualKeyword(at: index, in: tokens) {
            span("kw", token.text, to: &html)
        } else if let next, next.kind == .punctuation, next.text == "(" {
            span("fn", token.text, to: &html)
        } else {
            HTMLEscaping.appendText(token.text, to: &html)
        }
    }

    /// Whether a name starts with an uppercase letter. An ASCII first letter is decided by its
    /// byte, which is exact and spares a Unicode table lookup for nearly every name.
    private static func startsUppercase(_ name: some StringProtocol) -> Bool {
        guard let byte = name.utf8.first else { return false }
        guard byte >= 0x80 else { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        return name.first?.isUppercase == true
    }

    /// Whether a contextual keyword (`mutating`, `some`, `get`, ...) is used as a keyword here.
    ///
    /// These words are also ordinary names (`case none`, `let copy = x`, `.set(value)`), and
    /// telling the two apart needs a parser. The heuristic: not a member (no `.` before it),
    /// and followed by another word (`mutating func`, `some View`, `async let`), or, for the
    /// words that can end a declaration (`get`, `async`, ...), by `{`, `}` or `->`.
    private static func isContextualKeyword(at index: Int, in tokens: ArraySlice<Token>) -> Bool {
        let word = tokens[index].text
        guard Keywords.contextual.contains(String(word)) else { return false }
        if let previous = significant(in: tokens, from: index - 1, step: -1, crossingLines: true),
           previous.kind == .punctuation, previous.text == "." {
            return false
        }
        // A line break ends the search: `case none` followed by a line starting with `let`
        // is a name, not a modifier.
        guard let next = significant(in: tokens, from: index + 1, step: 1), next.kind != .newline else {
            return endingWords.contains(String(word))
        }
        switch next.kind {
        case .identifier, .keyword, .attribute, .backtickedIdentifier:
            return true
        case .punctuation where next.text == "{" || next.text == "}", .operator where next.text == "->":
            return endingWords.contains(String(word))
        default:
            return false
        }
    }

    /// Contextual keywords that can stand last before a brace or arrow: accessors and effects.
    private static let endingWords: Set<String> = ["get", "set", "willSet", "didSet", "async", "mutating", "nonmutating"]

    /// The nearest token that is not whitespace (nor a line break, when `crossingLines`),
    /// walking by `step`.
    private static func significant(
        in tokens: ArraySlice<Token>, from start: Int, step: Int, crossingLines: Bool = false
    ) -> Token? {
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
    private static func keyPathEnd(_ tokens: ArraySlice<Token>, from start: Int) -> Int {
        var end = start + 1
        while end < tokens.endIndex {
            let token = tokens[end]
            switch token.kind {
            case .identifier, .backtickedIdentifier, .number:
                break
            case .keyword where token.text == "self" || token.text == "Self":
                break
            case .punctuation where token.text == ".":
                break
            case .operator where token.text == "?" || token.text == "!":
                break
            default:
                return end
            }
            end += 1
        }
        return end
    }

    /// A string literal: its literal text in `str` spans, each interpolation as code between
    /// `interp` delimiters.
    private static func appendString(_ token: Token, to html: inout String) {
        for segment in token.segments {
            switch segment {
            case .text(let text):
                span("str", text, to: &html)
            case .interpolation(let interpolation):
                appendInterpolation(interpolation, to: &html)
            }
        }
    }

    private static func appendInterpolation(_ interpolation: Interpolation, to html: inout String) {
        let text = interpolation.text
        // `\(`, or `\#(` in a raw string: everything up to the first parenthesis.
        guard let parenthesis = text.firstIndex(of: "(") else {
            span("str", text, to: &html)
            return
        }
        let opening = text[...parenthesis]
        let closing = interpolation.isTerminated ? text[text.index(before: text.endIndex)...] : text[text.endIndex...]
        let inside = text[opening.endIndex..<closing.startIndex]
        span("interp", opening, to: &html)
        // The lexer's tokens cover the inside exactly; should they ever not, plain text keeps
        // the code intact rather than dropping or repeating characters.
        if interpolation.tokens.map(\.text).joined() == inside {
            append(interpolation.tokens[...], to: &html)
        } else {
            HTMLEscaping.appendText(inside, to: &html)
        }
        span("interp", closing, to: &html)
    }

    private static func span(_ className: String, _ text: some StringProtocol, to html: inout String) {
        guard !text.isEmpty else { return }
        html += "<span class=\""
        html += className
        html += "\">"
        HTMLEscaping.appendText(text, to: &html)
        html += "</span>"
    }
}
