extension SharedReader {
    /// A read-only shared value kept by `key`, starting from `wrappedValue` when the key holds
    /// nothing.
    ///
    /// ```swift
    /// // snippet.hide
    /// func declareReader() {
    /// // snippet.show
    /// @SharedReader(.inMemory("count")) var count = 0
    /// // snippet.hide
    /// precondition(count == 0)
    /// }
    /// ```
    public init(
        wrappedValue: @autoclosure () -> Value,
        _ key: some SharedReaderKey<Value>
    ) {
        self.init(rethrowing: wrappedValue(), key, skipInitialLoad: false)
    }

    @_disfavoredOverload
    @_documentation(visibility: private)
    public init(
        wrappedValue: @autoclosure () -> Value,
        _ key: some SharedKey<Value>
    ) {
        self.init(rethrowing: wrappedValue(), key, skipInitialLoad: false)
    }

    /// A read-only shared optional kept by `key`, `nil` when the key holds nothing.
    ///
    /// ```swift
    /// // snippet.hide
    /// func declareOptionalReader() {
    /// // snippet.show
    /// @SharedReader(.inMemory("nickname")) var nickname: String?
    /// // snippet.hide
    /// precondition(nickname == nil)
    /// }
    /// ```
    @_disfavoredOverload
    public init<Wrapped>(_ key: some SharedReaderKey<Value>) where Value == Wrapped? {
        self.init(wrappedValue: nil, key)
    }

    @_disfavoredOverload
    @_documentation(visibility: private)
    public init<Wrapped>(_ key: some SharedKey<Value>) where Value == Wrapped? {
        self.init(wrappedValue: nil, key)
    }

    /// A read-only shared value kept by a key that brings its own default.
    ///
    /// ```swift
    /// extension SharedReaderKey where Self == InMemoryKey<Int>.Default {
    ///     static var readerVisits: Self { Self[.inMemory("readerVisits"), default: 0] }
    /// }
    /// // snippet.hide
    /// func declareReaderVisits() {
    /// // snippet.show
    /// @SharedReader(.readerVisits) var visits
    /// // snippet.hide
    /// precondition(visits == 0)
    /// }
    /// ```
    public init<K: SharedReaderKey<Value>>(_ key: K.Default) {
        self.init(wrappedValue: key.initialValue, key.base)
    }

    @_disfavoredOverload
    @_documentation(visibility: private)
    public init<K: SharedKey<Value>>(_ key: K.Default) {
        self.init(wrappedValue: key.initialValue, key.base)
    }

    /// A read-only shared value kept by a key with a default, starting from `wrappedValue`.
    ///
    /// ```swift
    /// extension SharedReaderKey where Self == InMemoryKey<Int>.Default {
    ///     static var readerStars: Self { Self[.inMemory("readerStars"), default: 0] }
    /// }
    /// // snippet.hide
    /// func declareReaderStars() {
    /// // snippet.show
    /// @SharedReader(.readerStars) var stars = 5
    /// // snippet.hide
    /// precondition(stars == 5)
    /// }
    /// ```
    public init<K: SharedReaderKey<Value>>(
        wrappedValue: @autoclosure () -> Value,
        _ key: K.Default
    ) {
        self.init(wrappedValue: wrappedValue(), key.base)
    }

    @_documentation(visibility: private)
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
    /// func switchReaderKeys() async throws {
    /// // snippet.show
    /// @SharedReader(.inMemory("draft")) var text = ""
    /// try await $text.load(.inMemory("published"))
    /// // snippet.hide
    /// }
    /// ```
    public func load(_ key: some SharedReaderKey<Value>) async throws {
        let references = DependencyValues.current.sharedReferences
        let current = wrappedValue
        projectedValue = SharedReader(reference: references.reference(for: key, default: { current }, skipInitialLoad: true))
        try await load()
    }

    @_disfavoredOverload
    @_documentation(visibility: private)
    public func load(_ key: some SharedKey<Value>) async throws {
        let references = DependencyValues.current.sharedReferences
        let current = wrappedValue
        projectedValue = SharedReader(reference: references.reference(for: key, default: { current }, skipInitialLoad: true))
        try await load()
    }

    /// A read-only shared value kept by `key`, which must hold one: throws when it holds none
    /// or fails to load.
    ///
    /// ```swift
    /// // snippet.hide
    /// func requireReader() async throws {
    /// // snippet.show
    /// let count = try await SharedReader(require: .inMemory("count") as InMemoryKey<Int>)
    /// // snippet.hide
    /// _ = count
    /// }
    /// ```
    public init(require key: some SharedReaderKey<Value>) async throws {
        let loaded = try await loadRequired(key)
        self.init(rethrowing: loaded.value, key, skipInitialLoad: true)
        if let loadError { throw loadError }
    }

    @_disfavoredOverload
    @_documentation(visibility: private)
    public init(require key: some SharedKey<Value>) async throws {
        let loaded = try await loadRequired(key)
        self.init(rethrowing: loaded.value, key, skipInitialLoad: true)
        if let loadError { throw loadError }
    }

    /// A shared value must be given a default; a non-optional declaration without one does not
    /// compile.
    @available(*, unavailable, message: "Assign a default value")
    public init(_ key: some SharedReaderKey<Value>) {
        fatalError()
    }

    @_disfavoredOverload
    @_documentation(visibility: private)
    @available(*, unavailable, message: "Assign a default value")
    public init(_ key: some SharedKey<Value>) {
        fatalError()
    }

    private init(
        rethrowing value: @autoclosure () throws -> Value,
        _ key: some SharedReaderKey<Value>,
        skipInitialLoad: Bool
    ) rethrows {
        let references = DependencyValues.current.sharedReferences
        self.init(reference: try references.reference(for: key, default: value, skipInitialLoad: skipInitialLoad))
    }
}
