/// Runs `operation` with some dependencies changed, and everything it starts with them:
/// stores created inside, and the effects of those stores.
///
/// ```swift skip("uses Todos from elsewhere")
/// let store = withDependencies {
///     $0.uuid = .incrementing
///     $0.date = .constant(Date(timeIntervalSince1970: 0))
/// } operation: {
///     Store(initialState: Todos.State()) { Todos() }
/// }
/// ```
///
/// Reading a dependency inside `updateValuesForOperation` never fails a test, so that a test can
/// change one field of a dependency: `$0.apiClient.fetch = { ... }`.
///
/// - Parameters:
///   - updateValuesForOperation: Changes the values in place now into those `operation` sees.
///   - operation: The code to run with them.
/// - Returns: What `operation` returns.
@discardableResult
public func withDependencies<Result>(
    _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
    operation: () throws -> Result
) rethrows -> Result {
    let values = try DependencyValues.current.updated(by: updateValuesForOperation)
    return try DependencyValues.$current.withValue(values, operation: operation)
}

/// Runs asynchronous `operation` with some dependencies changed, and everything it starts
/// with them.
///
/// ```swift skip("uses NumberFactModel, numberFact from elsewhere")
/// let fact = try await withDependencies {
///     $0.numberFact.fetch = { "\($0) is a good number." }
/// } operation: {
///     try await NumberFactModel().load(3)
/// }
/// ```
///
/// - Parameters:
///   - updateValuesForOperation: Changes the values in place now into those `operation` sees.
///   - isolation: The actor the operation runs on; leave the default.
///   - operation: The code to run with them.
/// - Returns: What `operation` returns.
@discardableResult
public func withDependencies<Result>(
    _ updateValuesForOperation: (inout DependencyValues) async throws -> Void,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
) async rethrows -> Result {
    var values = DependencyValues.current
    try await DependencyValues.$isConfiguring.withValue(true) { try await updateValuesForOperation(&values) }
    return try await DependencyValues.$current.withValue(values, operation: operation)
}
