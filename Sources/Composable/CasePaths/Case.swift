/// A step in a case key path: the value a `\.child` key path starts from and arrives at.
///
/// You rarely name this type. It exists so that Swift's key-path syntax can reach enum cases:
/// `\Case<Action>.child` is a ``CaseKeyPath`` because `Case` looks up `child` among the
/// ``CasePathable/AllCasePaths`` of `Action`.
@dynamicMemberLookup
public struct Case<Value>: Sendable {
    /// The path from the key path's root type to `Value`, type-erased over the root.
    let path: any AnyCaseProtocol<Value>

    init(path: any AnyCaseProtocol<Value>) {
        self.path = path
    }

    /// The case that starts a key path at `Value` itself.
    static var root: Case<Value> {
        Case(path: IdentityCasePath<Value>())
    }

    /// Reaches one case of `Value`, named by a property of its ``CasePathable/AllCasePaths``.
    public subscript<Member>(
        dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member>>
    ) -> Case<Member> where Value: CasePathable {
        Case<Member>(path: path.appending(Value.allCasePaths[keyPath: keyPath]))
    }

    /// Embeds a payload all the way into the key path's root, type-erased.
    func embedAny(_ value: Value) -> Any {
        path.embedAny(value)
    }

    /// Extracts the payload from a root value, or `nil` when the root is another case.
    func extract(from root: Any) -> Value? {
        path.extractAny(root)
    }
}

/// What a ``Case`` can answer without its payload type being known, for partial key paths.
protocol CaseStep {
    func matches(_ root: Any) -> Bool
}

extension Case: CaseStep {
    func matches(_ root: Any) -> Bool {
        path.matches(root)
    }
}

/// A case path from some root to `Value`, with the root type hidden.
protocol AnyCaseProtocol<Value>: Sendable {
    associatedtype Value
    func appending<Member>(_ next: AnyCasePath<Value, Member>) -> any AnyCaseProtocol<Member>
    func embedAny(_ value: Value) -> Any
    func extractAny(_ root: Any) -> Value?
    func matches(_ root: Any) -> Bool
    func typed<Root>(_ root: Root.Type) -> AnyCasePath<Root, Value>?
}

/// The start of every case key path: the root value itself. Appending to it yields the next
/// case path unchanged, so a one-step key path such as `\.child` costs no extra closure.
struct IdentityCasePath<Value>: AnyCaseProtocol {
    func appending<Member>(_ next: AnyCasePath<Value, Member>) -> any AnyCaseProtocol<Member> {
        RootedCasePath<Value, Member>(next)
    }

    func embedAny(_ value: Value) -> Any { value }

    func extractAny(_ root: Any) -> Value? { root as? Value }

    func matches(_ root: Any) -> Bool { root is Value }

    func typed<R>(_ root: R.Type) -> AnyCasePath<R, Value>? {
        AnyCasePath<Value, Value>.identity as? AnyCasePath<R, Value>
    }
}

/// The concrete case path behind a ``Case``: it remembers its root type so that a key path can
/// be turned back into a fully typed ``AnyCasePath`` once, instead of casting on every action.
struct RootedCasePath<Root, Value>: AnyCaseProtocol {
    let casePath: AnyCasePath<Root, Value>

    init(_ casePath: AnyCasePath<Root, Value>) {
        self.casePath = casePath
    }

    func appending<Member>(_ next: AnyCasePath<Value, Member>) -> any AnyCaseProtocol<Member> {
        RootedCasePath<Root, Member>(casePath.appending(next))
    }

    func embedAny(_ value: Value) -> Any {
        casePath.embed(value)
    }

    func extractAny(_ root: Any) -> Value? {
        (root as? Root).flatMap(casePath.extract(from:))
    }

    func matches(_ root: Any) -> Bool {
        extractAny(root) != nil
    }

    func typed<R>(_ root: R.Type) -> AnyCasePath<R, Value>? {
        casePath as? AnyCasePath<R, Value>
    }
}
