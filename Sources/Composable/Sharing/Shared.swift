/// A value that several features hold at once: a change made through any holder is seen by
/// all of them, and by the views and stores that read it.
///
/// Declare it in a feature's state, either with a value of its own or with a key that says
/// where the value lives (`.inMemory(_:)`, `.appStorage(_:store:)`,
/// `.fileStorage(_:decoder:encoder:)`). Every `@Shared` of the same key holds
/// the same value. Read it like any property; change it with ``withLock(_:fileID:filePath:line:column:)``,
/// which gives the change exclusive access:
///
/// ```swift output
/// struct Counter: Reducer {
///     struct State: Equatable {
///         @Shared(.inMemory("count")) var count = 0
///     }
///
///     enum Action {
///         case incrementTapped
///     }
///
///     var body: some ReducerOf<Self> {
///         Reduce { state, _ in
///             state.$count.withLock { $0 += 1 }
///             return .none
///         }
///     }
/// }
///
/// let first = Store(initialState: Counter.State()) { Counter() }
/// let second = Store(initialState: Counter.State()) { Counter() }
/// first.send(.incrementTapped)
/// print(second.count)
/// ```
///
/// ```text
/// 1
/// ```
///
/// The projected value (`$count`) is the shared reference itself: hand it to a child feature,
/// or derive a reference to one field of it with `$user.name`.
@dynamicMemberLookup
@propertyWrapper
public struct Shared<Value> {
    let box: SharedBox<any MutableSharedReference<Value>>

    var reference: any MutableSharedReference<Value> {
        get { box.reference }
        nonmutating set { box.reference = newValue }
    }

    init(reference: any MutableSharedReference<Value>) {
        box = SharedBox(reference)
    }

    /// A shared value of its own, with no key: the features it is handed to share it.
    ///
    /// ```swift
    /// let count = Shared(value: 0)
    /// let sameCount = count
    /// count.withLock { $0 += 1 }
    /// precondition(sameCount.wrappedValue == 1)
    /// ```
    public init(value: sending Value) {
        self.init(reference: BoxReference(value))
    }

    /// The shared value inside a shared optional, or `nil` when the optional is `nil`.
    ///
    /// The result stays connected: changing it changes the optional's value.
    ///
    /// ```swift
    /// let name = Shared<String?>(value: "Blob")
    /// if let unwrapped = Shared(name) {
    ///     unwrapped.withLock { $0 += " Jr." }
    /// }
    /// precondition(name.wrappedValue == "Blob Jr.")
    /// ```
    public init?(_ base: Shared<Value?>) {
        guard let initialValue = base.wrappedValue else { return nil }
        func unwrap(_ reference: some MutableSharedReference<Value?>) -> any MutableSharedReference<Value> {
            OptionalReference(base: reference, initialValue: initialValue)
        }
        self.init(reference: unwrap(base.reference))
    }

    /// The shared value handed in, for a closure or initializer parameter declared `@Shared`.
    ///
    /// ```swift
    /// func increment(@Shared count: Int) {
    ///     $count.withLock { $0 += 1 }
    /// }
    /// let count = Shared(value: 0)
    /// increment($count: count)
    /// precondition(count.wrappedValue == 1)
    /// ```
    public init(projectedValue: Self) {
        self = projectedValue
    }

    /// The value now.
    ///
    /// Inside a `TestStore` assertion it is the value before the change being asserted, with
    /// the test's own edits applied, so that the test describes the change as it does for the
    /// rest of the state.
    ///
    /// ```swift
    /// let count = Shared(value: 3)
    /// precondition(count.wrappedValue == 3)
    /// ```
    public var wrappedValue: Value {
        get {
            if SharedChangeTracker.asserting != nil {
                return reference.snapshot ?? reference.wrappedValue
            }
            return reference.wrappedValue
        }
        @available(
            *,
            deprecated,
            message: "Use '$shared.withLock' to modify a shared value with exclusive access."
        )
        nonmutating set {
            withLock { $0 = newValue }
        }
    }

    /// Changes the value with exclusive access: no other holder changes it meanwhile, and
    /// everyone holding it hears of the change once `operation` returns.
    ///
    /// ```swift
    /// let names = Shared(value: ["Blob"])
    /// names.withLock { $0.append("Blob Jr.") }
    /// precondition(names.wrappedValue.count == 2)
    /// ```
    ///
    /// - Parameter operation: Changes the value in place.
    /// - Returns: What `operation` returns.
    public func withLock<R>(
        _ operation: (inout Value) throws -> R,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) rethrows -> R {
        let site = CallSite(fileID: fileID, line: line)
        let reference = self.reference
        if SharedChangeTracker.asserting != nil {
            var snapshot = reference.snapshot ?? reference.wrappedValue
            defer { reference.takeSnapshot(snapshot, at: site) }
            return try operation(&snapshot)
        }
        let isTracking = !SharedChangeTracker.tracking.isEmpty
        return try reference.withLock { value in
            if isTracking { reference.takeSnapshot(value, at: site) }
            return try operation(&value)
        }
    }

    /// The shared reference itself, to hand to another feature (`Child.State(count: $count)`);
    /// setting it points this holder at another reference.
    public var projectedValue: Self {
        get { self }
        nonmutating set {
            reference.touch()
            reference = newValue.reference
        }
    }

    /// A read-only shared value computed from this one, which follows its changes.
    ///
    /// ```swift
    /// let names = Shared(value: ["Blob"])
    /// let count = names.read { $0.count }
    /// names.withLock { $0.append("Blob Jr.") }
    /// precondition(count.wrappedValue == 2)
    /// ```
    public func read<Member>(_ body: @escaping @Sendable (Value) -> Member) -> SharedReader<Member> {
        SharedReader(self).read(body)
    }

    /// A shared reference to one field: `$user.name` is a `Shared<String>` whose changes change
    /// `user`.
    ///
    /// ```swift
    /// struct User { var name: String }
    /// let user = Shared(value: User(name: "Blob"))
    /// let name = user.name
    /// name.withLock { $0 = "Blob Sr." }
    /// precondition(user.wrappedValue.name == "Blob Sr.")
    /// ```
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Shared<Member> {
        func append(_ reference: some MutableSharedReference<Value>) -> Shared<Member> {
            Shared<Member>(reference: WritableKeyPathReference(base: reference, keyPath: keyPath))
        }
        return append(reference)
    }

    /// A read-only shared reference to a property that cannot be set: `$names.count`.
    ///
    /// ```swift
    /// let names = Shared(value: ["Blob"])
    /// let count: SharedReader<Int> = names.count
    /// precondition(count.wrappedValue == 1)
    /// ```
    public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
        SharedReader(self)[dynamicMember: keyPath]
    }

    /// Asks the key for its latest value; most keys follow their store on their own, so this
    /// is for keys that cannot.
    public func load() async throws {
        try await reference.load()
    }

    /// Whether the key is loading the value.
    public var isLoading: Bool {
        reference.isLoading
    }

    /// The error of the last load, or `nil` once a load succeeds; the value stays the last one
    /// loaded.
    public var loadError: (any Error)? {
        reference.loadError
    }

    /// Asks the key to save the value now, for keys that save later than each change.
    public func save() async throws {
        try await reference.save()
    }

    /// The error of the last save, or `nil` once a save succeeds.
    public var saveError: (any Error)? {
        reference.saveError
    }
}

extension Shared: Sendable {}
