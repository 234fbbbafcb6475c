extension Task where Failure == Never {
    /// Waits for the task's result, cancelling the task if the waiting task is cancelled: the
    /// `value` to await when the task was started only to do this one job.
    ///
    /// ```swift
    /// let outer = Task {
    ///     let inner = Task { () -> Bool in
    ///         try? await Task<Never, Never>.sleep(for: .seconds(60))
    ///         return Task<Never, Never>.isCancelled
    ///     }
    ///     return await inner.cancellableValue
    /// }
    /// outer.cancel()
    /// print(await outer.value)  // true: cancelling the outer task cancelled the inner one
    /// // snippet.hide
    /// let innerWasCancelled = await outer.value
/// precondition(innerWasCancelled)
    /// ```
    public var cancellableValue: Success {
        get async {
            await withTaskCancellationHandler {
                await value
            } onCancel: {
                cancel()
            }
        }
    }
}

extension Task where Failure == any Error {
    /// Waits for the task's result, cancelling the task if the waiting task is cancelled; see
    /// the non-throwing form.
    ///
    /// ```swift
    /// let outer = Task {
    ///     let inner = Task { () throws -> String in
    ///         try await Task<Never, Never>.sleep(for: .seconds(60))
    ///         return "slept"
    ///     }
    ///     return try await inner.cancellableValue
    /// }
    /// outer.cancel()
    /// let result = await outer.result
    /// // snippet.hide
    /// precondition((try? result.get()) == nil)
    /// ```
    public var cancellableValue: Success {
        get async throws {
            try await withTaskCancellationHandler {
                try await value
            } onCancel: {
                cancel()
            }
        }
    }
}
