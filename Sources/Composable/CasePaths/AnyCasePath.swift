/// A pair of functions that embed a value into one case of an enum and extract it back out.
///
/// It is the enum counterpart of a writable key path: where a key path reads and writes a
/// stored property, a case path builds a case from its payload and recovers the payload from
/// a value when the value is that case.
///
/// ```swift
/// // snippet.hide
/// enum Child {
///     enum Action: Equatable {
///         case tapped
///     }
/// }
///
/// enum Action: Equatable {
///     case child(Child.Action)
///     case other
/// }
/// // snippet.show
/// let child = AnyCasePath<Action, Child.Action>(
///     embed: { .child($0) },
///     extract: { if case let .child(value) = $0 { value } else { nil } }
/// )
/// child.embed(.tapped)          // Action.child(.tapped)
/// child.extract(from: .other)   // nil
/// // snippet.hide
/// precondition(child.embed(.tapped) == .child(.tapped) && child.extract(from: .other) == nil)
/// ```
@dynamicMemberLookup
public struct AnyCasePath<Root, Value>: Sendable, CustomStringConvertible {
    @usableFromInline let _embed: @Sendable (Value) -> Root
    @usableFromInline let _extract: @Sendable (Root) -> Value?

    /// The case's name, `child`, or a dotted path of names for a path through nested enums,
    /// when the case path knows it; used to describe the path in messages.
    public let caseName: String?

    /// Creates a case path from an embedding function and an extracting function.
    ///
    /// - Parameter caseName: The case's name, for messages that describe the path.
    @inlinable
    public init(
        caseName: String? = nil,
        embed: @escaping @Sendable (Value) -> Root,
        extract: @escaping @Sendable (Root) -> Value?
    ) {
        self.caseName = caseName
        self._embed = embed
        self._extract = extract
    }

    /// `\.child.grandchild`, or a generic description when the case names are unknown.
    public var description: String {
        "\\.\(caseName ?? "<case of \(Root.self)>")"
    }

    /// Builds the root value from a payload.
    @inlinable
    public func embed(_ value: Value) -> Root {
        _embed(value)
    }

    /// Returns the payload when `root` is this case, and `nil` otherwise.
    @inlinable
    public func extract(from root: Root) -> Value? {
        _extract(root)
    }

    /// A case path that goes through `self` and then through `next`.
    public func appending<Next>(_ next: AnyCasePath<Value, Next>) -> AnyCasePath<Root, Next> {
        AnyCasePath<Root, Next>(
            caseName: caseName.flatMap { mine in
                next.caseName.map { $0.hasPrefix("[") ? mine + $0 : "\(mine).\($0)" }
            },
            embed: { value in self.embed(next.embed(value)) },
            extract: { root in
                guard let value = self.extract(from: root) else { return nil }
                return next.extract(from: value)
            }
        )
    }
}

extension AnyCasePath where Root == Value {
    /// The case path from a value to itself.
    public static var identity: Self {
        Self(caseName: "self", embed: { $0 }, extract: { $0 })
    }
}
