/// The words Swift reserves, and the words it treats as keywords only in some positions.
///
/// ```swift
/// Keywords.reserved.contains("enum")       // true: lexed as `.keyword`
/// Keywords.contextual.contains("indirect") // true: lexed as `.identifier`
/// ```
public enum Keywords {
    /// Words that cannot name anything unless written in backticks. ``Lexer`` gives them the
    /// kind ``TokenKind/keyword``.
    public static let reserved: Set<String> = [
        // Declarations.
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol",
        "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        // Statements.
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        // Expressions and types.
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "_",
    ]

    /// Words that are keywords in one position and ordinary names everywhere else, such as
    /// `open`, `actor`, `indirect`, `get` or `some`. ``Lexer`` lexes them as identifiers; a
    /// highlighter may colour them as keywords.
    public static let contextual: Set<String> = [
        "actor", "any", "async", "associativity", "borrowing", "consume", "consuming",
        "convenience", "copy", "didSet", "discard", "distributed", "dynamic", "each", "final",
        "get", "indirect", "infix", "isolated", "lazy", "left", "macro", "mutating", "none",
        "nonisolated", "nonmutating", "open", "optional", "override", "package", "postfix",
        "precedence", "prefix", "Protocol", "required", "right", "sending", "set", "some", "Type",
        "unowned", "weak", "willSet",
    ]

    /// ``reserved``, looked up by bytes.
    package static let reservedWords = WordTable(reserved)

    /// ``contextual``, looked up by bytes.
    package static let contextualWords = WordTable(contextual)
}
