/// Whether a view value equals the one a node last evaluated, so that its body need not run
/// again when only its parent's did.
///
/// Fields are compared the way they can be: objects (a store) by identity, `Equatable` values
/// with `==`, structs field by field. Anything else (a closure, a binding) counts as changed,
/// which costs an evaluation but never misses an update.
enum ViewEquality {
    static func isSame<V>(_ old: Any?, _ new: V) -> Bool {
        guard let old = old as? V else { return false }
        return fieldsMatch(old, new, depth: 0)
    }

    private static let maximumDepth = 4

    private static func fieldsMatch(_ old: Any, _ new: Any, depth: Int) -> Bool {
        let oldMirror = Mirror(reflecting: old)
        let newMirror = Mirror(reflecting: new)
        if oldMirror.displayStyle == nil && oldMirror.children.isEmpty { return false }
        guard oldMirror.children.count == newMirror.children.count else { return false }
        for (oldField, newField) in zip(oldMirror.children, newMirror.children) {
            guard valuesMatch(oldField.value, newField.value, depth: depth + 1) else { return false }
        }
        return true
    }

    private static func valuesMatch(_ old: Any, _ new: Any, depth: Int) -> Bool {
        guard type(of: old) == type(of: new) else { return false }
        if type(of: old) is AnyClass {
            return ObjectIdentifier(old as AnyObject) == ObjectIdentifier(new as AnyObject)
        }
        if let old = old as? any Equatable {
            return isEqual(old, new)
        }
        guard depth < maximumDepth else { return false }
        let style = Mirror(reflecting: old).displayStyle
        guard style == .struct || style == .tuple || style == .optional else { return false }
        return fieldsMatch(old, new, depth: depth)
    }

    private static func isEqual<E: Equatable>(_ old: E, _ new: Any) -> Bool {
        guard let new = new as? E else { return false }
        return old == new
    }
}
