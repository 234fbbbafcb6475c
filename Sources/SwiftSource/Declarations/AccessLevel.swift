/// How widely a declaration can be seen, from `private` to `open`, ordered from narrowest.
///
/// ```swift
/// AccessLevel(keyword: "package")      // .package
/// min(AccessLevel.public, .internal)   // .internal
/// ```
public enum AccessLevel: Int, Sendable, Hashable, Comparable, CaseIterable {
    case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

    /// The level a modifier spells, or `nil` if `keyword` is not an access modifier.
    public init?(keyword: String) {
        guard let level = Self.allCases.first(where: { $0.keyword == keyword }) else { return nil }
        self = level
    }

    /// The modifier as written in source, such as `"fileprivate"`.
    public var keyword: String {
        switch self {
        case .private: "private"
        case .fileprivate: "fileprivate"
        case .internal: "internal"
        case .package: "package"
        case .public: "public"
        case .open: "open"
        }
    }

    /// Whether `lhs` is narrower than `rhs`.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
