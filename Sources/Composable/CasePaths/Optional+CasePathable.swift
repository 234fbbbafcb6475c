/// `Optional` is case-pathable: `\.some` and `\.none` reach its two cases, so an optional can
/// be matched, iterated and scoped like any other enum.
///
/// ```swift output
/// let name: String? = "Blob"
/// print(name[case: \.some] as Any, name.is(\.none), name.case == \Case<String?>.some)
/// ```
///
/// ```text
/// Optional("Blob") false true
/// ```
extension Optional: CasePathable, CasePathIterable {
    /// The case paths of `Optional`: ``some`` and ``none``.
    public struct AllCasePaths: CasePathReflectable, Sequence, Sendable {
        /// The case key path of the case `root` is in.
        public subscript(root: Optional) -> PartialCaseKeyPath<Optional> {
            switch root {
            case .none: \.none
            case .some: \.some
            }
        }

        /// The absence of a value.
        public var none: AnyCasePath<Optional, Void> {
            AnyCasePath(
                caseName: "none",
                embed: { .none },
                extract: { if case .none = $0 { () } else { nil } }
            )
        }

        /// The presence of a value, with the value.
        public var some: AnyCasePath<Optional, Wrapped> {
            AnyCasePath(
                caseName: "some",
                embed: { .some($0) },
                extract: { $0 }
            )
        }

        /// `\.none`, then `\.some`.
        public func makeIterator() -> IndexingIterator<[PartialCaseKeyPath<Optional>]> {
            [\.none, \.some].makeIterator()
        }
    }

    /// The case paths of `Optional`.
    public static var allCasePaths: AllCasePaths {
        AllCasePaths()
    }
}
