/// Marks a struct of closures as a dependency client, our spelling of the original's
/// `@DependencyClient` macro: `CasePathsPlugin` writes its `init()` and its labelled methods.
///
/// Conform the client to it where you declare it:
///
/// ```swift
/// struct APIClient: DependencyClient {
///     var fetch: @Sendable (_ id: Int) async throws -> String
///     var log: @Sendable (String) -> Void = { _ in }
/// }
/// ```
///
/// and the plugin generates, in an extension (so the memberwise initializer stays):
///
/// - `init()`, in which every endpoint is unimplemented: calling one records an issue,
///   `Unimplemented: 'APIClient.fetch'` (failing the running test), then throws
///   ``Unimplemented`` if it can throw, or else returns the default written on the property
///   (`{ _ in }` above), returns `nil` for an optional result, or returns nothing. An endpoint
///   that returns a value and cannot throw needs a default, as the macro requires one; the
///   plugin warns at the property when it has none, and leaves that endpoint to trap.
/// - a method for each closure whose parameters are named (`_ id: Int`): `client.fetch(id: 1)`.
///
/// `APIClient()` is then the client's natural `testValue`:
///
/// ```swift
/// // snippet.hide
/// struct WeatherClient: DependencyClient, Sendable {
///     var forecast: @Sendable (_ city: String) async throws -> String
/// }
/// // snippet.show
/// extension WeatherClient: TestDependencyKey {
///     static let testValue = WeatherClient()
/// }
/// ```
///
/// Endpoints are the stored `var` properties with a function type; `let` properties with a
/// value, computed properties and other stored properties are not endpoints, and stored
/// properties that are not endpoints become the parameters of the generated `init`.
public protocol DependencyClient {}

extension DependencyClient {
    /// Records that the endpoint `endpoint` of this client was called without being
    /// implemented; the code `CasePathsPlugin` generates for a ``DependencyClient`` calls it.
    ///
    /// ```swift
    /// struct Logger: DependencyClient {
    ///     var log: @Sendable (String) -> Void
    /// }
    ///
    /// // snippet.hide
    /// RuntimeWarningReporter.$current.withValue(.init { _ in }) {
    /// // snippet.show
    /// Logger.reportUnimplementedEndpoint("log")  // "Unimplemented: 'Logger.log'"
    /// // snippet.hide
    /// }
    /// ```
    public static func reportUnimplementedEndpoint(_ endpoint: String) {
        RuntimeWarning.unimplementedEndpoint(endpoint, of: Self.self).report()
    }
}
