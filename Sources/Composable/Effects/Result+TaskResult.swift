extension Result where Success: Sendable, Failure == any Error {
    /// The same outcome as `taskResult`: for moving a feature off ``TaskResult`` one action at
    /// a time.
    ///
    /// ```swift
    /// let result = Result(TaskResult<Int>.success(7))
    /// let seven = try result.get()
    /// assert(seven == 7)
    /// ```
    public init(_ taskResult: TaskResult<Success>) {
        switch taskResult {
        case let .success(value):
            self = .success(value)
        case let .failure(error):
            self = .failure(error)
        }
    }
}
