/// The ``CasePathable/AllCasePaths`` of an enum that can say which case a value is in, as a
/// case key path: `Field.allCasePaths[field]` is `\.title` for a `.title(_)`.
///
/// `CasePathsPlugin` writes this conformance with ``CasePathIterable``; ``CasePathable/case``
/// reads it.
///
/// ```swift output
/// enum Field { case title(String), isLive }
///
/// let title: PartialCaseKeyPath<Field> = \.title
/// print(Field.allCasePaths[.title("Hi")] == title, Field.allCasePaths[.isLive] == title)
/// ```
///
/// ```text
/// true false
/// ```
public protocol CasePathReflectable<Root> {
    /// The enum whose cases are reflected.
    associatedtype Root: CasePathable

    /// The case key path of the case `root` is in.
    subscript(root: Root) -> PartialCaseKeyPath<Root> { get }
}

extension CasePathable where AllCasePaths: CasePathReflectable<Self> {
    /// The case key path of the case `self` is in: to compare the cases of two values whatever
    /// their payloads, or to key a dictionary by case.
    ///
    /// ```swift output
    /// let fields: [Field] = [.title("A"), .isLive, .title("B")]
    /// let counts = Dictionary(grouping: fields, by: \.case).mapValues(\.count)
    /// print(counts[\Case<Field>.title] ?? 0, counts[\Case<Field>.isLive] ?? 0)
    /// ```
    ///
    /// ```text
    /// 2 1
    /// ```
    public var `case`: PartialCaseKeyPath<Self> {
        Self.allCasePaths[self]
    }
}
