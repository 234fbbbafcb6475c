/// `Result`'s case paths can be listed and can name the case a result is in.
///
/// ```swift output
/// let loaded: Result<Int, CancellationError> = .failure(CancellationError())
/// print(Array(Result<Int, CancellationError>.allCasePaths).count, loaded.case == \Case<Result<Int, CancellationError>>.failure)
/// ```
///
/// ```text
/// 2 true
/// ```
extension Result: CasePathIterable {}

extension Result.AllCasePaths: CasePathReflectable, Sequence {
    /// The case key path of the case `root` is in.
    public subscript(root: Result) -> PartialCaseKeyPath<Result> {
        switch root {
        case .success: \.success
        case .failure: \.failure
        }
    }

    /// `\.success`, then `\.failure`.
    public func makeIterator() -> IndexingIterator<[PartialCaseKeyPath<Result>]> {
        [\.success, \.failure].makeIterator()
    }
}
