/// Reads a dependency from the values in place where the reducer or effect runs.
///
/// ```swift
/// struct Timer: Reducer {
/// // snippet.hide
///     struct State: Equatable {}
///
///     enum Action {
///         case onAppear
///         case timerTicked
///     }
///
/// // snippet.show
///     @Dependency(\.continuousClock) var clock
///
///     var body: some ReducerOf<Self> {
///         Reduce { state, action in
///             switch action {
///             case .onAppear:
///                 return .run { send in
///                     for await _ in clock.timer(interval: .seconds(1)) {
///                         await send(.timerTicked)
///                     }
///                 }
///             // ...
/// // snippet.hide
///             case .timerTicked:
///                 return .none
///             }
///         }
///     }
/// }
/// ```
///
/// The value is looked up each time you read the property, so a store's overrides, a
/// ``Reducer/dependency(_:_:)`` around the reducer, and a test's `store.dependencies` all take
/// effect. An effect made by `Effect.run` sees the values that were in place when the reducer
/// made it. Under a `TestStore`, reading a dependency that the test did not set and that has no
/// test value fails the test, naming the dependency and this declaration.
///
/// Read every client that reaches outside the feature (clocks, dates, UUIDs, a network or
/// storage client) through `@Dependency` rather than calling it directly, so that a test, a
/// preview or a parent can replace it: with the `TestStore`'s `withDependencies:` closure,
/// ``withDependencies(_:operation:)`` around a store, or ``Reducer/dependency(_:_:)`` on a child
/// reducer. A dependency of your own is a ``DependencyKey`` and a property of
/// ``DependencyValues``.
///
/// See [declaring a dependency](doc:EffectsAndDependencies#Declaring-a-dependency) and [using a
/// dependency in a feature](doc:EffectsAndDependencies#Using-a-dependency-in-a-feature) in
/// <doc:EffectsAndDependencies>.
@propertyWrapper
public struct Dependency<Value>: Sendable {
    private let read: @Sendable (DependencyValues) -> Value
    private let declaration: CallSite
    /// The values in place where the property was made: a model made inside a
    /// ``withDependencies(_:operation:)`` keeps seeing what was set there.
    let initialValues = DependencyValues.current

    /// Reads the dependency at `keyPath` of ``DependencyValues``.
    ///
    /// ```swift
    /// @Dependency(\.uuid) var uuid
    /// ```
    public init(
        _ keyPath: KeyPath<DependencyValues, Value> & Sendable,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) {
        self.read = { $0[keyPath: keyPath] }
        self.declaration = CallSite(fileID: fileID, line: line)
    }

    /// Reads the dependency whose key is `key`, without a property of ``DependencyValues``:
    /// for a client type that is its own key.
    ///
    /// ```swift
    /// struct Speech: DependencyKey, Sendable {
    ///     var say: @Sendable (String) -> Void
    ///
    ///     static let liveValue = Speech { print($0) }
    /// }
    ///
    /// @Dependency(Speech.self) var speech
    /// ```
    public init<Key: TestDependencyKey>(
        _ key: Key.Type,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) where Key.Value == Value {
        let keyPath: KeyPath<DependencyValues, Value> & Sendable = \DependencyValues.[keyType: KeyType<Key>()]
        self.read = { $0[keyPath: keyPath] }
        self.declaration = CallSite(fileID: fileID, line: line)
    }

    /// The dependency's current value.
    public var wrappedValue: Value {
        var values = DependencyValues.current.filling(from: initialValues)
        values.readSite = declaration
        return read(values)
    }
}

extension Dependency: DependencyCapturingValues {}

/// The key of a dependency read by type, `@Dependency(APIClient.self)`, as a key path argument.
struct KeyType<Key: TestDependencyKey>: Hashable, Sendable {}

extension DependencyValues {
    /// The dependency whose key is `Key`, for a key path that names it by type.
    subscript<Key: TestDependencyKey>(keyType keyType: KeyType<Key>) -> Key.Value {
        value(of: Key.self, name: "\(Key.self)")
    }
}
