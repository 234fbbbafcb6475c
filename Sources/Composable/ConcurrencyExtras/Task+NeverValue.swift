extension Task where Failure == Never {
    /// Suspends until the current task is cancelled, then throws `CancellationError`; typed
    /// as returning `Success`, so that it can stand in for any endpoint that should never
    /// answer in a test.
    ///
    /// ```swift
    /// struct NumberClient: Sendable {
    ///     var fetch: @Sendable () async throws -> Int
    /// }
    ///
    /// let waiting = NumberClient { try await Task<Int, Never>.never() }
    /// let call = Task { try await waiting.fetch() }
    /// call.cancel()
    /// // snippet.hide
    /// let answer = try? await call.value
/// precondition(answer == nil)
    /// ```
    public static func never() async throws -> Success {
        for await element in AsyncStream<Success>.never {
            return element
        }
        throw _Concurrency.CancellationError()
    }
}
