/// How two values differ, written the way the original's test failures write it: `−` (U+2212)
/// before the expected side's lines, `+` before the actual side's, and a figure space (U+2007)
/// before the lines both share; nil when the values are equal.
///
/// It walks both values together: inside a struct, tuple or enum case that both sides share it
/// shows every field, unchanged ones shortened to `Type(…)`, and goes down into the changed ones;
/// inside a collection it folds runs of unchanged elements into `… (N unchanged)`; anywhere else
/// (different cases, different types, plain values) it shows both sides whole. A test store's
/// messages put this under their heading, moved right by four spaces.
package func failureDiff(_ expected: Any, _ actual: Any) -> String? {
    guard !failureValuesEqual(expected, actual) else { return nil }
    var lines: [String] = []
    var walk = FailureDiffWalk(lines: [])
    walk.diff(expected, actual, label: nil, separator: "", indent: 0, isRoot: true)
    lines = walk.lines
    return lines.joined(separator: "\n")
}

private let removedMark = "\u{2212}"
private let addedMark = "+"
private let sharedMark = "\u{2007}"

/// One walk over two values, collecting the diff's lines.
private struct FailureDiffWalk {
    var lines: [String]
    private var depth = 0

    init(lines: [String]) { self.lines = lines }

    /// Adds `text` (one or more lines), each line marked and indented.
    private mutating func add(_ text: String, mark: String, indent: Int) {
        lines.append(prefixed(indented(text, by: indent), with: mark + " "))
    }

    /// Both values whole: the expected one as removed, the actual one as added.
    private mutating func whole(_ expected: Any, _ actual: Any, label: String?, separator: String, indent: Int, isRoot: Bool) {
        var old = FailureDump.text(of: expected, label: label, isRoot: isRoot)
        var new = FailureDumpSide.$isActual.withValue(true) { FailureDump.text(of: actual, label: label, isRoot: isRoot) }
        if old == new, type(of: expected) != type(of: actual) {
            old += " as \(failureTypeName(type(of: expected)))"
            new += " as \(failureTypeName(type(of: actual)))"
        }
        add(old + separator, mark: removedMark, indent: indent)
        add(new + separator, mark: addedMark, indent: indent)
    }

    mutating func diff(_ expected: Any, _ actual: Any, label: String?, separator: String, indent: Int, isRoot: Bool) {
        if let old = expected as? any FailureDumpProxy, let new = actual as? any FailureDumpProxy {
            let sides: (expected: Any, actual: Any) = old.failureDiffIdentity == new.failureDiffIdentity
                ? old.failureDiffSides
                : (old.failureDumpValue(isActualSide: false), new.failureDumpValue(isActualSide: true))
            return diff(sides.expected, sides.actual, label: label, separator: separator, indent: indent, isRoot: isRoot)
        }
        guard !failureValuesEqual(expected, actual) else {
            let shortened = FailureDump.text(of: actual, label: label, isRoot: isRoot, depthLimit: 0)
            return add(shortened + separator, mark: sharedMark, indent: indent)
        }
        // A value a reader reads as one text (a UUID, a date) differs as a whole, not field by field.
        if readableLeafText(for: expected) != nil {
            return whole(expected, actual, label: label, separator: separator, indent: indent, isRoot: isRoot)
        }
        let old = Mirror(reflecting: expected)
        let new = Mirror(reflecting: actual)
        // Deep enough to be a cycle through classes: show both sides, which stops at the cycle.
        guard old.subjectType == new.subjectType, depth < 64 else {
            return whole(expected, actual, label: label, separator: separator, indent: indent, isRoot: isRoot)
        }
        depth += 1
        defer { depth -= 1 }
        if let oldEntries = expected as? any FailureDumpEntries, let newEntries = actual as? any FailureDumpEntries {
            return elements(
                oldEntries.failureDumpEntries, newEntries.failureDumpEntries,
                open: "[", close: "]", numbered: false, label: label, separator: separator, indent: indent
            )
        }
        let name = failureTypeName(old.subjectType)
        switch old.displayStyle {
        case .struct:
            fields(children(of: old), children(of: new), expected, actual, open: "\(name)(", close: ")", label: label, separator: separator, indent: indent, isRoot: isRoot)
        case .class where (expected as AnyObject) === (actual as AnyObject):
            fields(children(of: old), children(of: new), expected, actual, open: "\(name)(", close: ")", label: label, separator: separator, indent: indent, isRoot: isRoot)
        case .tuple:
            fields(children(of: old), children(of: new), expected, actual, open: "(", close: ")", label: label, separator: separator, indent: indent, isRoot: isRoot)
        case .enum:
            guard let oldPayload = old.children.first, let newPayload = new.children.first,
                let caseName = oldPayload.label, caseName == newPayload.label
            else {
                return whole(expected, actual, label: label, separator: separator, indent: indent, isRoot: isRoot)
            }
            fields(
                associatedValues(oldPayload.value), associatedValues(newPayload.value), expected, actual,
                open: (isRoot ? name : "") + ".\(caseName)(", close: ")", label: label, separator: separator, indent: indent, isRoot: isRoot
            )
        case .optional:
            guard let oldValue = old.children.first?.value, let newValue = new.children.first?.value else {
                return whole(expected, actual, label: label, separator: separator, indent: indent, isRoot: isRoot)
            }
            diff(oldValue, newValue, label: label, separator: separator, indent: indent, isRoot: isRoot)
        case .collection:
            elements(
                old.children.map { FailureChild(label: nil, value: $0.value) },
                new.children.map { FailureChild(label: nil, value: $0.value) },
                open: "[", close: "]", numbered: true, label: label, separator: separator, indent: indent
            )
        case .set:
            let sorted = { (mirror: Mirror) in
                mirror.children.map { FailureChild(label: nil, value: $0.value) }
                    .sorted { FailureDump.text(of: $0.value, isRoot: false, depthLimit: 1) < FailureDump.text(of: $1.value, isRoot: false, depthLimit: 1) }
            }
            elements(sorted(old), sorted(new), open: "Set([", close: "])", numbered: false, label: label, separator: separator, indent: indent)
        case .dictionary:
            elements(dictionaryEntries(of: old), dictionaryEntries(of: new), open: "[", close: "]", numbered: false, label: label, separator: separator, indent: indent)
        default:
            whole(expected, actual, label: label, separator: separator, indent: indent, isRoot: isRoot)
        }
    }

    /// The fields of two values of the same shape, side by side: every field shown, the
    /// changed ones diffed. A value holding a single plain field is shown whole instead.
    private mutating func fields(
        _ oldFields: [FailureChild],
        _ newFields: [FailureChild],
        _ expected: Any,
        _ actual: Any,
        open: String,
        close: String,
        label: String?,
        separator: String,
        indent: Int,
        isRoot: Bool
    ) {
        let isSingle = { (fields: [FailureChild]) in fields.count == 1 && fields[0].isPlain }
        guard oldFields.count == newFields.count, !isSingle(oldFields), !isSingle(newFields) else {
            return whole(expected, actual, label: label, separator: separator, indent: indent, isRoot: isRoot)
        }
        add((label.map { "\($0): " } ?? "") + open, mark: sharedMark, indent: indent)
        for (offset, (old, new)) in zip(oldFields, newFields).enumerated() {
            let childSeparator = offset == oldFields.count - 1 ? "" : ","
            if old.label == new.label {
                diff(old.value, new.value, label: new.label, separator: childSeparator, indent: indent + 2, isRoot: false)
            } else {
                add(FailureDump.text(of: old.value, label: old.label, isRoot: false) + childSeparator, mark: removedMark, indent: indent + 2)
                add(FailureDump.text(of: new.value, label: new.label, isRoot: false) + childSeparator, mark: addedMark, indent: indent + 2)
            }
        }
        add(close + separator, mark: sharedMark, indent: indent)
    }

    /// The elements of two collections: the shortest edit between them, runs of unchanged
    /// elements folded, an element replaced at the same place diffed in place.
    private mutating func elements(
        _ old: [FailureChild],
        _ new: [FailureChild],
        open: String,
        close: String,
        numbered: Bool,
        label: String?,
        separator: String,
        indent: Int
    ) {
        add((label.map { "\($0): " } ?? "") + open, mark: sharedMark, indent: indent)
        let matches = matchingElements(old, new)
        var unchanged: [FailureChild] = []
        var oldIndex = 0
        var newIndex = 0
        func labelled(_ child: FailureChild, _ index: Int) -> String? {
            numbered ? "[\(index)]" : child.label
        }
        func flush(_ walk: inout FailureDiffWalk) {
            defer { unchanged.removeAll() }
            let separatorAfter = newIndex >= new.count && oldIndex >= old.count ? "" : ","
            if unchanged.count == 1 {
                let text = FailureDump.text(of: unchanged[0].value, label: labelled(unchanged[0], newIndex - 1), isRoot: false, depthLimit: 0)
                walk.add(text + separatorAfter, mark: sharedMark, indent: indent + 2)
            } else if unchanged.count > 1 {
                walk.add("… (\(unchanged.count) unchanged)" + separatorAfter, mark: sharedMark, indent: indent + 2)
            }
        }
        while oldIndex < old.count || newIndex < new.count {
            let oldKept = oldIndex < old.count ? matches.old.contains(oldIndex) : false
            let newKept = newIndex < new.count ? matches.new.contains(newIndex) : false
            if oldKept, newKept {
                guard !failureValuesEqual(old[oldIndex].value, new[newIndex].value) else {
                    unchanged.append(new[newIndex])
                    oldIndex += 1
                    newIndex += 1
                    continue
                }
                // The same element (by its id) with changes: shown in place.
                flush(&self)
                oldIndex += 1
                newIndex += 1
                let childSeparator = oldIndex >= old.count && newIndex >= new.count ? "" : ","
                diff(old[oldIndex - 1].value, new[newIndex - 1].value, label: labelled(new[newIndex - 1], newIndex - 1), separator: childSeparator, indent: indent + 2, isRoot: false)
                continue
            }
            flush(&self)
            if oldIndex < old.count, newIndex < new.count, !oldKept, !newKept {
                let sameKey = numbered || old[oldIndex].label == new[newIndex].label
                oldIndex += 1
                newIndex += 1
                let childSeparator = oldIndex >= old.count && newIndex >= new.count ? "" : ","
                if sameKey {
                    diff(old[oldIndex - 1].value, new[newIndex - 1].value, label: labelled(new[newIndex - 1], newIndex - 1), separator: childSeparator, indent: indent + 2, isRoot: false)
                } else {
                    add(FailureDump.text(of: old[oldIndex - 1].value, label: labelled(old[oldIndex - 1], oldIndex - 1), isRoot: false) + childSeparator, mark: removedMark, indent: indent + 2)
                    add(FailureDump.text(of: new[newIndex - 1].value, label: labelled(new[newIndex - 1], newIndex - 1), isRoot: false) + childSeparator, mark: addedMark, indent: indent + 2)
                }
            } else if oldIndex < old.count, !oldKept {
                oldIndex += 1
                let childSeparator = oldIndex >= old.count && newIndex >= new.count ? "" : ","
                add(FailureDump.text(of: old[oldIndex - 1].value, label: labelled(old[oldIndex - 1], oldIndex - 1), isRoot: false) + childSeparator, mark: removedMark, indent: indent + 2)
            } else {
                newIndex += 1
                let childSeparator = oldIndex >= old.count && newIndex >= new.count ? "" : ","
                add(FailureDump.text(of: new[newIndex - 1].value, label: labelled(new[newIndex - 1], newIndex - 1), isRoot: false) + childSeparator, mark: addedMark, indent: indent + 2)
            }
        }
        flush(&self)
        add(close + separator, mark: sharedMark, indent: indent)
    }
}

/// The positions of the elements two collections keep in common (a longest common
/// subsequence): elements with the same label that are equal, or that are the same element
/// by their `Identifiable` id.
private func matchingElements(_ old: [FailureChild], _ new: [FailureChild]) -> (old: Set<Int>, new: Set<Int>) {
    let equal = { (a: FailureChild, b: FailureChild) in
        guard a.label == b.label else { return false }
        if let oldID = identity(of: a.value), let newID = identity(of: b.value) { return oldID == newID }
        return failureValuesEqual(a.value, b.value)
    }
    let width = new.count + 1
    var common = [Int](repeating: 0, count: (old.count + 1) * width)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
        for j in stride(from: new.count - 1, through: 0, by: -1) {
            common[i * width + j] =
                equal(old[i], new[j])
                ? common[(i + 1) * width + j + 1] + 1
                : max(common[(i + 1) * width + j], common[i * width + j + 1])
        }
    }
    var kept: (old: Set<Int>, new: Set<Int>) = ([], [])
    var i = 0
    var j = 0
    while i < old.count, j < new.count {
        if equal(old[i], new[j]) {
            kept.old.insert(i)
            kept.new.insert(j)
            i += 1
            j += 1
        } else if common[(i + 1) * width + j] >= common[i * width + j + 1] {
            i += 1
        } else {
            j += 1
        }
    }
    return kept
}

/// The id of an `Identifiable` value, which says two versions of it are one element.
private func identity(of value: Any) -> AnyHashable? {
    guard let identifiable = value as? any Identifiable else { return nil }
    return id(of: identifiable)
}

private func id<Element: Identifiable>(of element: Element) -> AnyHashable {
    AnyHashable(element.id)
}

/// Whether two values are equal: by `==` when they are `Equatable` values of one type, by
/// their dumps otherwise.
func failureValuesEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    if let lhs = lhs as? any Equatable,
        let equal = TaskResultIssues.$areReported.withValue(false, operation: { isEqual(lhs, rhs) })
    {
        return equal
    }
    guard type(of: lhs) == type(of: rhs) else { return false }
    if type(of: lhs) is AnyClass, (lhs as AnyObject) === (rhs as AnyObject) { return true }
    return FailureDump.text(of: lhs) == FailureDump.text(of: rhs)
}

private func isEqual<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool? {
    guard let rhs = rhs as? T else { return nil }
    return lhs == rhs
}
