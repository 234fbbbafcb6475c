/// Starts work that nobody waits for, as a dependency: in the app the work runs in a task of its
/// own, so the caller goes on at once; in a test the call waits for the work, so that the test
/// can assert what it did.
///
/// Use it for work whose outcome the feature does not need, such as analytics:
///
/// ```swift
/// // snippet.hide
/// struct Analytics: Sendable {
///     var track: @Sendable (String) async throws -> Void
/// }
///
/// let analytics = Analytics { _ in }
///
/// // snippet.show
/// func buttonTapped() async {
///     @Dependency(\.fireAndForget) var fireAndForget
///     await fireAndForget {
///         try await analytics.track("button_tapped")
///     }
/// }
/// ```
public struct FireAndForget: Sendable {
    /// Starts the operation, with the task's name and priority.
    public let operation:
        @Sendable (String?, TaskPriority?, @Sendable @escaping () async throws -> Void) async -> Void

    /// Starts `operation` without waiting for it in the app (in a test, waits for it).
    ///
    /// ```swift
    /// @Dependency(\.fireAndForget) var fireAndForget
    /// await fireAndForget(priority: .low) { print("logged") }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The name of the task, for debugging.
    ///   - priority: The priority of the task.
    ///   - operation: The work.
    public func callAsFunction(
        name: String? = nil,
        priority: TaskPriority? = nil,
        @_inheritActorContext _ operation: @Sendable @escaping () async throws -> Void
    ) async {
        await self.operation(name, priority) { try await operation() }
    }
}

extension DependencyValues {
    /// Runs work nobody waits for; see ``FireAndForget``.
    ///
    /// ```swift
    /// @Dependency(\.fireAndForget) var fireAndForget
    /// ```
    public var fireAndForget: FireAndForget {
        self[FireAndForgetKey.self]
    }
}

private enum FireAndForgetKey: DependencyKey {
    static let liveValue = FireAndForget { name, priority, operation in
        _ = Task(name: name, priority: priority) { try await operation() }
    }

    /// Waits for the work, and records a thrown error as an issue of the test.
    static let testValue = FireAndForget { name, priority, operation in
        await Task(name: name, priority: priority) {
            do {
                try await operation()
            } catch {
                RuntimeWarning(
                    message: "Caught error in a fireAndForget operation: \(error)",
                    callSite: CallSite(fileID: #fileID, line: #line)
                ).report()
            }
        }.value
    }
}
