import Foundation

/// What a dump needs to know about one type, worked out once per type and dump: whether its
/// values are leaves written as text, and its short name.
struct DumpedType {
    /// How the values of a type are told apart from containers.
    enum Leaf {
        /// Every value is a leaf, written by this function.
        case always(@Sendable (Any) -> String)
        /// No value is a leaf: the dump reflects it.
        case never
        /// It depends on the value (an optional, an `AnyHashable`, a class that may bridge):
        /// ask ``leafText(for:)`` each time.
        case perValue
    }

    var leaf: Leaf
    /// The short name, once a line needed it.
    var name: String?

    /// Classifies the type of `value`.
    init(of value: Any) {
        name = nil
        let type = type(of: value)
        if let write = alwaysLeaves[ObjectIdentifier(type)] {
            leaf = .always(write)
            return
        }
        switch Mirror(reflecting: value).displayStyle {
        case .struct?, .enum?, .tuple?, .collection?, .dictionary?, .set?:
            // Only the types in `alwaysLeaves` (all structs) and optionals (their own display
            // style) of such values can cast to a leaf type, and a class may bridge to one.
            leaf = type is AnyClass ? .perValue : .never
        default:
            leaf = .perValue
        }
    }
}

/// Values whose reflection is either missing or unhelpful (a `UUID` reflects as no children,
/// a `Date` as seconds since 2001), rendered the way a person reads them; `nil` for any other
/// value. Optionals of them and values that bridge to them count too, as a cast finds them.
func leafText(for value: Any) -> String? {
    switch value {
    case let string as String:
        return quoted(string)
    case let substring as Substring:
        return quoted(substring)
    case let character as Character:
        return quoted(String(character))
    default:
        return readableLeafText(for: value)
    }
}

/// The values whose fields mean nothing to a reader (a `UUID`'s bytes, a `Duration`'s two
/// halves), written as a person reads them, the way the original's dumps write them:
/// `UUID(00000000-0000-0000-0000-000000000000)`, `5 minutes`; `nil` for any other value.
func readableLeafText(for value: Any) -> String? {
    switch value {
    case let uuid as UUID:
        return describe(uuid)
    case let date as Date:
        return describe(date)
    case let url as URL:
        return describe(url)
    case let decimal as Decimal:
        return decimal.description
    case let duration as Duration:
        return describe(duration)
    default:
        return nil
    }
}

/// The types every value of which is a leaf, with how to write one; the numbers and booleans
/// are written as `String(describing:)` would, without its search for a protocol to call.
private let alwaysLeaves: [ObjectIdentifier: @Sendable (Any) -> String] = [
    leaf(String.self) { quoted($0) },
    leaf(Substring.self) { quoted($0) },
    leaf(Character.self) { quoted(String($0)) },
    leaf(UUID.self, describe),
    leaf(Date.self, describe),
    leaf(URL.self, describe),
    leaf(Decimal.self) { $0.description },
    leaf(Duration.self, describe),
    leaf(Int.self) { $0.description },
    leaf(Int8.self) { $0.description },
    leaf(Int16.self) { $0.description },
    leaf(Int32.self) { $0.description },
    leaf(Int64.self) { $0.description },
    leaf(UInt.self) { $0.description },
    leaf(UInt8.self) { $0.description },
    leaf(UInt16.self) { $0.description },
    leaf(UInt32.self) { $0.description },
    leaf(UInt64.self) { $0.description },
    leaf(Double.self) { $0.description },
    leaf(Float.self) { $0.description },
    leaf(Bool.self) { $0.description },
].reduce(into: [:]) { table, entry in table[entry.type] = entry.write }

private func leaf<T>(
    _ type: T.Type,
    _ write: @escaping @Sendable (T) -> String
) -> (type: ObjectIdentifier, write: @Sendable (Any) -> String) {
    (ObjectIdentifier(type), { write($0 as! T) })
}

private func describe(_ uuid: UUID) -> String {
    "UUID(\(uuid.uuidString))"
}

private func describe(_ date: Date) -> String {
    "Date(\(date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))))"
}

private func describe(_ duration: Duration) -> String {
    duration.formatted(
        .units(allowed: [.days, .hours, .minutes, .seconds, .milliseconds, .microseconds, .nanoseconds], width: .wide)
    )
}

private func describe(_ url: URL) -> String {
    "URL(\(url.absoluteString))"
}

/// A Swift string literal for `text`, so quotes, backslashes and line breaks inside a value
/// cannot be mistaken for the dump's own structure.
func quoted(_ text: some StringProtocol) -> String {
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
