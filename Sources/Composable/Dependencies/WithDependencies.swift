/// Runs `operation` with some dependencies changed, and everything it starts with them:
/// stores created inside, and the effects of those stores.
///
/// ```swift
/// // snippet.hide
/// import Foundation
///
/// struct Todos: Reducer {
///     struct State: Equatable {
///         var createdAt: [Date] = []
///     }
///
///     enum Action {
///         case addTapped
///     }
///
///     @Dependency(\.date) var date
///
///     var body: some ReducerOf<Self> {
///         Reduce { state, _ in
///             state.createdAt.append(date.now)
///             return .none
///         }
///     }
/// }
/// // snippet.show
/// let store = withDependencies {
///     $0.uuid = .incrementing
///     $0.date = .constant(Date(timeIntervalSince1970: 0))
/// } operation: {
///     Store(initialState: Todos.State()) { Todos() }
/// }
/// // snippet.hide
/// store.send(.addTapped)
/// precondition(store.createdAt == [Date(timeIntervalSince1970: 0)])
/// ```
///
/// Reading a dependency inside `updateValuesForOperation` never fails a test, so that a test can
/// change one field of a dependency: `$0.apiClient.fetch = { ... }`.
///
/// Use it where a store is made outside a test: a preview, or an app's root choosing its
/// clients. A test gives its `TestStore` the same closure as `withDependencies:`, and a reducer
/// that gives a child other values uses ``Reducer/dependency(_:_:)``. The values are read when
/// the store is made and when its effects start, so changing them later through another
/// `withDependencies` does not reach a store made before.
///
/// [Overriding a dependency in a
/// test](doc:EffectsAndDependencies#Overriding-a-dependency-in-a-test) in
/// <doc:EffectsAndDependencies> does the same for a `TestStore`.
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
    let result = try DependencyValues.$current.withValue(values, operation: operation)
    DependencyObjects.shared.store(result, values: values)
    return result
}

/// Runs asynchronous `operation` with some dependencies changed, and everything it starts
/// with them.
///
/// ```swift
/// // snippet.hide
/// struct NumberFactClient: Sendable {
///     var fetch: @Sendable (Int) async throws -> String
/// }
///
/// extension NumberFactClient: DependencyKey {
///     static let liveValue = NumberFactClient { "\($0) is a number." }
/// }
///
/// extension DependencyValues {
///     var numberFact: NumberFactClient {
///         get { self[NumberFactClient.self] }
///         set { self[NumberFactClient.self] = newValue }
///     }
/// }
///
/// struct NumberFactModel {
///     @Dependency(\.numberFact) var numberFact
///
///     func load(_ number: Int) async throws -> String {
///         try await numberFact.fetch(number)
///     }
/// }
/// // snippet.show
/// let fact = try await withDependencies {
///     $0.numberFact.fetch = { "\($0) is a good number." }
/// } operation: {
///     try await NumberFactModel().load(3)
/// }
/// // snippet.hide
/// precondition(fact == "3 is a good number.")
/// ```
///
/// [Overriding a dependency in a
/// test](doc:EffectsAndDependencies#Overriding-a-dependency-in-a-test) in
/// <doc:EffectsAndDependencies> does the same for a `TestStore`.
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
    let result = try await DependencyValues.$current.withValue(values, operation: operation)
    DependencyObjects.shared.store(result, values: values)
    return result
}
