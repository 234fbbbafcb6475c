extension Shared {
    /// A shared value kept by `key`, starting from `wrappedValue` when the key holds nothing.
    ///
    /// ```swift
    /// // snippet.hide
    /// func declareCount() {
    /// // snippet.show
    /// @Shared(.inMemory("count")) var count = 0
    /// // snippet.hide
    /// precondition(count == 0)
    /// }
    /// ```
    public init(
        wrappedValue: @autoclosure () -> Value,
        _ key: some SharedKey<Value>
    ) {
        self.init(rethrowing: wrappedValue(), key, skipInitialLoad: false)
    }

    /// A shared optional kept by `key`, `nil` when the key holds nothing.
    ///
    /// ```swift
    /// // snippet.hide
    /// func declareName() {
    /// // snippet.show
    /// @Shared(.inMemory("name")) var name: String?
    /// // snippet.hide
    /// precondition(name == nil)
    /// }
    /// ```
    @_disfavoredOverload
    public init<Wrapped>(_ key: some SharedKey<Value>) where Value == Wrapped? {
        self.init(wrappedValue: nil, key)
    }

    /// A shared value kept by a key that brings its own default (``SharedReaderKey/Default``).
    ///
    /// ```swift
    /// extension SharedReaderKey where Self == InMemoryKey<Int>.Default {
    ///     static var visits: Self { Self[.inMemory("visits"), default: 0] }
    /// }
    /// // snippet.hide
    /// func declareVisits() {
    /// // snippet.show
    /// @Shared(.visits) var visits
    /// // snippet.hide
    /// precondition(visits == 0)
    /// }
    /// ```
    public init<K: SharedKey<Value>>(_ key: K.Default) {
        self.init(wrappedValue: key.initialValue, key.base)
    }

    /// A shared value kept by a key with a default, starting from `wrappedValue` instead of
    /// the key's default.
    ///
    /// ```swift
    /// extension SharedReaderKey where Self == InMemoryKey<Int>.Default {
    ///     static var stars: Self { Self[.inMemory("stars"), default: 0] }
    /// }
    /// // snippet.hide
    /// func declareStars() {
    /// // snippet.show
    /// @Shared(.stars) var stars = 5
    /// // snippet.hide
    /// precondition(stars == 5)
    /// }
    /// ```
    public init<K: SharedKey<Value>>(
        wrappedValue: @autoclosure () -> Value,
        _ key: K.Default
    ) {
        self.init(wrappedValue: wrappedValue(), key.base)
    }

    /// Points this holder (and its copies) at `key`, and loads the key's value.
    ///
    /// ```swift
    /// // snippet.hide
    /// func switchKeys() async throws {
    /// // snippet.show
    /// @Shared(.inMemory("draft")) var text = ""
    /// try await $text.load(.inMemory("published"))
    /// // snippet.hide
    /// }
    /// ```
    public func load(_ key: some SharedKey<Value>) async throws {
        let references = DependencyValues.current.sharedReferences
        let current = wrappedValue
        projectedValue = Shared(reference: references.reference(for: key, default: { current }, skipInitialLoad: true))
        try await load()
    }

    /// A shared value kept by `key`, which must hold one: throws when it holds none or fails
    /// to load.
    ///
    /// ```swift
    /// // snippet.hide
    /// func requireCount() async throws {
    /// // snippet.show
    /// let count = try await Shared(require: .inMemory("count") as InMemoryKey<Int>)
    /// // snippet.hide
    /// _ = count
    /// }
    /// ```
    public init(require key: some SharedKey<Value>) async throws {
        let loaded = try await loadRequired(key)
        self.init(rethrowing: loaded.value, key, skipInitialLoad: true)
        if let loadError { throw loadError }
    }

    /// A shared value must be given a default; a non-optional declaration without one does not
    /// compile.
    @available(*, unavailable, message: "Assign a default value")
    public init(_ key: some SharedKey<Value>) {
        fatalError()
    }

    private init(
        rethrowing value: @autoclosure () throws -> Value,
        _ key: some SharedKey<Value>,
        skipInitialLoad: Bool
    ) rethrows {
        let references = DependencyValues.current.sharedReferences
        self.init(reference: try references.reference(for: key, default: value, skipInitialLoad: skipInitialLoad))
    }
}

/// The value `key` holds, loaded at the app's request; throws when it holds none.
func loadRequired<Key: SharedReaderKey>(_ key: Key) async throws -> UncheckedSendableBox<Key.Value> {
    let loaded = try await withUnsafeThrowingContinuation { continuation in
        key.load(
            context: .userInitiated,
            continuation: LoadContinuation("\(key)") { continuation.resume(with: $0.map(UncheckedSendableBox.init)) }
        )
    }
    guard let value = loaded.value else { throw SharedKeyHoldsNoValue() }
    return UncheckedSendableBox(value)
}

/// The error `init(require:)` throws when its key holds no value.
struct SharedKeyHoldsNoValue: Error {}
