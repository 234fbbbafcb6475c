/// The case an enum value is in, as `Mirror` reports it: the case's name and its payload.
///
/// Two cases that share a base name but not their labels (`move(x:)` and `move(y:)`) report
/// the same name; their payloads then differ in type (`(x: Int)` against `(y: Int)`), which is
/// why ``isSameCase(as:)`` compares both.
struct EnumCase {
    let name: String
    /// The associated value, a tuple when the case has several; `nil` for a case without one.
    let payload: Any?

    /// The case of `value`, or `nil` when `value` is not an enum.
    init?(of value: Any) {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .enum else { return nil }
        if let child = mirror.children.first, let label = child.label {
            name = label
            payload = child.value
        } else {
            // A case without a payload: its description is its name.
            name = String(describing: value)
            payload = nil
        }
    }

    /// The payload as a value of type `Part`, or `nil` when it is not one.
    ///
    /// A single associated value with a label (`circle(radius: 2)`) is reflected as a tuple of
    /// one labelled element, a type Swift code cannot name; its element is the part.
    func payload<Part>(as type: Part.Type) -> Part? {
        guard let payload else { return nil }
        if let part = payload as? Part { return part }
        let tuple = Mirror(reflecting: payload)
        guard tuple.displayStyle == .tuple, tuple.children.count == 1 else { return nil }
        return tuple.children.first?.value as? Part
    }

    /// Whether `other` is in this case: the same name and a payload of the same type.
    func isSameCase(as other: Any) -> Bool {
        guard let other = EnumCase(of: other), other.name == name else { return false }
        switch (payload, other.payload) {
        case (nil, nil):
            return true
        case let (mine?, theirs?):
            return type(of: mine) == type(of: theirs)
        default:
            return false
        }
    }
}
