/// Runs `operation` with the dependencies of `model`, changed by `updateValuesForOperation`: a
/// parent model hands its dependencies on to the child models it makes.
///
/// ```swift
/// // snippet.hide
/// import Foundation
/// // snippet.show
/// final class ParentModel {
///     @Dependency(\.date) var date
///
///     func makeChild() -> ChildModel {
///         withDependencies(from: self) {
///             ChildModel()
///         }
///     }
/// }
///
/// final class ChildModel {
///     @Dependency(\.date) var date
/// }
///
/// let parent = withDependencies {
///     $0.date = .constant(Date(timeIntervalSince1970: 0))
/// } operation: {
///     ParentModel()
/// }
/// let child = parent.makeChild()
/// // snippet.hide
/// precondition(child.date.now == Date(timeIntervalSince1970: 0))
/// ```
///
/// `model` must have been returned by a ``withDependencies(_:operation:)`` or hold a
/// `@Dependency` property; otherwise a runtime warning says so and `operation` runs with the
/// dependencies in place now.
///
/// - Parameters:
///   - model: The object whose dependencies to use.
///   - updateValuesForOperation: Changes them further.
///   - operation: The code to run, usually making the child model.
/// - Returns: What `operation` returns.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
    from model: Model,
    _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
    operation: () throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) rethrows -> R {
    guard let values = DependencyObjects.shared.values(from: model) else {
        RuntimeWarning.noDependencies(in: Model.self, at: CallSite(fileID: fileID, line: line)).report()
        return try operation()
    }
    return try withDependencies {
        $0 = $0.filling(from: values)
        try updateValuesForOperation(&$0)
    } operation: {
        try operation()
    }
}

/// Runs `operation` with the dependencies of `model`: a parent model hands its dependencies on
/// to the child models it makes.
///
/// ```swift
/// final class Settings {
///     @Dependency(\.uuid) var uuid
///
///     func makeRow() -> Row {
///         withDependencies(from: self) { Row() }
///     }
/// }
///
/// final class Row {
///     @Dependency(\.uuid) var uuid
/// }
/// ```
///
/// - Parameters:
///   - model: The object whose dependencies to use.
///   - operation: The code to run, usually making the child model.
/// - Returns: What `operation` returns.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
    from model: Model,
    operation: () throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) rethrows -> R {
    try withDependencies(
        from: model, { _ in }, operation: operation,
        fileID: fileID, filePath: filePath, line: line, column: column
    )
}

/// Runs asynchronous `operation` with the dependencies of `model`, changed by
/// `updateValuesForOperation`.
///
/// ```swift
/// final class Loader {
///     @Dependency(\.continuousClock) var clock
/// }
///
/// let loader = Loader()
/// await withDependencies(from: loader) { _ in } operation: {
///     try? await Task.sleep(for: .zero)
/// }
/// ```
///
/// - Parameters:
///   - model: The object whose dependencies to use.
///   - isolation: The actor the operation runs on; leave the default.
///   - updateValuesForOperation: Changes them further.
///   - operation: The code to run.
/// - Returns: What `operation` returns.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
    from model: Model,
    isolation: isolated (any Actor)? = #isolation,
    _ updateValuesForOperation: (inout DependencyValues) async throws -> Void,
    operation: () async throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async rethrows -> R {
    guard let values = DependencyObjects.shared.values(from: model) else {
        RuntimeWarning.noDependencies(in: Model.self, at: CallSite(fileID: fileID, line: line)).report()
        return try await operation()
    }
    return try await withDependencies {
        $0 = $0.filling(from: values)
        try await updateValuesForOperation(&$0)
    } operation: {
        try await operation()
    }
}

/// Runs asynchronous `operation` with the dependencies of `model`.
///
/// ```swift
/// final class Loader {
///     @Dependency(\.continuousClock) var clock
/// }
///
/// let loader = Loader()
/// await withDependencies(from: loader) {
///     try? await Task.sleep(for: .zero)
/// }
/// ```
///
/// - Parameters:
///   - model: The object whose dependencies to use.
///   - isolation: The actor the operation runs on; leave the default.
///   - operation: The code to run.
/// - Returns: What `operation` returns.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
    from model: Model,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async rethrows -> R {
    try await withDependencies(
        from: model, { _ in }, operation: operation,
        fileID: fileID, filePath: filePath, line: line, column: column
    )
}

extension RuntimeWarning {
    /// `withDependencies(from:)` was given an object that has no dependencies to hand on.
    static func noDependencies(in model: Any.Type, at callSite: CallSite) -> RuntimeWarning {
        RuntimeWarning(
            message: """
                "withDependencies(from:)" was given a '\(model)', which has no dependencies to hand on; \
                the operation ran with the dependencies in place. Make the '\(model)' inside \
                "withDependencies", or give the class a "@Dependency" property.
                """,
            callSite: callSite
        )
    }
}
