#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import Synchronization

/// Makes UUIDs: `UUID()` in the app, a predictable sequence in tests.
///
/// ```swift
/// // snippet.hide
/// import Foundation
///
/// enum Todo {
///     struct State: Equatable, Identifiable {
///         let id: UUID
///     }
/// }
///
/// struct Todos: Reducer {
///     struct State: Equatable {
///         var todos: IdentifiedArrayOf<Todo.State> = []
///     }
///
///     enum Action {
///         case addTapped
///     }
///
///     @Dependency(\.uuid) var uuid
///
///     var body: some ReducerOf<Self> {
///         Reduce { state, _ in
///             state.todos.append(Todo.State(id: uuid()))
///             return .none
///         }
///     }
/// }
///
/// var state = Todos.State()
/// // snippet.show
/// @Dependency(\.uuid) var uuid
/// // ...
/// state.todos.append(Todo.State(id: uuid()))
/// // snippet.hide
/// precondition(state.todos.count == 1)
/// ```
///
/// In a test, set `$0.uuid = .incrementing` and the first todo gets
/// `00000000-0000-0000-0000-000000000000`, the next `...0001`, and so on.
public struct UUIDGenerator: Sendable {
    private let generate: @Sendable () -> UUID

    /// A generator that calls `generate` for each UUID.
    ///
    /// ```swift
    /// let fixed = UUIDGenerator { UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000000")! }
    /// ```
    public init(_ generate: @escaping @Sendable () -> UUID) {
        self.generate = generate
    }

    /// Makes the next UUID.
    public func callAsFunction() -> UUID {
        generate()
    }

    /// Fresh random UUIDs, as the app uses.
    public static var random: Self {
        Self { UUID() }
    }

    /// `00000000-0000-0000-0000-000000000000`, then `...0001`, `...0002`, and so on; each
    /// use of `.incrementing` starts again from zero.
    ///
    /// ```swift test
    /// // snippet.hide
    /// @MainActor @Test func incrementingUUIDsStartFromZero() async {
    /// // snippet.show
    /// let store = TestStore(initialState: Todos.State()) { Todos() } withDependencies: {
    ///     $0.uuid = .incrementing
    /// }
    /// // snippet.hide
    /// await store.send(.addTapped) {
    ///     $0.todos.append(Todo.State(id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!))
    /// }
    /// await store.send(.addTapped) {
    ///     $0.todos.append(Todo.State(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!))
    /// }
    /// }
    /// ```
    public static var incrementing: Self {
        let counter = Counter()
        return Self { UUID(counting: counter.next()) }
    }

    /// Always the same UUID.
    ///
    /// ```swift
    /// // snippet.hide
    /// let answer = withDependencies {
    /// // snippet.show
    /// $0.uuid = .constant(UUID(uuidString: "00000000-0000-0000-0000-00000000002A")!)
    /// // snippet.hide
    /// } operation: {
    ///     @Dependency(\.uuid) var uuid
    ///     return uuid()
    /// }
    /// precondition(answer.uuidString == "00000000-0000-0000-0000-00000000002A")
    /// ```
    public static func constant(_ uuid: UUID) -> Self {
        Self { uuid }
    }
}

extension DependencyValues {
    /// Makes UUIDs; ``UUIDGenerator/random`` in the app.
    ///
    /// ```swift
    /// @Dependency(\.uuid) var uuid
    /// let id = uuid()
    /// ```
    ///
    /// It has no test value: a test says which UUIDs to make, usually `$0.uuid = .incrementing`.
    public var uuid: UUIDGenerator {
        get { self[UUIDGeneratorKey.self] }
        set { self[UUIDGeneratorKey.self] = newValue }
    }
}

enum UUIDGeneratorKey: DependencyKey {
    static let liveValue = UUIDGenerator.random
}

/// The count behind ``UUIDGenerator/incrementing``, shared by the copies of one generator.
private final class Counter: Sendable {
    private let value = Mutex<UInt64>(0)

    func next() -> UInt64 {
        value.withLock { value in
            defer { value += 1 }
            return value
        }
    }
}

extension UUID {
    /// The UUID whose last 64 bits are `count`: `00000000-0000-0000-0000-00000000000a` for 10.
    fileprivate init(counting count: UInt64) {
        let b = withUnsafeBytes(of: count.bigEndian) { Array($0) }
        self.init(uuid: (0, 0, 0, 0, 0, 0, 0, 0, b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]))
    }
}
