/// A ``CasePathable`` type whose ``CasePathable/allCasePaths`` is a sequence of its case key
/// paths, in declaration order: to list the cases of a form's fields, or to test every case.
///
/// `CasePathsPlugin` writes this conformance for each enum it makes `CasePathable` (unless one
/// of its cases carries an `@available` attribute); `Result`, `Optional` and `Never` have it too.
///
/// ```swift output
/// enum Field { case title(String), body(String), isLive }
///
/// let field = Field.body("Hello")
/// let matching = Array(Field.allCasePaths).filter { field.is($0) }
/// print(Array(Field.allCasePaths).count, matching.count, matching[0] == \Case<Field>.body)
/// ```
///
/// ```text
/// 3 1 true
/// ```
public protocol CasePathIterable: CasePathable
where AllCasePaths: Sequence, AllCasePaths.Element == PartialCaseKeyPath<Self> {}
