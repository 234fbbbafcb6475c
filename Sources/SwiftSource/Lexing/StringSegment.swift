/// A part of a string literal: literal text or an interpolation. See ``Token/segments``.
///
/// ```swift
/// for segment in literal.segments {
///     switch segment {
///     case .text(let text): print("string:", text)
///     case .interpolation(let interpolation): print("code:", interpolation.tokens.count, "tokens")
///     }
/// }
/// ```
public enum StringSegment: Sendable, Hashable {
    /// Literal text, with the quotes, `#` delimiters and escapes as written.
    case text(Substring)
    /// An interpolation, from its backslash through its closing parenthesis.
    case interpolation(Interpolation)
}
