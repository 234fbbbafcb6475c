import Synchronization

/// Sets the values some dependencies take for the rest of the app's life, once, at its start.
///
/// Call it in the app's entry point, before anything reads the dependencies it sets:
///
/// ```swift
/// // snippet.hide
/// struct Database: Sendable {
///     var path: String
/// }
///
/// extension Database: DependencyKey {
///     static let liveValue = Database(path: "/var/db/app.sqlite")
/// }
///
/// extension DependencyValues {
///     var database: Database {
///         get { self[Database.self] }
///         set { self[Database.self] = newValue }
///     }
/// }
/// // snippet.show
/// prepareDependencies {
///     $0.database = Database(path: "/tmp/app.sqlite")
/// }
/// // snippet.hide
/// @Dependency(\.database) var database
/// precondition(database.path == "/tmp/app.sqlite")
/// ```
///
/// Unlike ``withDependencies(_:operation:)``, which changes the values for the code in its
/// closure, it changes the default every later read sees, wherever it runs. A dependency can be
/// prepared only before anything reads it, and only once: preparing it again, or after it was
/// read, leaves it as it was and reports a runtime warning.
///
/// - Parameter updateValues: Sets the dependencies to prepare.
/// - Returns: What `updateValues` returns.
public func prepareDependencies<R>(
    _ updateValues: (inout DependencyValues) throws -> R
) rethrows -> R {
    var values = DependencyValues.current
    let number = preparations.add(1, ordering: .relaxed).newValue
    return try DependencyValues.$preparation.withValue(number) {
        try DependencyValues.$isConfiguring.withValue(true) {
            try updateValues(&values)
        }
    }
}

/// Numbers each call of ``prepareDependencies(_:)``.
private let preparations = Atomic(0)
