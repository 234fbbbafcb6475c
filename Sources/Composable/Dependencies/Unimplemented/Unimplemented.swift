// The closures `unimplemented(_:)` makes, one overload per closure shape a dependency client
// declares: synchronous or async, returning a placeholder, throwing `UnimplementedFailure`, or
// throwing an error of your own. Each records a runtime warning when called (an issue of the
// running test, under `ComposableTesting`) before it returns or throws.

/// A closure that stands for an endpoint nobody implemented: calling it records an issue
/// (failing the running test) and returns `placeholder`.
///
/// Use it for an endpoint that cannot throw, in a client's `testValue`, so that a test that
/// reaches the endpoint without setting it fails and says which:
///
/// ```swift
/// struct Analytics: Sendable {
///     var track: @Sendable (String) -> Void
///     var isEnabled: @Sendable () -> Bool
/// }
///
/// extension Analytics: TestDependencyKey {
///     static let testValue = Analytics(
///         track: unimplemented("Analytics.track"),
///         isEnabled: unimplemented("Analytics.isEnabled", placeholder: false)
///     )
/// }
/// ```
///
/// - Parameters:
///   - description: What is unimplemented, usually `"Client.endpoint"`.
///   - placeholder: What the closure returns; `()` for a closure that returns nothing.
/// - Returns: A closure that records an issue each time it is called.
public func unimplemented<each Argument, Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    placeholder: @autoclosure @escaping @Sendable () -> sending Result = (),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) -> @Sendable (repeat each Argument) -> sending Result {
    { (argument: repeat each Argument) in
        reportUnimplemented(description(), (repeat each argument), function: function, fileID: fileID, line: line)
        return placeholder()
    }
}

/// A throwing closure that stands for an endpoint nobody implemented: calling it records an
/// issue and throws ``UnimplementedFailure``.
///
/// ```swift
/// struct NumberFact: Sendable {
///     var fetch: @Sendable (Int) throws -> String
/// }
///
/// extension NumberFact: TestDependencyKey {
///     static let testValue = NumberFact(fetch: unimplemented("NumberFact.fetch"))
/// }
/// ```
///
/// - Parameter description: What is unimplemented, usually `"Client.endpoint"`.
/// - Returns: A closure that records an issue and throws each time it is called.
public func unimplemented<each Argument, Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) -> @Sendable (repeat each Argument) throws -> sending Result {
    { (argument: repeat each Argument) in
        let description = description()
        reportUnimplemented(description, (repeat each argument), function: function, fileID: fileID, line: line)
        throw UnimplementedFailure(description: description)
    }
}

/// A closure with a typed `throws` that stands for an endpoint nobody implemented: calling it
/// records an issue and throws `failure`.
///
/// ```swift
/// enum LoadError: Error { case offline }
///
/// let load: @Sendable (Int) throws(LoadError) -> String = unimplemented("load", throwing: LoadError.offline)
/// ```
///
/// - Parameters:
///   - description: What is unimplemented.
///   - failure: The error the closure throws.
/// - Returns: A closure that records an issue and throws `failure` each time it is called.
public func unimplemented<each Argument, Failure: Error, Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    throwing failure: @autoclosure @escaping @Sendable () -> Failure,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) -> @Sendable (repeat each Argument) throws(Failure) -> sending Result {
    { (argument: repeat each Argument) throws(Failure) in
        reportUnimplemented(description(), (repeat each argument), function: function, fileID: fileID, line: line)
        throw failure()
    }
}

/// An async closure that stands for an endpoint nobody implemented: calling it records an
/// issue and returns `placeholder`.
///
/// ```swift
/// struct Settings: Sendable {
///     var save: @Sendable ([String: String]) async -> Void
/// }
///
/// extension Settings: TestDependencyKey {
///     static let testValue = Settings(save: unimplemented("Settings.save"))
/// }
/// ```
///
/// - Parameters:
///   - description: What is unimplemented.
///   - placeholder: What the closure returns; `()` for a closure that returns nothing.
/// - Returns: A closure that records an issue each time it is called.
public func unimplemented<each Argument, Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    placeholder: @autoclosure @escaping @Sendable () -> sending Result = (),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) -> @Sendable (repeat each Argument) async -> sending Result {
    { (argument: repeat each Argument) in
        reportUnimplemented(description(), (repeat each argument), function: function, fileID: fileID, line: line)
        return placeholder()
    }
}

/// An async throwing closure that stands for an endpoint nobody implemented: calling it records
/// an issue and throws ``UnimplementedFailure``. The usual `testValue` of a network endpoint:
///
/// ```swift
/// struct APIClient: Sendable {
///     var fetch: @Sendable (Int) async throws -> String
/// }
///
/// extension APIClient: TestDependencyKey {
///     static let testValue = APIClient(fetch: unimplemented("APIClient.fetch"))
/// }
/// ```
///
/// - Parameter description: What is unimplemented, usually `"Client.endpoint"`.
/// - Returns: A closure that records an issue and throws each time it is called.
public func unimplemented<each Argument, Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) -> @Sendable (repeat each Argument) async throws -> sending Result {
    { (argument: repeat each Argument) in
        let description = description()
        reportUnimplemented(description, (repeat each argument), function: function, fileID: fileID, line: line)
        throw UnimplementedFailure(description: description)
    }
}

/// An async closure with a typed `throws` that stands for an endpoint nobody implemented:
/// calling it records an issue and throws `failure`.
///
/// ```swift
/// enum LoadError: Error { case offline }
///
/// let load: @Sendable (Int) async throws(LoadError) -> String = unimplemented("load", throwing: .offline)
/// ```
///
/// - Parameters:
///   - description: What is unimplemented.
///   - failure: The error the closure throws.
/// - Returns: A closure that records an issue and throws `failure` each time it is called.
public func unimplemented<each Argument, Failure: Error, Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    throwing failure: @autoclosure @escaping @Sendable () -> Failure,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) -> @Sendable (repeat each Argument) async throws(Failure) -> sending Result {
    { (argument: repeat each Argument) async throws(Failure) in
        reportUnimplemented(description(), (repeat each argument), function: function, fileID: fileID, line: line)
        throw failure()
    }
}

/// Records an issue now and returns `placeholder`: for a value, rather than a closure, that a
/// test should never reach.
///
/// ```swift
/// struct Sounds: Sendable {
///     var volume: Double
///
///     static var testValue: Sounds {
///         Sounds(volume: unimplemented("Sounds.volume", placeholder: 0))
///     }
/// }
/// ```
///
/// - Parameters:
///   - description: What is unimplemented.
///   - placeholder: The value to go on with.
/// - Returns: `placeholder`.
@_disfavoredOverload
public func unimplemented<Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    placeholder: @autoclosure @escaping @Sendable () -> sending Result = (),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) -> Result {
    reportUnimplemented(description(), nil, function: function, fileID: fileID, line: line)
    return placeholder()
}

/// Reports one call of an unimplemented closure to the current runtime warning reporter.
private func reportUnimplemented(
    _ description: String,
    _ arguments: Any?,
    function: StaticString,
    fileID: StaticString,
    line: UInt
) {
    RuntimeWarning.unimplemented(description, arguments: arguments, function: function, fileID: fileID, line: line)
        .report()
}
