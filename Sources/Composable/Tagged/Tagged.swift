import Foundation

/// A value of a raw type, tagged with the type it identifies, so that two kinds of
/// identifier that share a raw type cannot be mixed up: swift-tagged's `Tagged`, which the
/// original's SyncUps uses for its models' ids (`let id: Tagged<Self, UUID>`).
///
/// `Tag` is never stored: it only makes `Tagged<SyncUp, UUID>` and `Tagged<Attendee, UUID>`
/// different types. A tagged value is as equatable, hashable, comparable, codable and
/// sendable as its raw value, and encodes as the raw value alone.
///
/// ```swift
/// struct Attendee: Identifiable, Codable {
///     let id: Tagged<Self, UUID>
///     var name: String
/// }
/// struct Meeting: Identifiable {
///     let id: Tagged<Self, UUID>
/// }
///
/// let blob = Attendee(id: Attendee.ID(UUID(0)), name: "Blob")
/// assert(blob.id.rawValue == UUID(0))
/// assert(blob.id == Attendee.ID(rawValue: UUID(0)))
/// assert(Attendee.ID() != Attendee.ID())
/// assert(Attendee.ID(uuidString: "00000000-0000-0000-0000-000000000000") == blob.id)
/// assert(Attendee.ID(uuidString: "not a uuid") == nil)
/// // Attendee.ID and Meeting.ID are different types: `blob.id == Meeting.ID(UUID(0))` does not compile.
/// let json = try JSONEncoder().encode(blob.id)
/// assert(String(decoding: json, as: UTF8.self) == "\"00000000-0000-0000-0000-000000000000\"")
/// ```
public struct Tagged<Tag, RawValue>: RawRepresentable {
    /// The value that is tagged.
    public var rawValue: RawValue

    /// Tags `rawValue`.
    public init(rawValue: RawValue) {
        self.rawValue = rawValue
    }

    /// Tags `rawValue`.
    public init(_ rawValue: RawValue) {
        self.rawValue = rawValue
    }

    /// The raw value transformed by `transform`, under the same tag.
    public func map<NewValue>(_ transform: (RawValue) throws -> NewValue) rethrows -> Tagged<Tag, NewValue> {
        Tagged<Tag, NewValue>(try transform(rawValue))
    }

    /// The same raw value under another tag.
    public func coerced<NewTag>(to type: NewTag.Type) -> Tagged<NewTag, RawValue> {
        Tagged<NewTag, RawValue>(rawValue)
    }
}

extension Tagged where RawValue == UUID {
    /// A new, random identifier, as `UUID()` makes one.
    public init() {
        self.init(UUID())
    }

    /// The identifier `uuidString` spells, as `UUID(uuidString:)` reads it; `nil` when it is
    /// not a UUID.
    public init?(uuidString: String) {
        guard let uuid = UUID(uuidString: uuidString) else { return nil }
        self.init(uuid)
    }
}

extension Tagged: Equatable where RawValue: Equatable {}
extension Tagged: Hashable where RawValue: Hashable {}
extension Tagged: Sendable where RawValue: Sendable {}

extension Tagged: Comparable where RawValue: Comparable {
    /// Whether `lhs`'s raw value comes before `rhs`'s.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

extension Tagged: Encodable where RawValue: Encodable {
    /// Encodes the raw value alone.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension Tagged: Decodable where RawValue: Decodable {
    /// Decodes the raw value alone.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(RawValue.self))
    }
}

extension Tagged: CustomStringConvertible {
    /// The raw value's description.
    public var description: String {
        String(describing: rawValue)
    }
}

extension Tagged: ExpressibleByIntegerLiteral where RawValue: ExpressibleByIntegerLiteral {
    /// The tagged value of an integer literal: `let id: User.ID = 42`.
    public init(integerLiteral value: RawValue.IntegerLiteralType) {
        self.init(RawValue(integerLiteral: value))
    }
}

extension Tagged: ExpressibleByUnicodeScalarLiteral where RawValue: ExpressibleByStringLiteral {
    /// The tagged value of a one-scalar literal.
    public init(unicodeScalarLiteral value: RawValue.UnicodeScalarLiteralType) {
        self.init(RawValue(unicodeScalarLiteral: value))
    }
}

extension Tagged: ExpressibleByExtendedGraphemeClusterLiteral where RawValue: ExpressibleByStringLiteral {
    /// The tagged value of a one-character literal.
    public init(extendedGraphemeClusterLiteral value: RawValue.ExtendedGraphemeClusterLiteralType) {
        self.init(RawValue(extendedGraphemeClusterLiteral: value))
    }
}

extension Tagged: ExpressibleByStringLiteral where RawValue: ExpressibleByStringLiteral {
    /// The tagged value of a string literal: `let id: Email.ID = "blob@example.com"`.
    public init(stringLiteral value: RawValue.StringLiteralType) {
        self.init(RawValue(stringLiteral: value))
    }
}
