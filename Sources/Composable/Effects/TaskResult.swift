/// The outcome of async work an effect ran, as the original's older actions carry it:
/// `.success` with the value, or `.failure` with any error. New code should use
/// `Result<Success, any Error>`, as the original now advises; `TaskResult` is here so that
/// features written with it compile unchanged.
///
/// ```swift
/// struct NumberFact: Reducer {
///     struct State: Equatable {
///         var fact: String?
///     }
///
///     enum Action: Equatable {
///         case factButtonTapped
///         case factResponse(TaskResult<String>)
///     }
///
///     var body: some ReducerOf<Self> {
///         Reduce { state, action in
///             switch action {
///             case .factButtonTapped:
///                 return .run { send in
///                     await send(.factResponse(TaskResult { "42 is the answer." }))
///                 }
///             case let .factResponse(.success(fact)):
///                 state.fact = fact
///                 return .none
///             case .factResponse(.failure):
///                 return .none
///             }
///         }
///     }
/// }
/// ```
///
/// ```swift test
/// @MainActor
/// @Test func theFactArrivesAsASuccess() async {
///     let store = TestStore(initialState: NumberFact.State()) { NumberFact() }
///
///     await store.send(.factButtonTapped)
///     await store.receive(.factResponse(.success("42 is the answer."))) { $0.fact = "42 is the answer." }
/// }
/// ```
///
/// Two failures are equal when their errors are of one `Equatable` type and equal; a failure
/// whose error type is not `Equatable` reports an issue when compared, as the original does.
public enum TaskResult<Success: Sendable>: Sendable {
    /// The work returned `Success`.
    case success(Success)
    /// The work threw.
    case failure(any Error)

    /// Runs `body` and keeps what it returns as ``success(_:)``, or what it throws as
    /// ``failure(_:)``.
    ///
    /// ```swift
    /// struct Offline: Error {}
    ///
    /// func outcomes() async -> [TaskResult<Int>] {
    ///     [await TaskResult { 42 }, await TaskResult { throw Offline() }]
    /// }
    /// ```
    ///
    /// ```swift test
    /// @Test func aThrownErrorBecomesAFailure() async {
    ///     let results = await outcomes()
    ///     #expect(results[0][case: \.success] == 42)
    ///     #expect(results[1][case: \.failure] as? Offline != nil)
    /// }
    /// ```
    ///
    /// The closure runs on the caller's actor (`nonisolated(nonsending)`), as
    /// `Result(catching:)`'s does here.
    public nonisolated(nonsending) init(catching body: () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }

    /// The same outcome as `result`, its error kept as `any Error`.
    ///
    /// ```swift
    /// let fromResult: Result<Int, Offline> = .success(7)
    /// assert(TaskResult(fromResult)[case: \.success] == 7)
    /// ```
    public init<Failure>(_ result: Result<Success, Failure>) {
        switch result {
        case let .success(value):
            self = .success(value)
        case let .failure(error):
            self = .failure(error)
        }
    }

    /// The success value, or the failure's error thrown.
    ///
    /// ```swift
    /// let succeeded = TaskResult<Int>.success(7)
    /// let seven = try succeeded.value
    /// assert(seven == 7)
    /// ```
    public var value: Success {
        get throws {
            switch self {
            case let .success(value):
                return value
            case let .failure(error):
                throw error
            }
        }
    }

    /// The success value transformed by `transform`; a failure stays the same failure.
    ///
    /// ```swift
    /// let doubled = TaskResult<Int>.success(21).map { $0 * 2 }
    /// assert(doubled == .success(42))
    /// ```
    public func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> TaskResult<NewSuccess> {
        switch self {
        case let .success(value):
            .success(transform(value))
        case let .failure(error):
            .failure(error)
        }
    }

    /// The outcome `transform` gives for the success value; a failure stays the same failure.
    ///
    /// ```swift
    /// struct Negative: Error {}
    ///
    /// let checked = TaskResult<Int>.success(-1).flatMap { value in
    ///     value < 0 ? TaskResult<Int>.failure(Negative()) : .success(value)
    /// }
    /// assert(checked[case: \.failure] as? Negative != nil)
    /// ```
    public func flatMap<NewSuccess>(
        _ transform: (Success) -> TaskResult<NewSuccess>
    ) -> TaskResult<NewSuccess> {
        switch self {
        case let .success(value):
            transform(value)
        case let .failure(error):
            .failure(error)
        }
    }
}
