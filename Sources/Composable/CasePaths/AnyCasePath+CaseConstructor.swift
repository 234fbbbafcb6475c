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
private func caseConstructorPath<Root, Value>(_ embed: @escaping (Value) -> Root) -> AnyCasePath<Root, Value> {
    let constructor = UncheckedSendable(embed)
    return AnyCasePath(
        embed: { constructor.value($0) },
        extract: { root in
            guard let name = caseNameOfEnum(root) else { return nil }
            let payload: Value
            if Value.self == Void.self, let none = () as? Value {
                payload = none
            } else {
                guard let child = Mirror(reflecting: root).children.first, let value = child.value as? Value else {
                    return nil
                }
                payload = value
            }
            return caseNameOfEnum(constructor.value(payload)) == name ? payload : nil
        }
    )
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
