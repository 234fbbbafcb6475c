/// `TaskResult` has case key paths, `\.success` and `\.failure`, as the original's does: an
/// action carrying one is received with `store.receive(\.factResponse.success)`.
///
/// ```swift output
/// let loaded = TaskResult<Int>.success(42)
/// print(loaded[case: \.success] as Any, loaded.is(\.failure))
/// ```
///
/// ```text
/// Optional(42) false
/// ```
extension TaskResult: CasePathable {
    /// The case paths of `TaskResult`: ``success`` and ``failure``.
    public struct AllCasePaths: Sendable {
        /// The `success` case, with the value it carries.
        public var success: AnyCasePath<TaskResult, Success> {
            AnyCasePath(
                caseName: "success",
                embed: { .success($0) },
                extract: { if case let .success(value) = $0 { value } else { nil } }
            )
        }

        /// The `failure` case, with the error it carries.
        public var failure: AnyCasePath<TaskResult, any Error> {
            AnyCasePath(
                caseName: "failure",
                embed: { .failure($0) },
                extract: { if case let .failure(error) = $0 { error } else { nil } }
            )
        }
    }

    /// The case paths of `TaskResult`.
    public static var allCasePaths: AllCasePaths {
        AllCasePaths()
    }
}

/// `TaskResult`'s case paths can be listed and can name the case a result is in.
///
/// ```swift output
/// let answered = TaskResult<Int>.success(42)
/// print(Array(TaskResult<Int>.allCasePaths).count, answered.case == \Case<TaskResult<Int>>.success)
/// ```
///
/// ```text
/// 2 true
/// ```
extension TaskResult: CasePathIterable {}

extension TaskResult.AllCasePaths: CasePathReflectable, Sequence {
    /// The case key path of the case `root` is in.
    public subscript(root: TaskResult) -> PartialCaseKeyPath<TaskResult> {
        switch root {
        case .success: \.success
        case .failure: \.failure
        }
    }

    /// `\.success`, then `\.failure`.
    public func makeIterator() -> IndexingIterator<[PartialCaseKeyPath<TaskResult>]> {
        [\.success, \.failure].makeIterator()
    }
}
