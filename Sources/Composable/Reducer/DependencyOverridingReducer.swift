extension Reducer {
    /// Runs this reducer, and the effects it makes, with one dependency set to `value`.
    ///
    /// Use it to give a child feature a dependency of its own, or to try a feature with a
    /// stand-in:
    ///
    /// ```swift
    /// // snippet.hide
    /// struct APIClient: Sendable {
    ///     var fetch: @Sendable () async throws -> String
    ///
    ///     static let onboardingSample = APIClient { "Welcome!" }
    /// }
    ///
    /// extension APIClient: DependencyKey {
    ///     static let liveValue = APIClient { "from the server" }
    /// }
    ///
    /// extension DependencyValues {
    ///     var apiClient: APIClient {
    ///         get { self[APIClient.self] }
    ///         set { self[APIClient.self] = newValue }
    ///     }
    /// }
    ///
    /// struct Onboarding: Reducer {
    ///     struct State: Equatable {
    ///         var greeting = ""
    ///     }
    ///
    ///     enum Action {
    ///         case appeared
    ///         case greetingLoaded(String)
    ///     }
    ///
    ///     @Dependency(\.apiClient) var apiClient
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             switch action {
    ///             case .appeared:
    ///                 return .run { send in await send(.greetingLoaded(try await apiClient.fetch())) }
    ///             case let .greetingLoaded(greeting):
    ///                 state.greeting = greeting
    ///                 return .none
    ///             }
    ///         }
    ///     }
    /// }
    ///
    /// struct App: Reducer {
    ///     struct State: Equatable {
    ///         var onboarding = Onboarding.State()
    ///     }
    ///
    ///     enum Action {
    ///         case onboarding(Onboarding.Action)
    ///     }
    /// // snippet.show
    /// var body: some ReducerOf<Self> {
    ///     Scope(state: \.onboarding, action: \.onboarding) {
    ///         Onboarding()
    ///             .dependency(\.apiClient, .onboardingSample)
    ///     }
    /// }
    /// // snippet.hide
    /// }
    ///
    /// let store = Store(initialState: App.State()) { App() }
    /// await store.send(.onboarding(.appeared)).finish()
    /// precondition(store.onboarding.greeting == "Welcome!")
    /// ```
    ///
    /// The rest of the parent keeps the values it had; the child's effects keep the child's
    /// values for as long as they run.
    ///
    /// - Parameters:
    ///   - keyPath: The dependency, as a property of ``DependencyValues``: `\.uuid`.
    ///   - value: The value this reducer and its effects see.
    /// - Returns: The reducer, with the dependency set.
    public func dependency<Value>(
        _ keyPath: WritableKeyPath<DependencyValues, Value>,
        _ value: Value
    ) -> DependencyOverridingReducer<Self> {
        DependencyOverridingReducer(base: self) { $0[keyPath: keyPath] = value }
    }

    /// Runs this reducer, and the effects it makes, with one dependency changed by `transform`
    /// from the value it has around this reducer.
    ///
    /// Use it to adjust a dependency rather than replace it, such as wrapping a client to log
    /// its calls, or setting one field of a dependency that holds several:
    ///
    /// ```swift output
    /// enum Greeting: DependencyKey {
    ///     static let liveValue = "Hello"
    /// }
    ///
    /// extension DependencyValues {
    ///     var greeting: String {
    ///         get { self[Greeting.self] }
    ///         set { self[Greeting.self] = newValue }
    ///     }
    /// }
    ///
    /// struct Greeter: Reducer {
    ///     @Dependency(\.greeting) var greeting
    ///
    ///     var body: some Reducer<String, Void> {
    ///         Reduce { state, _ in
    ///             state = greeting
    ///             return .none
    ///         }
    ///     }
    /// }
    ///
    /// let store = Store(initialState: "") {
    ///     Greeter().transformDependency(\.greeting) { $0 += ", world" }
    /// }
    /// store.send(())
    /// print(store.state)
    /// ```
    ///
    /// ```text
    /// Hello, world
    /// ```
    ///
    /// Chained calls apply from the outside in, so the innermost, closest to the reducer, has
    /// the last word, as with ``dependency(_:_:)``.
    ///
    /// - Parameters:
    ///   - keyPath: The dependency, as a property of ``DependencyValues``: `\.uuid`.
    ///   - transform: Changes the value this reducer and its effects see, in place.
    /// - Returns: The reducer, with the dependency changed.
    public func transformDependency<Value>(
        _ keyPath: WritableKeyPath<DependencyValues, Value>,
        transform: @escaping (_ dependency: inout Value) -> Void
    ) -> DependencyOverridingReducer<Self> {
        DependencyOverridingReducer(base: self) { transform(&$0[keyPath: keyPath]) }
    }
}

/// A reducer that runs another with some dependencies changed; ``Reducer/dependency(_:_:)``
/// makes it.
///
/// ```swift
/// // snippet.hide
/// struct Child: Reducer {
///     struct State: Equatable {}
///     enum Action {}
///
///     var body: some ReducerOf<Self> {
///         EmptyReducer()
///     }
/// }
/// // snippet.show
/// Child().dependency(\.uuid, .incrementing)
/// ```
public struct DependencyOverridingReducer<Base: Reducer>: Reducer {
    let base: Base
    let update: (inout DependencyValues) -> Void

    init(base: Base, update: @escaping (inout DependencyValues) -> Void) {
        self.base = base
        self.update = update
    }

    /// Sets one more dependency, in this same reducer rather than in another layer around it:
    /// a chain of `.dependency` calls costs one change of the dependencies per action. The
    /// values set closer to the base reducer win, as they would with one layer per call.
    public func dependency<Value>(
        _ keyPath: WritableKeyPath<DependencyValues, Value>,
        _ value: Value
    ) -> Self {
        let update = update
        return Self(base: base) { values in
            values[keyPath: keyPath] = value
            update(&values)
        }
    }

    /// Changes one more dependency, in this same reducer rather than in another layer around
    /// it; the changes closer to the base reducer apply last, as they would with one layer per
    /// call.
    public func transformDependency<Value>(
        _ keyPath: WritableKeyPath<DependencyValues, Value>,
        transform: @escaping (_ dependency: inout Value) -> Void
    ) -> Self {
        let update = update
        return Self(base: base) { values in
            transform(&values[keyPath: keyPath])
            update(&values)
        }
    }

    /// Runs the base reducer with the changed dependencies in place.
    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        Self.reduce(&state, action, update, base.reduce(into:action:))
    }

    /// Resolves the base reducer once.
    public func _resolve() -> ResolvedReducer<Base.State, Base.Action> {
        let base = base._resolve().run
        let update = update
        return ResolvedReducer { state, action in
            Self.reduce(&state, action, update, base)
        }
    }

    private static func reduce(
        _ state: inout Base.State,
        _ action: Base.Action,
        _ update: (inout DependencyValues) -> Void,
        _ base: (inout Base.State, Base.Action) -> Effect<Base.Action>
    ) -> Effect<Base.Action> {
        // Setting a value may read the one it replaces (`\.date.now` does); that read is the
        // reducer setting its child up, not the feature reaching for the dependency.
        let values = DependencyValues.current.updated(by: update)
        return DependencyValues.$current.withValue(values) {
            base(&state, action)
        }
    }
}

/// The original's name for the reducer `dependency(_:_:)` and `transformDependency(_:transform:)`
/// return; its own tests spell the type.
///
/// ```swift
/// // snippet.hide
/// struct Feature: Reducer {
///     typealias State = Int
///     typealias Action = Void
///     var body: some ReducerOf<Self> { EmptyReducer() }
/// }
/// // snippet.show
/// let reducer: _DependencyKeyWritingReducer<Feature> = Feature()
///     .dependency(\.uuid, .incrementing)
///     .dependency(\.date, .constant(.distantPast))
/// // snippet.hide
/// _ = reducer
/// ```
public typealias _DependencyKeyWritingReducer<Base: Reducer> = DependencyOverridingReducer<Base>

extension Reducer {
    /// Places `value` in the reducer's dependencies under its own type, for a dependency that is
    /// its own key (a `TestDependencyKey` whose `Value` is itself), as
    /// `.dependency(\.key, value)` does for a key path.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Greeting: TestDependencyKey, Sendable {
    ///     var text: String
    ///     static let testValue = Greeting(text: "Hello")
    /// }
    /// struct Feature: Reducer {
    ///     typealias State = String
    ///     typealias Action = Void
    ///     var body: some ReducerOf<Self> { EmptyReducer() }
    /// }
    /// // snippet.show
    /// let reducer = Feature().dependency(Greeting(text: "Bonjour"))
    /// // snippet.hide
    /// _ = reducer
    /// ```
    public func dependency<Value: TestDependencyKey>(_ value: Value) -> DependencyOverridingReducer<Self>
    where Value.Value == Value {
        DependencyOverridingReducer(base: self) { $0[Value.self] = value }
    }
}
