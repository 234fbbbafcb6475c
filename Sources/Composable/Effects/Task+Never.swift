extension Task where Success == Never, Failure == Never {
    /// Suspends until the current task is cancelled, then throws `CancellationError`: an effect
    /// that must stay alive until it is cancelled (a subscription, a screen's lifetime) awaits
    /// it.
    ///
    /// ```swift
    /// func waitForCancellation() async -> String {
    ///     let waiting = Task { () -> String in
    ///         do {
    ///             try await Task.never()
    ///         } catch {
    ///             return "cancelled with \(type(of: error))"
    ///         }
    ///     }
    ///     waiting.cancel()
    ///     return await waiting.value
    /// }
    /// ```
    ///
    /// ```swift test
    /// @Test func neverReturnsOnlyByBeingCancelled() async {
    ///     #expect(await waitForCancellation() == "cancelled with CancellationError")
    /// }
    /// ```
    public static func never() async throws -> Never {
        while true {
            try await Task<Never, Never>.sleep(nanoseconds: .max / 2)
        }
    }
}
