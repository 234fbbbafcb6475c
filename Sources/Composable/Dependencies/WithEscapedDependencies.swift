/// Hands `operation` the dependencies in place now, so that work which escapes them (a
/// callback, a `DispatchQueue` hop, a task that does not inherit task-locals) can run with them
/// later, through `yield`.
///
/// ```swift
/// // snippet.hide
/// import Foundation
///
/// let queue = DispatchQueue(label: "work")
/// // snippet.show
/// withDependencies {
///     $0.date = .constant(Date(timeIntervalSince1970: 0))
/// } operation: {
///     withEscapedDependencies { dependencies in
///         queue.async {
///             dependencies.yield {
///                 @Dependency(\.date.now) var now
///                 print(now)  // 1970-01-01 00:00:00 +0000
///             }
///         }
///     }
/// }
/// ```
///
/// - Parameter operation: Receives the dependencies to carry.
/// - Returns: What `operation` returns.
public func withEscapedDependencies<R>(
    _ operation: (DependencyValues.Continuation) throws -> R
) rethrows -> R {
    try operation(DependencyValues.Continuation())
}

/// Hands asynchronous `operation` the dependencies in place now, to restore later with
/// `yield`.
///
/// ```swift
/// await withEscapedDependencies { dependencies in
///     await dependencies.yield {
///         @Dependency(\.context) var context
///         print(context)
///     }
/// }
/// ```
///
/// - Parameters:
///   - isolation: The actor `operation` runs on; leave the default.
///   - operation: Receives the dependencies to carry.
/// - Returns: What `operation` returns.
public func withEscapedDependencies<R>(
    isolation: isolated (any Actor)? = #isolation,
    _ operation: (DependencyValues.Continuation) async throws -> R
) async rethrows -> R {
    try await operation(DependencyValues.Continuation())
}

extension DependencyValues {
    /// The dependencies that were in place when `withEscapedDependencies`
    /// ran, carried to code that runs elsewhere or later.
    ///
    /// ```swift
    /// withEscapedDependencies { dependencies in
    ///     dependencies.yield {
    ///         // runs with the dependencies of the caller
    ///     }
    /// }
    /// ```
    public struct Continuation: Sendable {
        let dependencies = DependencyValues.current

        /// Runs `operation` with the carried dependencies in place.
        ///
        /// ```swift
        /// withEscapedDependencies { dependencies in
        ///     let context = dependencies.yield {
        ///         @Dependency(\.context) var context
        ///         return context
        ///     }
        ///     print(context)
        /// }
        /// ```
        public func yield<R>(_ operation: () throws -> R) rethrows -> R {
            try DependencyValues.$current.withValue(dependencies, operation: operation)
        }

        /// Runs asynchronous `operation` with the carried dependencies in place.
        ///
        /// ```swift
        /// await withEscapedDependencies { dependencies in
        ///     await dependencies.yield {
        ///         try? await Task.sleep(for: .zero)
        ///     }
        /// }
        /// ```
        public func yield<R>(
            isolation: isolated (any Actor)? = #isolation,
            _ operation: () async throws -> R
        ) async rethrows -> R {
            try await DependencyValues.$current.withValue(dependencies, operation: operation)
        }
    }
}
