/// The error an unimplemented endpoint throws: a closure made by ``unimplemented(_:fileID:filePath:function:line:column:)``
/// that can throw, after it has recorded its issue.
///
/// Catch it where a test wants to go on after an endpoint it did not set up was called:
///
/// ```swift
/// let fetch: @Sendable (Int) async throws -> String = unimplemented("APIClient.fetch")
/// // snippet.hide
/// await RuntimeWarningReporter.$current.withValue(.init { _ in }) {
/// // snippet.show
/// do {
///     _ = try await fetch(1)
/// } catch let failure as UnimplementedFailure {
///     print(failure.description)  // "APIClient.fetch"
/// } catch {}
/// // snippet.hide
/// }
/// ```
public struct UnimplementedFailure: Error {
    /// What was unimplemented, as given to `unimplemented(_:)`.
    public let description: String

    /// Creates the failure of the endpoint `description`.
    public init(description: String) {
        self.description = description
    }
}

/// The error a throwing endpoint of a dependency client throws when it was not implemented:
/// the generated `init()` of a ``DependencyClient`` gives each throwing endpoint nobody set a
/// closure that records an issue and throws this.
///
/// ```swift
/// let fetch: @Sendable (Int) throws -> String = { _ in throw Unimplemented("fetch") }
/// do {
///     _ = try fetch(1)
/// } catch is Unimplemented {
///     print("fetch is not implemented here")
/// }
/// ```
public struct Unimplemented: Error {
    let endpoint: String

    /// Creates the error of the endpoint named `endpoint`.
    public init(_ endpoint: String) {
        self.endpoint = endpoint
    }
}
