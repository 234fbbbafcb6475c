import Foundation

/// A DocC symbol link as written between double backticks: ``Store``,
/// ``Store/scope(state:action:)``, ``Composable/Store``, with an optional disambiguation
/// after the last component: a kind (`-swift.method`, `-method`) or DocC's hash of the
/// overload (`-1if00`).
package struct SymbolLink: Hashable, Sendable {
    /// The path without its disambiguation: `Store/scope(state:action:)`.
    package var path: String
    /// What followed the last `-`, when it disambiguates.
    var disambiguation: Disambiguation?

    /// How a link picks one of several symbols at the same path.
    enum Disambiguation: Hashable, Sendable {
        /// A kind: `swift.method` (also written `method`).
        case kind(String)
        /// DocC's hash of the symbol's USR.
        case hash(String)
    }

    /// Parses link text (what is between the double backticks).
    package init(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let lastComponent = trimmed.lastIndex(of: "/").map { trimmed.index(after: $0) } ?? trimmed.startIndex
        // The dash must follow a name: in `-(_:_:)` it is the operator's own name.
        guard let dash = trimmed[lastComponent...].lastIndex(of: "-"),
              dash > lastComponent,
              Self.canEndName(trimmed[trimmed.index(before: dash)]),
              Self.isDisambiguation(trimmed[trimmed.index(after: dash)...])
        else {
            self.path = trimmed
            self.disambiguation = nil
            return
        }
        let suffix = String(trimmed[trimmed.index(after: dash)...])
        self.path = String(trimmed[..<dash])
        if suffix.hasPrefix("swift.") {
            self.disambiguation = .kind(suffix)
        } else if Self.kindNames.contains(suffix) {
            self.disambiguation = .kind("swift.\(suffix)")
        } else {
            self.disambiguation = .hash(suffix)
        }
    }

    /// The kinds DocC accepts without their `swift.` prefix.
    static let kindNames: Set<String> = [
        "associatedtype", "class", "enum", "enum.case", "func", "func.op", "init", "macro", "method",
        "property", "protocol", "struct", "subscript", "type.method", "type.property",
        "type.subscript", "typealias", "var", "actor", "deinit",
    ]

    private static func isDisambiguation(_ suffix: Substring) -> Bool {
        guard !suffix.isEmpty else { return false }
        if suffix.hasPrefix("swift.") || kindNames.contains(String(suffix)) { return true }
        // DocC's hashes are short base-36 words.
        return suffix.count <= 7 && suffix.allSatisfy { ($0.isASCII && $0.isLowercase) || $0.isNumber }
    }

    private static func canEndName(_ character: Character) -> Bool {
        character == ")" || character == "_" || character.isLetter || character.isNumber
    }
}
