import Foundation

/// Renders any value as stable, indented, multi-line text, for showing how two states differ.
///
/// The rendering walks the value with `Mirror`, so it needs no conformance from the types
/// being dumped. It is deterministic: dictionary entries and set elements are sorted by their
/// rendered text, so the same value always produces the same lines and a line diff of two
/// dumps points at the fields that actually changed. Containers put one child per line,
/// without trailing commas, so adding a child changes exactly one line.
///
/// ```swift
/// struct Todo { var title: String; var isDone: Bool }
/// print(structuralDump([Todo(title: "Milk", isDone: false)]))
/// // [
/// //   Todo(
/// //     title: "Milk"
/// //     isDone: false
/// //   )
/// // ]
/// ```
///
/// - Structs and classes: `TypeName(` then one `field: value` line per stored property, then `)`.
/// - Enums: `TypeName.caseName`, or `TypeName.caseName(payload)`.
/// - Optionals: the wrapped value, or `nil`.
/// - Arrays and other collections: `[` one element per line `]`; dictionaries as `key: value`
///   lines; sets as `Set([` … `])`.
/// - Tuples: `(label: value, …)`, on several lines if an element needs several lines.
/// - Strings and characters are quoted and escaped; numbers and booleans are plain.
/// - A class instance met again inside itself prints as `TypeName(↩︎)` instead of looping.
///
/// Type names leave out module names: a `Counter.State` declared in `MyFeature` prints as
/// `Counter.State`, not `MyFeature.Counter.State`.
public func structuralDump(_ value: Any) -> String {
    var dumper = StructuralDumper()
    return dumper.lines(for: value).joined(separator: "\n")
}

/// One walk over a value; owns the state a walk needs (classes on the current path, and
/// shortened type names, which are costly to compute and repeat a lot in large states).
private struct StructuralDumper {
    private var classesOnPath: Set<ObjectIdentifier> = []
    private var typeNames: [ObjectIdentifier: String] = [:]

    /// The unindented lines of `value`; each container indents its children's lines.
    mutating func lines(for value: Any) -> [String] {
        if let leaf = leafText(for: value) {
            return [leaf]
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first else { return ["nil"] }
            return lines(for: wrapped.value)
        case .struct:
            return block(open: "\(typeName(of: value))(", items: fields(of: mirror.children), close: ")")
        case .class:
            return classLines(for: value, mirror: mirror)
        case .enum:
            return enumLines(for: value, mirror: mirror)
        case .tuple:
            return inlineOrBlock(open: "(", items: fields(of: mirror.children), close: ")")
        case .collection:
            // Custom collections (an identified array, say) reflect as `.collection` too; they read
            // best as their elements, the same way an array does.
            let elements = mirror.children.map { lines(for: $0.value) }
            return elements.isEmpty ? ["[]"] : block(open: "[", items: elements, close: "]")
        case .dictionary:
            return dictionaryLines(for: mirror)
        case .set:
            let elements = sortedByText(mirror.children.map { lines(for: $0.value) })
            return block(open: "Set([", items: elements, close: "])")
        default:
            guard !mirror.children.isEmpty else { return [String(describing: value)] }
            return block(open: "\(typeName(of: value))(", items: fields(of: mirror.children), close: ")")
        }
    }

    /// Values whose reflection is either missing or unhelpful (a `UUID` reflects as no children,
    /// a `Date` as seconds since 2001), rendered the way a person reads them.
    private func leafText(for value: Any) -> String? {
        switch value {
        case let string as String:
            return quoted(string)
        case let substring as Substring:
            return quoted(substring)
        case let character as Character:
            return quoted(String(character))
        case let uuid as UUID:
            return "UUID(\(uuid.uuidString))"
        case let date as Date:
            return "Date(\(date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))))"
        case let url as URL:
            return "URL(\(url.absoluteString))"
        case let decimal as Decimal:
            return decimal.description
        default:
            return nil
        }
    }

    private mutating func classLines(for value: Any, mirror: Mirror) -> [String] {
        let name = typeName(of: value)
        let identity = ObjectIdentifier(value as AnyObject)
        guard !classesOnPath.contains(identity) else { return ["\(name)(↩︎)"] }
        classesOnPath.insert(identity)
        defer { classesOnPath.remove(identity) }

        // Inherited stored properties live in the superclass mirrors; print them first, in
        // declaration order, the way an initializer would list them.
        var mirrors = [mirror]
        while let superclassMirror = mirrors[mirrors.count - 1].superclassMirror {
            mirrors.append(superclassMirror)
        }
        let children = mirrors.reversed().flatMap { Array($0.children) }
        return block(open: "\(name)(", items: fields(of: children), close: ")")
    }

    private mutating func enumLines(for value: Any, mirror: Mirror) -> [String] {
        let name = typeName(of: value)
        guard let payload = mirror.children.first else {
            return ["\(name).\(caseName(of: value))"]
        }
        let open = "\(name).\(payload.label ?? caseName(of: value))("
        // Several associated values (or one labelled value) arrive as one tuple.
        let payloadMirror = Mirror(reflecting: payload.value)
        if payloadMirror.displayStyle == .tuple {
            return inlineOrBlock(open: open, items: fields(of: payloadMirror.children), close: ")")
        }
        return inlineOrBlock(open: open, items: [lines(for: payload.value)], close: ")")
    }

    private mutating func dictionaryLines(for mirror: Mirror) -> [String] {
        let entries = mirror.children.map { entry -> [String] in
            let keyAndValue = Array(Mirror(reflecting: entry.value).children)
            guard keyAndValue.count == 2 else { return lines(for: entry.value) }
            return joined(lines(for: keyAndValue[0].value), ": ", lines(for: keyAndValue[1].value))
        }
        return entries.isEmpty ? ["[:]"] : block(open: "[", items: sortedByText(entries), close: "]")
    }

    /// `label: value` for each child; tuple elements without a label reflect as `.0`, `.1`, ….
    private mutating func fields(of children: some Collection<Mirror.Child>) -> [[String]] {
        children.map { child in
            let value = lines(for: child.value)
            guard var label = child.label, !label.hasPrefix(".") else { return value }
            // A property wrapper's storage (`_destination` for `@Presents var destination`)
            // reads under the property's own name, as the code that uses it spells it.
            if label.hasPrefix("_"), child.value is any WrapperStorage { label.removeFirst() }
            return joined([label], ": ", value)
        }
    }

    private mutating func typeName(of value: Any) -> String {
        let type = type(of: value)
        if let known = typeNames[ObjectIdentifier(type)] {
            return known
        }
        let name = shortTypeName(String(reflecting: type))
        typeNames[ObjectIdentifier(type)] = name
        return name
    }
}

// MARK: - Layout

/// `open`, each item indented on its own lines, `close`; `open` + `close` when there are none.
private func block(open: String, items: [[String]], close: String) -> [String] {
    guard !items.isEmpty else { return [open + close] }
    var lines = [open]
    for item in items {
        lines.append(contentsOf: item.map { "  " + $0 })
    }
    lines.append(close)
    return lines
}

/// One line, comma separated, when every item fits on one line; a block otherwise.
private func inlineOrBlock(open: String, items: [[String]], close: String) -> [String] {
    guard items.allSatisfy({ $0.count == 1 }) else {
        return block(open: open, items: items, close: close)
    }
    return [open + items.map { $0[0] }.joined(separator: ", ") + close]
}

/// Glues the last line of `head` to the first line of `tail`, as in `label: Value(`.
private func joined(_ head: [String], _ separator: String, _ tail: [String]) -> [String] {
    guard let last = head.last, let first = tail.first else { return head + tail }
    return head.dropLast() + [last + separator + first] + tail.dropFirst()
}

private func sortedByText(_ items: [[String]]) -> [[String]] {
    items.map { (text: $0.joined(separator: "\n"), lines: $0) }
        .sorted { $0.text < $1.text }
        .map(\.lines)
}

// MARK: - Text

/// A Swift string literal for `text`, so quotes, backslashes and line breaks inside a value
/// cannot be mistaken for the dump's own structure.
private func quoted(_ text: some StringProtocol) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": literal += "\\\""
        case "\\": literal += "\\\\"
        case "\n": literal += "\\n"
        case "\r": literal += "\\r"
        case "\t": literal += "\\t"
        case "\0": literal += "\\0"
        default:
            if scalar.properties.generalCategory == .control {
                literal += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                literal.unicodeScalars.append(scalar)
            }
        }
    }
    return literal + "\""
}

/// The runtime's name for the case an enum value holds, ignoring any `description` the enum
/// provides; nil when the binary carries no reflection metadata.
@_silgen_name("swift_EnumCaseName")
private func runtimeEnumCaseName<Value>(_ value: Value) -> UnsafePointer<CChar>?

private func caseName(of value: Any) -> String {
    runtimeEnumCaseName(value).map { String(cString: $0) } ?? String(describing: value)
}

/// `String(reflecting:)` of a type, minus the module names: `MyApp.Counter.State` becomes
/// `Counter.State`, `Swift.Optional<MyApp.Todo>` becomes `Optional<Todo>`.
///
/// Also tidies the names the runtime gives to types that are private
/// (`MyApp.(Todo in _5F3C…)`) or local to a function (`MyApp.(unknown context at $1f2e).Todo`),
/// so that dumps do not change from one build to the next.
func shortTypeName(_ reflectedName: String) -> String {
    reflectedName
        .replacing(/\(unknown context at \$[0-9a-fA-F]+\)\./, with: "")
        .replacing(/\(([^()\s]+) in _[0-9a-fA-F]+\)/) { String($0.output.1) }
        // Every dotted path in a reflected name starts with a module.
        .replacing(/\w+((?:\.\w+)+)/) { String($0.output.1.dropFirst()) }
}

/// A property wrapper whose storage a dump shows under the wrapped property's name.
protocol WrapperStorage {}

extension Presents: WrapperStorage {}
