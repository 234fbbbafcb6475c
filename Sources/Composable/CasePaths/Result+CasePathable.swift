/// `Result` has case key paths, `\.success` and `\.failure`, as the original's does: a
/// `Result` can be a feature's state or action, scoped with `ifCaseLet(\.success, action:
/// \.success)`, and matched with `result[case: \.success]`.
///
/// ```swift output
/// let loaded: Result<Int, CancellationError> = .success(42)
/// print(loaded[case: \.success] as Any, loaded.is(\.failure))
/// ```
///
/// ```text
/// Optional(42) false
/// ```
extension Result: CasePathable {
    /// The case paths of `Result`: ``success`` and ``failure``.
    public struct AllCasePaths: Sendable {
        /// The `success` case, with the value it carries.
        public var success: AnyCasePath<Result, Success> {
            AnyCasePath(
                caseName: "success",
                embed: { .success($0) },
                extract: { if case let .success(value) = $0 { value } else { nil } }
            )
        }

        /// The `failure` case, with the error it carries.
        public var failure: AnyCasePath<Result, Failure> {
            AnyCasePath(
                caseName: "failure",
                embed: { .failure($0) },
                extract: { if case let .failure(error) = $0 { error } else { nil } }
            )
        }
    }

    /// The case paths of `Result`.
    public static var allCasePaths: AllCasePaths {
        AllCasePaths()
    }
}
