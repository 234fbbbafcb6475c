extension Presents: Encodable where State: Encodable {
    /// Encodes the presented state as the optional it wraps: the state itself, or `null` when
    /// nothing is presented, as the original does.
    ///
    /// ```swift
    /// import Foundation
    ///
    /// struct Sheet: Codable, Equatable {
    ///     var name = ""
    /// }
    ///
    /// struct Screen: Codable, Equatable {
    ///     @Presents var sheet: Sheet?
    /// }
    ///
    /// let json = String(decoding: try JSONEncoder().encode(Screen(sheet: Sheet(name: "Tea"))), as: UTF8.self)
    /// assert(json == #"{"sheet":{"name":"Tea"}}"#)
    /// ```
    public func encode(to encoder: any Encoder) throws {
        do {
            var container = encoder.singleValueContainer()
            try container.encode(wrappedValue)
        } catch {
            try wrappedValue.encode(to: encoder)
        }
    }
}

extension Presents: Decodable where State: Decodable {
    /// Decodes the presented state, or nothing presented from `null`.
    ///
    /// ```swift
    /// let shown = try JSONDecoder().decode(Screen.self, from: Data(#"{"sheet":{"name":"Tea"}}"#.utf8))
    /// assert(shown.sheet == Sheet(name: "Tea"))
    /// let hidden = try JSONDecoder().decode(Screen.self, from: Data(#"{"sheet":null}"#.utf8))
    /// assert(hidden.sheet == nil)
    /// ```
    public init(from decoder: any Decoder) throws {
        do {
            self.init(wrappedValue: try decoder.singleValueContainer().decode(State.self))
        } catch {
            self.init(wrappedValue: try State?(from: decoder))
        }
    }
}
