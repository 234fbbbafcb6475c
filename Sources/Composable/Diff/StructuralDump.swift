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
    dumpText(value)
}

/// ``structuralDump(_:)`` as its lines, for the diff.
func structuralDumpLines(_ value: Any) -> [Substring] {
    lines(of: dumpText(value))
}

/// The lines of `text`, split at each `"\n"` as `split(separator:)` would, but searching bytes
/// rather than characters, which is several times faster. A `"\r\n"` is one character that
/// `split` keeps whole, so text with a `"\r"` takes the slower way; without one, every
/// `"\n"` stands between two characters.
func lines(of text: String) -> [Substring] {
    guard !text.utf8.contains(13) else {
        return text.split(separator: "\n", omittingEmptySubsequences: false)
    }
    var lines: [Substring] = []
    var start = text.startIndex
    while let lineBreak = text.utf8[start...].firstIndex(of: 10) {
        lines.append(text[start..<lineBreak])
        start = text.utf8.index(after: lineBreak)
    }
    lines.append(text[start...])
    return lines
}

private func dumpText(_ value: Any) -> String {
    var dumper = StructuralDumper()
    dumper.write(value, prefix: "", depth: 0)
    var indentation = [""]
    var text = ""
    for (index, line) in dumper.lines.enumerated() {
        if index > 0 { text.append("\n") }
        while indentation.count <= line.depth { indentation.append(indentation[indentation.count - 1] + "  ") }
        text.append(indentation[line.depth])
        text.append(line.text)
    }
    return text
}

/// One line of a dump: its text, and how many levels deep it is indented.
private struct DumpLine {
    var depth: Int
    var text: String
}

/// One walk over a value, writing its lines in order; owns the state a walk needs (classes on
/// the current path, and what it learnt about each type it met).
private struct StructuralDumper {
    private(set) var lines: [DumpLine] = []
    private var classesOnPath: Set<ObjectIdentifier> = []
    private var types: [ObjectIdentifier: DumpedType] = [:]

    /// Writes the lines of `value` at `depth`, with `prefix` (a label, say) before its first line.
    mutating func write(_ value: Any, prefix: String, depth: Int) {
        let type = ObjectIdentifier(Swift.type(of: value))
        let known: DumpedType
        if let cached = types[type] {
            known = cached
        } else {
            known = DumpedType(of: value)
            types[type] = known
        }
        switch known.leaf {
        case let .always(text):
            return line(prefix + text(value), depth)
        case .perValue:
            if let leaf = leafText(for: value) { return line(prefix + leaf, depth) }
        case .never:
            break
        }

        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first else { return line(prefix + "nil", depth) }
            write(wrapped.value, prefix: prefix, depth: depth)
        case .struct:
            let open = openLine(prefix + name(of: value, type) + "(", depth)
            writeFields(mirror.children, depth: depth + 1)
            close(open, with: ")")
        case .class:
            writeClass(value, mirror: mirror, prefix: prefix, depth: depth)
        case .enum:
            writeEnum(value, mirror: mirror, prefix: prefix, depth: depth)
        case .tuple:
            let open = openLine(prefix + "(", depth)
            writeFields(mirror.children, depth: depth + 1)
            closeInline(open, with: ")")
        case .collection:
            // Custom collections (an identified array, say) reflect as `.collection` too; they
            // read best as their elements, the same way an array does.
            let open = openLine(prefix + "[", depth)
            for child in mirror.children {
                write(child.value, prefix: "", depth: depth + 1)
            }
            close(open, with: "]", emptyText: prefix + "[]")
        case .dictionary:
            writeDictionary(mirror, prefix: prefix, depth: depth)
        case .set:
            let open = openLine(prefix + "Set([", depth)
            var starts: [Int] = []
            for child in mirror.children {
                starts.append(lines.count)
                write(child.value, prefix: "", depth: depth + 1)
            }
            sortItems(startingAt: starts)
            close(open, with: "])")
        default:
            guard !mirror.children.isEmpty else { return line(prefix + String(describing: value), depth) }
            let open = openLine(prefix + name(of: value, type) + "(", depth)
            writeFields(mirror.children, depth: depth + 1)
            close(open, with: ")")
        }
    }

    private mutating func line(_ text: String, _ depth: Int) {
        lines.append(DumpLine(depth: depth, text: text))
    }

    /// Adds the opening line of a block and returns its index.
    private mutating func openLine(_ text: String, _ depth: Int) -> Int {
        line(text, depth)
        return lines.count - 1
    }

    /// Ends the block opened at line `open`: with a closing line under it, or, when nothing was
    /// written inside, on the opening line itself (or as `emptyText`, when given).
    private mutating func close(_ open: Int, with closing: String, emptyText: String? = nil) {
        if lines.count == open + 1 {
            lines[open].text = emptyText ?? lines[open].text + closing
        } else {
            line(closing, lines[open].depth)
        }
    }

    /// Ends the block opened at line `open` on that one line, items separated by commas, when
    /// each item took one line; as a block otherwise.
    private mutating func closeInline(_ open: Int, with closing: String) {
        let depth = lines[open].depth
        guard lines[(open + 1)...].allSatisfy({ $0.depth == depth + 1 }) else {
            return line(closing, depth)
        }
        let items = lines[(open + 1)...].map(\.text).joined(separator: ", ")
        lines.removeSubrange((open + 1)...)
        lines[open].text += items + closing
    }

    /// `label: value` for each child; tuple elements without a label reflect as `.0`, `.1`, ….
    private mutating func writeFields(_ children: some Collection<Mirror.Child>, depth: Int) {
        for child in children {
            guard var label = child.label, !label.hasPrefix(".") else {
                write(child.value, prefix: "", depth: depth)
                continue
            }
            // A property wrapper's storage (`_destination` for `@Presents var destination`)
            // reads under the property's own name, as the code that uses it spells it.
            if label.hasPrefix("_"), child.value is any WrapperStorage { label.removeFirst() }
            write(child.value, prefix: label + ": ", depth: depth)
        }
    }

    private mutating func writeClass(_ value: Any, mirror: Mirror, prefix: String, depth: Int) {
        let name = name(of: value, ObjectIdentifier(Swift.type(of: value)))
        let identity = ObjectIdentifier(value as AnyObject)
        guard !classesOnPath.contains(identity) else { return line(prefix + "\(name)(↩︎)", depth) }
        classesOnPath.insert(identity)
        defer { classesOnPath.remove(identity) }

        // Inherited stored properties live in the superclass mirrors; print them first, in
        // declaration order, the way an initializer would list them.
        var mirrors = [mirror]
        while let superclassMirror = mirrors[mirrors.count - 1].superclassMirror {
            mirrors.append(superclassMirror)
        }
        let open = openLine(prefix + name + "(", depth)
        writeFields(mirrors.reversed().flatMap { Array($0.children) }, depth: depth + 1)
        close(open, with: ")")
    }

    private mutating func writeEnum(_ value: Any, mirror: Mirror, prefix: String, depth: Int) {
        let name = name(of: value, ObjectIdentifier(Swift.type(of: value)))
        guard let payload = mirror.children.first else {
            return line(prefix + "\(name).\(caseName(of: value))", depth)
        }
        let open = openLine(prefix + "\(name).\(payload.label ?? caseName(of: value))(", depth)
        // Several associated values (or one labelled value) arrive as one tuple.
        let payloadMirror = Mirror(reflecting: payload.value)
        if payloadMirror.displayStyle == .tuple {
            writeFields(payloadMirror.children, depth: depth + 1)
        } else {
            write(payload.value, prefix: "", depth: depth + 1)
        }
        closeInline(open, with: ")")
    }

    private mutating func writeDictionary(_ mirror: Mirror, prefix: String, depth: Int) {
        let open = openLine(prefix + "[", depth)
        var starts: [Int] = []
        for entry in mirror.children {
            starts.append(lines.count)
            let keyAndValue = Array(Mirror(reflecting: entry.value).children)
            guard keyAndValue.count == 2 else {
                write(entry.value, prefix: "", depth: depth + 1)
                continue
            }
            // `key: value`, the key's last line glued to the value's first.
            write(keyAndValue[0].value, prefix: "", depth: depth + 1)
            let keyEnd = lines.removeLast()
            write(keyAndValue[1].value, prefix: keyEnd.text + ": ", depth: keyEnd.depth)
        }
        sortItems(startingAt: starts)
        close(open, with: "]", emptyText: prefix + "[:]")
    }

    /// Puts the last items written, whose first lines are at `starts`, in the order of their
    /// text, so that the dump of an unordered collection does not depend on the order it was
    /// iterated in.
    private mutating func sortItems(startingAt starts: [Int]) {
        guard let first = starts.first else { return }
        let depth = lines[first].depth
        let ends = starts.dropFirst() + [lines.count]
        let items = zip(starts, ends).map { start, end in
            let item = lines[start..<end]
            let text = item.map { String(repeating: "  ", count: $0.depth - depth) + $0.text }
            return (text: text.joined(separator: "\n"), lines: item)
        }
        let sorted = items.sorted { $0.text < $1.text }.flatMap(\.lines)
        lines.replaceSubrange(first..., with: sorted)
    }

    /// The short name of `value`'s type, whose identifier is `type`.
    private mutating func name(of value: Any, _ type: ObjectIdentifier) -> String {
        if let known = types[type]?.name { return known }
        let name = shortName(of: Swift.type(of: value))
        types[type, default: DumpedType(of: value)].name = name
        return name
    }
}

/// A property wrapper whose storage a dump shows under the wrapped property's name.
protocol WrapperStorage {}

extension Presents: WrapperStorage {}
