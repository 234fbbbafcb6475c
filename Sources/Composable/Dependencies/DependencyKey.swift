/// A key for a dependency that has a value for tests and previews; conform to
/// ``DependencyKey`` as well to give it the value the app uses.
///
/// Declare the key next to the dependency, then expose it as a property of
/// ``DependencyValues`` so that features can read it with `@Dependency(\.numberFact)`:
///
/// ```swift
/// struct NumberFactClient: Sendable {
///     var fetch: @Sendable (Int) async throws -> String
/// }
///
/// extension NumberFactClient: TestDependencyKey {
///     static let testValue = NumberFactClient { "\($0) is a good number." }
/// }
///
/// extension DependencyValues {
///     var numberFact: NumberFactClient {
///         get { self[NumberFactClient.self] }
///         set { self[NumberFactClient.self] = newValue }
///     }
/// }
/// ```
public protocol TestDependencyKey {
    /// The type of the dependency's value; the key itself unless you say otherwise.
    associatedtype Value: Sendable = Self

    /// The value tests see unless they override it.
    static var testValue: Value { get }

    /// The value previews see unless they override it; the ``testValue`` by default.
    static var previewValue: Value { get }
}

/// A key for a dependency that has a value for the running app.
///
/// ```swift
/// // snippet.hide
/// struct APIClient: Sendable {
///     var fetch: @Sendable () async throws -> String
///
///     static let live = APIClient { "from the server" }
///     static let failing = APIClient { throw CancellationError() }
/// }
/// // snippet.show
/// enum APIClientKey: DependencyKey {
///     static let liveValue = APIClient.live
///     static let testValue = APIClient.failing   // optional: see below
/// }
/// ```
///
/// A key that gives only a ``liveValue`` has no test value: a `TestStore` whose feature reads
/// it fails the test, naming the dependency and the `@Dependency` that read it, so that a test
/// never reaches the real world by accident. The test must then set the dependency itself
/// (`withDependencies: { $0.apiClient = .mock }`), or the key must give a ``TestDependencyKey/testValue``.
/// Previews use the ``liveValue`` unless the key gives a ``TestDependencyKey/previewValue``.
public protocol DependencyKey: TestDependencyKey {
    /// The type of the dependency's value, worked out from ``liveValue``; the key itself
    /// unless you say otherwise.
    associatedtype Value = Self

    /// The value the app sees unless something overrides it.
    static var liveValue: Value { get }
}

extension TestDependencyKey {
    /// Previews use the test value unless the key says otherwise.
    public static var previewValue: Value { testValue }

    /// Whether a default value that stands in for a real one should report that it is used:
    /// `false` while a test or ``withDependencies(_:operation:)`` is setting dependencies up,
    /// where reading a default is not the feature reaching for it.
    ///
    /// ```swift
    /// struct Database: TestDependencyKey, Sendable {
    ///     var path: String
    ///
    ///     static var testValue: Database {
    ///         if shouldReportUnimplemented {
    ///             print("An in-memory database stands in.")
    ///         }
    ///         return Database(path: ":memory:")
    ///     }
    /// }
    /// ```
    public static var shouldReportUnimplemented: Bool {
        !DependencyValues.isConfiguring
    }
}

extension DependencyKey {
    /// Previews use the live value unless the key says otherwise.
    public static var previewValue: Value { liveValue }

    /// A key that gives no test value of its own has none: reading it in a test fails the
    /// test (the ``DependencyValues`` that read it reports the failure), and the preview value
    /// stands in so that the feature can go on.
    public static var testValue: Value {
        MissingTestValueProbe.current?.noteMissing()
        return previewValue
    }
}
