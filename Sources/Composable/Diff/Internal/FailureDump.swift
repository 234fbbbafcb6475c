/// A value written the way the original's test failures and runtime warnings write it, so that a test which checks
/// a failure message by its text reads the same text here: `Counter.State(count: 1)` on one line
/// when a value has a single plain field, one `label: value` line per field, separated by
/// commas, otherwise; `[0]: .second` for array elements; an enum case with its type name at the
/// top (`Action.response(42)`) and without it inside another value (`.response(42)`).
///
/// `depthLimit` stops the walk: a container below that depth shows as `Type(…)`, as an
/// unchanged value inside a diff does.
package struct FailureDump {
    private var classesOnPath: Set<ObjectIdentifier> = []

    /// The text of `value`, led by `label: ` when given.
    package static func text(of value: Any, label: String? = nil, isRoot: Bool = true, depthLimit: Int = .max) -> String {
        var dump = FailureDump()
        return dump.write(value, label: label, isRoot: isRoot, depthLimit: depthLimit)
    }

    mutating func write(_ value: Any, label: String?, isRoot: Bool, depthLimit: Int) -> String {
        (label.map { "\($0): " } ?? "") + body(of: value, isRoot: isRoot, depthLimit: depthLimit)
    }

    private mutating func body(of value: Any, isRoot: Bool, depthLimit: Int) -> String {
        if let type = value as? Any.Type { return "\(failureTypeName(type)).self" }
        if let custom = value as? any FailureDumpText { return custom.failureDumpText }
        if let leaf = readableLeafText(for: value) { return leaf }
        if let proxy = value as? any FailureDumpProxy { return body(of: proxy.failureDumpValue(isActualSide: FailureDumpSide.isActual), isRoot: isRoot, depthLimit: depthLimit) }
        if let keyed = value as? any FailureDumpEntries {
            let entries = keyed.failureDumpEntries
            return entries.isEmpty ? "[:]" : container("[", "]", entries, depthLimit, isCollection: true)
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first?.value else { return "nil" }
            return body(of: wrapped, isRoot: false, depthLimit: depthLimit)
        case .struct:
            return container("\(failureTypeName(mirror.subjectType))(", ")", children(of: mirror), depthLimit)
        case .class:
            let identity = ObjectIdentifier(value as AnyObject)
            let name = failureTypeName(mirror.subjectType)
            guard !classesOnPath.contains(identity) else { return "\(name)(↩︎)" }
            classesOnPath.insert(identity)
            defer { classesOnPath.remove(identity) }
            var all: [FailureChild] = []
            var current: Mirror? = mirror
            while let level = current {
                all.insert(contentsOf: children(of: level), at: 0)
                current = level.superclassMirror
            }
            return container("\(name)(", ")", all, depthLimit)
        case .enum:
            let head = (isRoot ? failureTypeName(mirror.subjectType) : "") + "."
            guard let payload = mirror.children.first else { return head + caseName(of: value) }
            return container(head + (payload.label ?? caseName(of: value)) + "(", ")", associatedValues(payload.value), depthLimit)
        case .tuple:
            return container("(", ")", children(of: mirror), depthLimit)
        case .collection:
            let elements = mirror.children.enumerated().map { FailureChild(label: "[\($0.offset)]", value: $0.element.value) }
            return container("[", "]", elements, depthLimit, isCollection: true)
        case .dictionary:
            let entries = dictionaryEntries(of: mirror)
            guard !entries.isEmpty else { return "[:]" }
            return container("[", "]", entries, depthLimit, isCollection: true)
        case .set:
            let elements = mirror.children.map { FailureChild(label: nil, value: $0.value) }
                .sorted { FailureDump.text(of: $0.value, isRoot: false, depthLimit: 1) < FailureDump.text(of: $1.value, isRoot: false, depthLimit: 1) }
            return container("Set([", "])", elements, depthLimit, isCollection: true)
        default:
            if let string = value as? String { return String(reflecting: string) }
            if let character = value as? Character { return String(reflecting: character) }
            guard !mirror.children.isEmpty else { return String(describing: value) }
            return container("\(failureTypeName(mirror.subjectType))(", ")", children(of: mirror), depthLimit)
        }
    }

    /// `open`, the children, `close`: on one line when there is a single child with nothing
    /// inside it, one child a line otherwise, and `…` in place of the children past the limit.
    private mutating func container(
        _ open: String,
        _ close: String,
        _ children: [FailureChild],
        _ depthLimit: Int,
        isCollection: Bool = false
    ) -> String {
        guard !children.isEmpty else { return open + close }
        if !isCollection, children.count == 1, children[0].isPlain {
            let child = write(children[0].value, label: children[0].label, isRoot: false, depthLimit: depthLimit - 1)
            guard child.contains("\n") else { return open + child + close }
            guard depthLimit > 0 else { return open + "…" + close }
            return open + "\n" + indented(child, by: 2) + "\n" + close
        }
        guard depthLimit > 0 else { return open + "…" + close }
        var lines: [String] = []
        for (offset, child) in children.enumerated() {
            let text = write(child.value, label: child.label, isRoot: false, depthLimit: depthLimit - 1)
            lines.append(indented(text, by: 2) + (offset == children.count - 1 ? "" : ","))
        }
        return open + "\n" + lines.joined(separator: "\n") + "\n" + close
    }
}

/// One child of a value, as a dump or a diff shows it: its label (none for an unlabelled
/// tuple element or associated value) and its value.
struct FailureChild {
    var label: String?
    var value: Any

    /// Whether the child has nothing inside it (a number, a string, a case without payload),
    /// so that a value holding only this child fits on one line.
    var isPlain: Bool {
        if value is any FailureDumpText { return true }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .collection, .dictionary, .set: return false
        case .optional: return mirror.children.first.map { FailureChild(label: nil, value: $0.value).isPlain } ?? true
        default: return mirror.children.isEmpty
        }
    }
}

/// The fields of a struct, class or tuple, with tuple positions (`.0`) left unlabelled.
func children(of mirror: Mirror) -> [FailureChild] {
    mirror.children.map { FailureChild(label: $0.label.flatMap { $0.hasPrefix(".") ? nil : $0 }, value: $0.value) }
}

/// An enum payload's values: the fields of the tuple several associated values arrive in, or
/// the one value.
func associatedValues(_ payload: Any) -> [FailureChild] {
    let mirror = Mirror(reflecting: payload)
    guard mirror.displayStyle == .tuple else { return [FailureChild(label: nil, value: payload)] }
    return children(of: mirror)
}

/// A dictionary's entries as `key: value` children, in the order of their keys' text.
func dictionaryEntries(of mirror: Mirror) -> [FailureChild] {
    mirror.children.map { entry -> FailureChild in
        let pair = Array(Mirror(reflecting: entry.value).children)
        guard pair.count == 2 else { return FailureChild(label: nil, value: entry.value) }
        return FailureChild(label: FailureDump.text(of: pair[0].value, isRoot: false, depthLimit: 1), value: pair[1].value)
    }
    .sorted { ($0.label ?? "") < ($1.label ?? "") }
}

/// A type's name as the original's failures show it: no module, no generic arguments.
package func failureTypeName(_ type: Any.Type) -> String {
    shortName(of: type).replacing(/<.+>/, with: "")
}

/// `text` with every line moved right by `count` spaces.
package func indented(_ text: String, by count: Int) -> String {
    prefixed(text, with: String(repeating: " ", count: count))
}

/// `text` with `prefix` before every line.
package func prefixed(_ text: String, with prefix: String) -> String {
    prefix + text.replacing("\n", with: "\n" + prefix)
}
