/// A public declaration as read from a module's source (no build needed): what coverage
/// counts, with the lines of the doc comment above it, so that the comment's verified examples
/// can be told apart.
///
/// A declaration is public when it says `public` or `open`, or when it is a requirement of a
/// public protocol, a case of a public enum, or a member of a `public extension`; and every
/// type around it is public too. A `case a, b` counts once.
package struct PublicDeclaration: Hashable, Sendable, Codable {
    /// The module the file belongs to.
    package var module: String
    /// The file, as page paths are written (relative to the package root when inside it).
    package var file: String
    /// The line of the declaration's keyword.
    var line: Int
    /// The keyword and the name: `struct Store`, `func scope`, `init`.
    var name: String
    /// The lines of its doc comment, `nil` when it has none.
    package var docLines: ClosedRange<Int>?

    /// Creates a declaration.
    init(module: String, file: String, line: Int, name: String, docLines: ClosedRange<Int>?) {
        self.module = module
        self.file = file
        self.line = line
        self.name = name
        self.docLines = docLines
    }

    /// Whether a doc comment introduces it.
    var isDocumented: Bool { docLines != nil }

    /// Whether its name starts with an underscore (`func _resolve`): public only so that other
    /// modules can reach it, and left out of the API as DocC leaves it out.
    package var isUnderscored: Bool {
        name.split(separator: " ").last?.hasPrefix("_") == true
    }
}
