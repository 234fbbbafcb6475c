/// Every dependency a feature can read, one computed property per dependency, and the values
/// that the code running now sees for them.
///
/// Give each dependency a property, through its key:
///
/// ```swift
/// // snippet.hide
/// struct APIClient: Sendable {
///     var fetch: @Sendable () async throws -> String
///
///     static let live = APIClient { "from the server" }
///     static let failing = APIClient { throw CancellationError() }
/// }
///
/// enum APIClientKey: DependencyKey {
///     static let liveValue = APIClient.live
/// }
/// // snippet.show
/// extension DependencyValues {
///     var apiClient: APIClient {
///         get { self[APIClientKey.self] }
///         set { self[APIClientKey.self] = newValue }
///     }
/// }
/// ```
///
/// then read it with `@Dependency(\.apiClient)` and override it with ``withDependencies(_:operation:)``,
/// `Store(initialState:reducer:withDependencies:)`, a `TestStore`, or
/// ``Reducer/dependency(_:_:)``. The values travel with the code that runs: a store reduces
/// each action with its own values in place, and an effect keeps the values that were in place
/// when its reducer made it.
public struct DependencyValues: Sendable {
    /// The values themselves, never changed in place: every change makes a new one. A copy of
    /// `DependencyValues` shares it until one of them changes, so a copy costs one retain and
    /// two values sharing it are the same values, which a store tells in O(1) before it puts
    /// its own values in place for an action (no need to when they already are).
    private var storage: Storage

    private final class Storage: Sendable {
        let fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    private struct Fields: Sendable {
        var overrides: [ObjectIdentifier: any Sendable] = [:]
        var defaults = DependencyDefaults()
        var context = DependencyContext.live
        /// Whether these are a test process's values whose context nobody set. They are live
        /// here (the original's are test values), and their defaults are kept apart from those
        /// of values whose context a test set to `.live`, as the original keeps its test and
        /// live defaults apart: a generator made for one never goes on counting in the other.
        var isUnsetInATest = isTesting
        var effectExecutor: (any TaskExecutor)?
        var isBeingConfigured = false
    }

    /// Changes one of the values, in a new storage.
    private mutating func set<Value>(_ keyPath: WritableKeyPath<Fields, Value>, to value: Value) {
        var fields = storage.fields
        fields[keyPath: keyPath] = value
        storage = Storage(fields)
    }

    private var overrides: [ObjectIdentifier: any Sendable] {
        get { storage.fields.overrides }
        set { set(\.overrides, to: newValue) }
    }

    /// The values dependencies fall back to when nobody set them.
    private var defaults: DependencyDefaults {
        get { storage.fields.defaults }
        set { set(\.defaults, to: newValue) }
    }

    /// Which default a dependency nobody set takes: live, test or preview.
    ///
    /// ```swift
    /// withDependencies { $0.context = .preview } operation: {
    ///     // ...
    /// // snippet.hide
    ///     @Dependency(\.context) var context
    ///     precondition(context == .preview)
    /// // snippet.show
    /// }
    /// ```
    public var context: DependencyContext {
        get { storage.fields.context }
        set {
            var fields = storage.fields
            fields.context = newValue
            fields.isUnsetInATest = false
            storage = Storage(fields)
        }
    }

    /// The cache slot of the defaults these values read: their context, told apart from a test
    /// process's unset context.
    private var defaultsContext: DependencyDefaults.Context {
        DependencyDefaults.Context(context: context, isUnsetInATest: storage.fields.isUnsetInATest)
    }

    /// The executor that effects which can see these values run on, when a dependency owns one
    /// (a test clock does, to know when the effects are all waiting).
    package private(set) var effectExecutor: (any TaskExecutor)? {
        get { storage.fields.effectExecutor }
        set { set(\.effectExecutor, to: newValue) }
    }

    /// Where the `@Dependency` going through this copy was declared, to say so in a failure.
    var readSite: CallSite?

    /// Set on the copy handed to a test through `store.dependencies`: a read there is the test
    /// setting dependencies up, not the feature reaching for one, so it never fails the test.
    package var isBeingConfigured: Bool {
        get { storage.fields.isBeingConfigured }
        set { set(\.isBeingConfigured, to: newValue) }
    }

    /// Whether `other` holds the same values as these, because neither changed since one was
    /// copied from the other. `false` says nothing: the values may still be equal.
    package func isSameRevision(as other: DependencyValues) -> Bool {
        storage === other.storage
    }

    /// Whether a closure that sets dependencies up (`withDependencies`, a store's
    /// `withDependencies:`) is running; reads inside it never fail a test either, even after
    /// the closure replaced the whole value.
    @TaskLocal static var isConfiguring = false

    /// Values in which every dependency takes its live value.
    ///
    /// ```swift
    /// var values = DependencyValues()
    /// values.uuid = .incrementing
    /// ```
    public init() {
        storage = Storage(Fields())
    }

    /// The values the code running now sees: those of the store reducing an action, of the
    /// effect running, or of the enclosing ``withDependencies(_:operation:)``.
    @usableFromInline @TaskLocal package static var current = DependencyValues()

    /// The value of the dependency `Key`: the one set on these values, or else the default of
    /// the ``context``.
    ///
    /// ```swift
    /// // snippet.hide
    /// extension DependencyValues {
    ///     var secondAPIClient: APIClient {
    /// // snippet.show
    /// get { self[APIClientKey.self] }
    /// set { self[APIClientKey.self] = newValue }
    /// // snippet.hide
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The dependency's key.
    ///   - name: The property the dependency is read through, to name it in a failure; leave
    ///     the default.
    public subscript<Key: TestDependencyKey>(key: Key.Type, name: StaticString = #function) -> Key.Value {
        get { value(of: key, name: "\(name)") }
        set {
            if Self.isPreparing {
                defaults.prepare(key, in: defaultsContext, value: newValue)
                return
            }
            overrides[ObjectIdentifier(key)] = newValue
            if let owner = newValue as? any EffectExecutorOwner {
                effectExecutor = owner.effectExecutor
            }
        }
    }

    /// Values in which every dependency takes its live value: what the app sees.
    ///
    /// ```swift
    /// let values = DependencyValues.live
    /// precondition(values.context == .live)
    /// ```
    public static var live: DependencyValues {
        var values = DependencyValues()
        values.context = .live
        return values
    }

    /// Values in which every dependency takes its preview value.
    ///
    /// ```swift
    /// let values = DependencyValues.preview
    /// precondition(values.context == .preview)
    /// ```
    public static var preview: DependencyValues {
        var values = DependencyValues()
        values.context = .preview
        return values
    }

    /// Values in which every dependency takes its test value.
    ///
    /// ```swift
    /// let values = DependencyValues.test
    /// precondition(values.context == .test)
    /// ```
    public static var test: DependencyValues {
        var values = DependencyValues()
        values.context = .test
        return values
    }

    /// The number of the ``prepareDependencies(_:)`` running, if one is: a value set now becomes
    /// the default of its key rather than an override of one copy.
    @TaskLocal static var preparation: Int?

    static var isPreparing: Bool { preparation != nil }

    /// These values, with the dependencies set on `base` that these do not set: the values a
    /// `@Dependency` made inside a `withDependencies` reads later, where these are in place.
    func filling(from base: DependencyValues) -> DependencyValues {
        let inherited = base.overrides
        guard !inherited.isEmpty, !isSameRevision(as: base) else { return self }
        var values = self
        values.overrides.merge(inherited) { own, _ in own }
        return values
    }

    /// The value of the dependency `Key`, read through the property `name` (for a failure).
    func value<Key: TestDependencyKey>(of key: Key.Type, name: String) -> Key.Value {
        if let value = overrides[ObjectIdentifier(key)] {
            return value as! Key.Value
        }
        let reportable = !isBeingConfigured && !Self.isConfiguring
        let found = defaults.value(of: key, in: defaultsContext, reportable: reportable)
        if let problem = found.problem {
            RuntimeWarning.dependency(problem, name: name, key: key, readAt: readSite).report()
        }
        return found.value
    }

    /// Runs the effects that can see these values on `executor`, unless a dependency already
    /// brought an executor of its own: a `TestStore` runs its effects on one that counts their
    /// jobs, to know when they are all waiting.
    package mutating func runEffects(byDefaultOn executor: any TaskExecutor) {
        if effectExecutor == nil { effectExecutor = executor }
    }

    /// These values in `context`, with defaults of their own: what a `TestStore` starts from,
    /// so that no default made for one test reaches another.
    package func startingFresh(in context: DependencyContext) -> DependencyValues {
        var values = self
        values.context = context
        values.defaults = DependencyDefaults()
        return values
    }

    /// Runs `body` with these values in place, as a test describing the state it expects:
    /// reads inside never fail the test.
    package func whileAsserting<T>(_ body: () throws -> T) rethrows -> T {
        try Self.$isConfiguring.withValue(true) {
            try Self.$current.withValue(self, operation: body)
        }
    }

    /// These values after `update` has set some of them up; reads inside `update` never fail
    /// a test.
    package func updated(by update: (inout DependencyValues) throws -> Void) rethrows -> DependencyValues {
        var values = self
        try Self.$isConfiguring.withValue(true) { try update(&values) }
        return values
    }
}
