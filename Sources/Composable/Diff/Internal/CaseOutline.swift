/// A value named the way the original's runtime warnings name actions: the type, then the
/// chain of enum cases down to the payload, with labels but without values:
/// `Elements.Action.rows(.element(id:, action:))`, `Parent.Action.child(.presented(.tap))`.
/// Values that describe themselves for debugging (`CustomDebugStringConvertible`) are written
/// that way instead. `abbreviated` leaves the type out.
package func caseOutline(of value: Any, abbreviated: Bool = false) -> String {
    if let described = value as? any CustomDebugStringConvertible { return described.debugDescription }
    return (abbreviated ? "" : failureTypeName(type(of: value))) + casePath(of: value)
}

/// `.case(.innerCase(label:))`: the cases inside `value`, or nothing when it is not an enum or
/// a tuple of them.
private func casePath(of value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .enum:
        guard let payload = mirror.children.first else {
            let name = "\(value)"
            return name == failureTypeName(type(of: value)) ? "" : ".\(name)"
        }
        let inner = casePath(of: payload.value)
        return ".\(payload.label ?? "")" + (inner.isEmpty ? "" : "(\(inner))")
    case .tuple:
        return mirror.children.map { child in
            let inner = casePath(of: child.value)
            let label = child.label.map { $0.allSatisfy { $0 == "." || $0.isNumber } ? "_:" : "\($0):" } ?? ""
            return label + (inner.isEmpty ? "" : " \(inner)")
        }
        .joined(separator: ", ")
    default:
        return ""
    }
}
