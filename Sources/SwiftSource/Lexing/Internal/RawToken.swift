/// A token as the byte scanner finds it: a kind and byte offsets, before ``Lexer`` attaches
/// text, lines and columns.
struct RawToken {
    var kind: TokenKind
    var range: Range<Int>
    var isTerminated = true
    var interpolations: [RawInterpolation] = []
}

/// An interpolation as the byte scanner finds it; see ``Interpolation``.
struct RawInterpolation {
    var range: Range<Int>
    var tokens: [RawToken]
    var isTerminated: Bool
}
