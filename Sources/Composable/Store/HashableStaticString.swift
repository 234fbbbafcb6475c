/// A `StaticString` that can be a key-path subscript's argument (which must be `Hashable`): how
/// the original passes `#fileID` and `#filePath` to the store subscripts its navigation
/// bindings are made of.
///
/// ```swift
/// let file: _HashableStaticString = "Feature.swift"
/// print(file)  // Feature.swift
/// ```
public struct _HashableStaticString: RawRepresentable, Sendable {
    /// The string.
    public let rawValue: StaticString

    /// Wraps `rawValue`.
    public init(rawValue: StaticString) {
        self.rawValue = rawValue
    }
}

extension _HashableStaticString: ExpressibleByStringLiteral {
    /// Wraps a string literal: `"Feature.swift"`.
    public init(stringLiteral value: StaticString) {
        self.init(rawValue: value)
    }
}

extension _HashableStaticString: CustomStringConvertible, CustomDebugStringConvertible {
    /// The string itself.
    public var description: String { rawValue.description }

    /// The string, quoted.
    public var debugDescription: String { rawValue.debugDescription }
}

extension _HashableStaticString: Hashable {
    /// Whether both hold the same text.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.rawValue.description == rhs.rawValue.description
    }

    /// Hashes the text.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rawValue.description)
    }
}
