extension Result: CasePathable {
    /// The case paths of `Result`: `\.success` and `\.failure`, so that a test can receive an
    /// effect's response by its outcome, `await store.receive(\.factResponse.success)`.
    public struct AllCasePaths: Sendable {
        /// The `success` case, with the value as the payload.
        public var success: AnyCasePath<Result, Success> {
            AnyCasePath(
                caseName: "success",
                embed: { .success($0) },
                extract: { if case let .success(value) = $0 { value } else { nil } }
            )
        }

        /// The `failure` case, with the error as the payload.
        public var failure: AnyCasePath<Result, Failure> {
            AnyCasePath(
                caseName: "failure",
                embed: { .failure($0) },
                extract: { if case let .failure(error) = $0 { error } else { nil } }
            )
        }
    }

    /// The case paths of `Result`; see ``AllCasePaths``.
    public static var allCasePaths: AllCasePaths {
        AllCasePaths()
    }
}
