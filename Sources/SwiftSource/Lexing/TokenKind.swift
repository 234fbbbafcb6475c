/// What a ``Token`` is, as far as a lexer can tell without parsing.
///
/// The kinds are coarse on purpose: they are what a syntax highlighter colours and what a
/// declaration scanner needs to find its way. Contextual keywords such as `open`, `actor` or
/// `indirect` are ``identifier``s, because they are names everywhere but in one position;
/// ``Keywords/contextual`` lists them for tools that want to colour them anyway.
///
/// ```swift
/// Lexer.tokens(in: "let x = 1").map(\.kind)
/// // [.keyword, .whitespace, .identifier, .whitespace, .operator, .whitespace, .number]
/// ```
public enum TokenKind: Sendable, Hashable, CaseIterable {
    /// A reserved word such as `enum`, `case`, `let`, `self` or `_`.
    case keyword
    /// A name, including contextual keywords, `$0` and names written in other scripts.
    case identifier
    /// A name in backticks, such as `` `default` ``; the token text keeps the backticks.
    case backtickedIdentifier
    /// An attribute name with its `@`, such as `@MainActor`; its arguments are separate tokens.
    case attribute
    /// A string literal of any form, quotes and `#` delimiters included; see ``Token/interpolations``.
    case stringLiteral
    /// An extended regex literal such as `#/[a-z]+/#`. Bare `/.../` regexes lex as operators.
    case regexLiteral
    /// A number such as `42`, `1_000`, `0x1F`, `0b1010` or `1.5e-3`.
    case number
    /// A `//` comment, up to but not including the line break.
    case lineComment
    /// A `///` documentation comment, up to but not including the line break.
    case docLineComment
    /// A `/* */` comment, nested comments included.
    case blockComment
    /// A `/** */` documentation comment, nested comments included.
    case docBlockComment
    /// One of `( ) [ ] { } , ; : .`, or a lone `@` or `#`.
    case punctuation
    /// An operator such as `=`, `->`, `==`, `?`, `...` or `..<`.
    case `operator`
    /// A `#` word: a compiler directive (`#if`, `#endif`, `#sourceLocation`) or a pound
    /// expression or macro (`#fileID`, `#available`, `#expect`).
    case poundDirective
    /// The backslash that starts a key path, as in `\.child` or `\Feature.State.count`.
    case keyPathBackslash
    /// Spaces and tabs.
    case whitespace
    /// One line break: `\n`, `\r\n` or `\r`.
    case newline
    /// A character that cannot start any Swift token.
    case unknown

    /// Whether the token carries no meaning for the compiler: whitespace, newlines, comments.
    public var isTrivia: Bool {
        switch self {
        case .whitespace, .newline: true
        default: isComment
        }
    }

    /// Whether the token is a comment of any style.
    public var isComment: Bool {
        switch self {
        case .lineComment, .docLineComment, .blockComment, .docBlockComment: true
        default: false
        }
    }
}
