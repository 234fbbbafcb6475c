import Observation

/// A shared value that this holder only reads: it sees every change made through the
/// `@Shared` holders of the same value or key, and cannot make one.
///
/// Use it for a feature that shows a value another feature owns, or for a key that can only be
/// read (``SharedReaderKey``).
///
/// ```swift
/// let count = Shared(value: 0)
/// let reader = SharedReader(count)
/// count.withLock { $0 += 1 }
/// precondition(reader.wrappedValue == 1)
/// ```
@dynamicMemberLookup
@propertyWrapper
public struct SharedReader<Value> {
    let box: SharedBox<any SharedReference<Value>>

    var reference: any SharedReference<Value> {
        get { box.reference }
        nonmutating set { box.reference = newValue }
    }

    init(reference: any SharedReference<Value>) {
        box = SharedBox(reference)
    }

    /// A read-only value of its own; it never changes.
    ///
    /// ```swift
    /// let title = SharedReader(value: "Settings")
    /// precondition(title.wrappedValue == "Settings")
    /// ```
    public init(value: sending Value) {
        self.init(reference: BoxReference(value))
    }

    /// A read-only view of a shared value.
    ///
    /// ```swift
    /// let reader = SharedReader(Shared(value: 1))
    /// precondition(reader.wrappedValue == 1)
    /// ```
    public init(_ base: Shared<Value>) {
        self.init(reference: base.reference)
    }

    /// A read-only view of the value inside a shared optional, or `nil` when it is `nil`.
    ///
    /// ```swift
    /// precondition(SharedReader(Shared<Int?>(value: nil)) == nil)
    /// ```
    public init?(_ base: Shared<Value?>) {
        self.init(SharedReader<Value?>(base))
    }

    /// The value inside a read-only shared optional, or `nil` when it is `nil`.
    ///
    /// ```swift
    /// let name = SharedReader<String?>(value: "Blob")
    /// precondition(SharedReader(name)?.wrappedValue == "Blob")
    /// ```
    public init?(_ base: SharedReader<Value?>) {
        guard let initialValue = base.wrappedValue else { return nil }
        func unwrap(_ reference: some SharedReference<Value?>) -> any SharedReference<Value> {
            OptionalReference(base: reference, initialValue: initialValue)
        }
        self.init(reference: unwrap(base.reference))
    }

    /// The reader handed in, for a parameter declared `@SharedReader`.
    ///
    /// ```swift
    /// func describe(@SharedReader count: Int) -> String { "\(count)" }
    /// precondition(describe($count: SharedReader(value: 2)) == "2")
    /// ```
    public init(projectedValue: Self) {
        self = projectedValue
    }

    /// The value now.
    ///
    /// ```swift
    /// precondition(SharedReader(value: 3).wrappedValue == 3)
    /// ```
    public var wrappedValue: Value {
        reference.wrappedValue
    }

    /// The reader itself, to hand on; setting it points this holder at another reference.
    public var projectedValue: Self {
        get { self }
        nonmutating set {
            reference.touch()
            reference = newValue.reference
        }
    }

    /// A read-only value computed from this one, which follows its changes.
    ///
    /// ```swift
    /// let names = SharedReader(value: ["Blob", "Blob Jr."])
    /// precondition(names.read { $0.count }.wrappedValue == 2)
    /// ```
    public func read<Member>(_ body: @escaping @Sendable (Value) -> Member) -> SharedReader<Member> {
        func map(_ reference: some SharedReference<Value>) -> SharedReader<Member> {
            SharedReader<Member>(reference: ReadClosureReference(base: reference, body: body))
        }
        return map(reference)
    }

    /// A read-only shared reference to one property: `$settings.theme`.
    ///
    /// ```swift
    /// struct Settings { var theme = "dark" }
    /// let settings = SharedReader(value: Settings())
    /// precondition(settings.theme.wrappedValue == "dark")
    /// ```
    public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
        func append(_ reference: some SharedReference<Value>) -> SharedReader<Member> {
            SharedReader<Member>(reference: KeyPathReference(base: reference, keyPath: keyPath))
        }
        return append(reference)
    }

    /// Asks the key for its latest value.
    public func load() async throws {
        try await reference.load()
    }

    /// Whether the key is loading the value.
    public var isLoading: Bool {
        reference.isLoading
    }

    /// The error of the last load, or `nil` once a load succeeds.
    public var loadError: (any Error)? {
        reference.loadError
    }
}

extension SharedReader: Equatable where Value: Equatable {
    /// Whether two readers show equal values.
    ///
    /// ```swift
    /// precondition(SharedReader(value: 1) == SharedReader(value: 1))
    /// ```
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.wrappedValue == rhs.wrappedValue
    }
}

extension SharedReader: Identifiable where Value: Identifiable {
    /// The id of the value.
    ///
    /// ```swift
    /// struct Item: Identifiable { let id: Int }
    /// precondition(SharedReader(value: Item(id: 7)).id == 7)
    /// ```
    public var id: Value.ID {
        wrappedValue.id
    }
}

extension SharedReader: CustomStringConvertible {
    /// The type and where the value lives: `SharedReader<Int>(.inMemory("count"))`.
    ///
    /// ```swift
    /// print(SharedReader(value: 1))
    /// ```
    public var description: String {
        "SharedReader<\(failureTypeName(Value.self))>(\(reference.description))"
    }
}

extension SharedReader: CustomReflectable {
    /// The value's own mirror, so that dumps and diffs show the value.
    public var customMirror: Mirror {
        Mirror(reflecting: wrappedValue)
    }
}

extension SharedReader: Observable {}

extension SharedReader: Sendable {}

extension SharedReader: FailureDumpProxy {
    func failureDumpValue(isActualSide: Bool) -> Any { wrappedValue }
    var failureDiffIdentity: ObjectIdentifier { ObjectIdentifier(reference.root) }
    var failureDiffSides: (expected: Any, actual: Any) { (wrappedValue, wrappedValue) }
}
