/// The prefix `/` of `/Action.child`, the original's older spelling of a case path.
prefix operator /

/// Makes a case path from an enum case's constructor, `/Action.child`: the original's older
/// spelling of a case path, which its own tests still use. The path embeds with the constructor
/// and extracts by reflection: a value whose case has the constructor's name yields its payload.
/// (An unapplied case reference is a `@Sendable` function in Swift 6, and in Swift 5 with
/// `InferSendableFromCaptures`.)
/// Prefer the case key path, `\Action.Cases.child` or `\.child` where a `CaseKeyPath` is
/// taken, which needs no reflection.
///
/// ```swift
/// // snippet.hide
/// enum Action {
///     case child(Int)
///     case other
/// }
/// // snippet.show
/// let child = /Action.child
/// child.extract(from: .child(42))   // 42
/// child.extract(from: .other)       // nil
/// // snippet.hide
/// precondition(child.extract(from: .child(42)) == 42 && child.extract(from: .other) == nil)
/// ```
public prefix func / <Root, Value>(embed: @escaping @Sendable (Value) -> Root) -> AnyCasePath<Root, Value> {
    caseConstructorPath(embed)
}

/// The case path of a constructor: embeds with it, extracts by reflection.
///
/// Where an optional root is wanted, `(/Destination.child).modify(&state.destination)` with
/// `destination: Destination?`, Swift passes the constructor with its result made optional; the
/// path then looks through the optional at the enum inside, as the original's does.
private func caseConstructorPath<Root, Value>(_ embed: @escaping (Value) -> Root) -> AnyCasePath<Root, Value> {
    let constructor = UncheckedSendable(embed)
    return AnyCasePath(
        embed: { constructor.value($0) },
        extract: { root in
            if let payload = extractPayload(of: root, caseNameOfEmbedded: { caseNameOfEnum(constructor.value($0)) }) {
                return payload
            }
            guard let wrapped = unwrappedOptional(root) else { return nil }
            return extractPayload(of: wrapped) { unwrappedOptional(constructor.value($0)).flatMap(caseNameOfAnyEnum) }
        }
    )
}

/// The payload of `root` when it is the case the constructor makes: the case whose name
/// `caseNameOfEmbedded` gives for the payload.
private func extractPayload<Value>(of root: Any, caseNameOfEmbedded: (Value) -> String?) -> Value? {
    guard let name = caseNameOfAnyEnum(root) else { return nil }
    let payload: Value
    if Value.self == Void.self, let none = () as? Value {
        payload = none
    } else {
        guard let child = Mirror(reflecting: root).children.first, let value = child.value as? Value else {
            return nil
        }
        payload = value
    }
    return caseNameOfEmbedded(payload) == name ? payload : nil
}

/// The value inside an optional that holds one, or `nil` (not an optional, or `nil`).
private func unwrappedOptional(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return nil }
    return mirror.children.first?.value
}

/// The case name of a value held as `Any`, opened to its own type.
private func caseNameOfAnyEnum(_ value: Any) -> String? {
    func name<T>(_ value: T) -> String? { caseNameOfEnum(value) }
    return _openExistential(value, do: name)
}

@_silgen_name("swift_EnumCaseName")
private func _swiftEnumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?

/// The name of the case `value` is, or `nil` when it is not an enum (an optional counts).
func caseNameOfEnum<T>(_ value: T) -> String? {
    guard Mirror(reflecting: value).displayStyle == .enum || Mirror(reflecting: value).displayStyle == .optional else {
        return nil
    }
    return _swiftEnumCaseName(value).map { String(cString: $0) }
}
