/// A place in a Markdown file: the path as the user sees it (relative to the package root when
/// the file is inside it) and a 1-based line.
public struct SourcePosition: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The file, e.g. `Docs/Scoping.md`.
    public var file: String
    /// The 1-based line.
    public var line: Int

    /// Creates a position.
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// `Docs/Scoping.md:12`, the way compilers and editors write places.
    public var description: String { "\(file):\(line)" }

    /// Orders by file, then line.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.file, lhs.line) < (rhs.file, rhs.line)
    }
}
