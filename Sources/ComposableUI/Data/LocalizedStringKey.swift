/// The key of a localizable string, as `Text` and enums of titles take it:
/// `enum Filter: LocalizedStringKey { case all = "All" }`.
///
/// There are no localization tables on Linux, so a key shows as itself.
///
/// ```swift
/// enum Filter: LocalizedStringKey, CaseIterable {
///     case all = "All"
///     case completed = "Completed"
/// }
///
/// let host = ViewHost(Text(Filter.completed.rawValue))
/// assert(host.texts == ["Completed"])
/// ```
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The key, which is also the text shown.
    public let key: String

    /// The key written as a literal.
    public init(stringLiteral value: String) {
        key = value
    }

    /// The key written with interpolations, which show as their values.
    public init(stringInterpolation: DefaultStringInterpolation) {
        key = String(stringInterpolation: stringInterpolation)
    }

    /// The key `value`.
    public init(_ value: String) {
        key = value
    }
}
