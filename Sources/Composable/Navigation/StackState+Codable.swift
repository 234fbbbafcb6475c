extension StackState: Encodable where Element: Encodable {
    /// Encodes the screens as an array, bottom first, without their ids, as the original does:
    /// a saved navigation stack is its screens.
    ///
    /// ```swift
    /// import Foundation
    ///
    /// let saved: StackState<String> = ["List", "Detail"]
    /// let json = String(decoding: try JSONEncoder().encode(saved), as: UTF8.self)
    /// assert(json == #"["List","Detail"]"#)
    /// ```
    public func encode(to encoder: any Encoder) throws {
        try Array(self).encode(to: encoder)
    }
}

extension StackState: Decodable where Element: Decodable {
    /// Decodes an array of screens, bottom first, each pushed with a new id as
    /// `append(_:)` gives it: ids are not saved, so a restored stack numbers its
    /// screens afresh.
    ///
    /// ```swift
    /// import Foundation
    ///
    /// let restored = try JSONDecoder().decode(StackState<String>.self, from: Data(#"["List","Detail"]"#.utf8))
    /// assert(Array(restored) == ["List", "Detail"])
    /// assert(restored.ids == [0, 1])
    /// ```
    public init(from decoder: any Decoder) throws {
        self.init(try [Element](from: decoder))
    }
}
