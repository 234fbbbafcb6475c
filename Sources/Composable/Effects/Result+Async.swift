extension Result where Failure == any Error {
    /// Runs an async throwing closure and captures what it returns as `.success`, or what it
    /// throws as `.failure`: the way an effect turns a dependency's answer into an action.
    ///
    /// ```swift
    /// func fetchGreeting(for name: String) async throws -> String {
    ///     struct EmptyName: Error {}
    ///     if name.isEmpty { throw EmptyName() }
    ///     return "Hello, \(name)!"
    /// }
    ///
    /// func greetings() async -> [Result<String, any Error>] {
    ///     [await Result { try await fetchGreeting(for: "Blob") },
    ///      await Result { try await fetchGreeting(for: "") }]
    /// }
    /// ```
    ///
    /// ```swift test
    /// @Test func aThrownErrorBecomesAFailure() async throws {
    ///     let results = await greetings()
    ///     #expect(try results[0].get() == "Hello, Blob!")
    ///     #expect(throws: (any Error).self) { try results[1].get() }
    /// }
    /// ```
    ///
    /// In an effect: `await send(.factResponse(Result { try await factClient.fetch(count) }))`.
    ///
    /// The closure runs on the caller's actor (`nonisolated(nonsending)`), so a `@MainActor`
    /// caller can capture its state in it.
    public nonisolated(nonsending) init(catching body: () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
