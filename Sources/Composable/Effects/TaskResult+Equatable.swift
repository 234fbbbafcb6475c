extension TaskResult: Equatable where Success: Equatable {
    /// Equal when both succeeded with equal values, or both failed with equal errors of one
    /// `Equatable` type. Errors of one type that is not `Equatable` compare unequal and report
    /// an issue saying to make the type `Equatable`, as the original does.
    ///
    /// ```swift
    /// struct Offline: Error, Hashable {}
    ///
    /// assert(TaskResult<Int>.success(1) == .success(1))
    /// assert(TaskResult<Int>.failure(Offline()) == .failure(Offline()))
    /// assert(TaskResult<Int>.success(1) != .failure(Offline()))
    /// ```
    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case let (.success(lhs), .success(rhs)):
            return lhs == rhs
        case let (.failure(lhs), .failure(rhs)):
            if let equal = errorsAreEqual(lhs, rhs) { return equal }
            let lhsType = type(of: lhs)
            if TaskResultIssues.areReported, lhsType == type(of: rhs) {
                let name = taskResultErrorTypeName(lhsType)
                reportIssue(
                    """
                    "\(name)" is not equatable.

                    To test two values of this type, it must conform to the "Equatable" protocol. \
                    For example:

                        extension \(name): Equatable {}

                    See the documentation of "TaskResult" for more information.
                    """
                )
            }
            return false
        default:
            return false
        }
    }
}

extension TaskResult: Hashable where Success: Hashable {
    /// Hashes the success value, or a `Hashable` error; an error that is not `Hashable`
    /// reports an issue saying to make it so, as the original does.
    ///
    /// ```swift
    /// let outcomes: Set<TaskResult<Int>> = [.success(1), .success(1), .failure(Offline())]
    /// assert(outcomes.count == 2)
    /// ```
    public func hash(into hasher: inout Hasher) {
        switch self {
        case let .success(value):
            hasher.combine(value)
            hasher.combine(0)
        case let .failure(error):
            if let error = (error as Any) as? AnyHashable {
                hasher.combine(error)
                hasher.combine(1)
            } else if TaskResultIssues.areReported {
                let name = taskResultErrorTypeName(type(of: error))
                reportIssue(
                    """
                    "\(name)" is not hashable.

                    To hash a value of this type, it must conform to the "Hashable" protocol. For \
                    example:

                        extension \(name): Hashable {}

                    See the documentation of "TaskResult" for more information.
                    """
                )
            }
        }
    }
}

/// Whether two errors are equal, when the first is of an `Equatable` type; `nil` when it is not.
private func errorsAreEqual(_ lhs: any Error, _ rhs: any Error) -> Bool? {
    func isEqual<E: Equatable>(_ lhs: E, _ rhs: Any) -> Bool {
        lhs == rhs as? E
    }
    guard let lhs = (lhs as Any) as? any Equatable else { return nil }
    return isEqual(lhs, rhs)
}

/// An error type's name as the original's issues write it: without modules or generic
/// arguments.
private func taskResultErrorTypeName(_ type: Any.Type) -> String {
    shortName(of: type).replacing(/<.+>/, with: "")
}

/// Whether comparing or hashing errors that cannot be compared or hashed reports an issue: not
/// while a failure's diff is written, which compares values only to lay them out, as the
/// original stays quiet while it writes one.
enum TaskResultIssues {
    @TaskLocal static var areReported = true
}
