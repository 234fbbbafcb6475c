/// A place in a Markdown file: the path as the user sees it (relative to the package root when
/// the file is inside it) and a 1-based line.
///
/// Use it to say where a block, an error or a diagnostic is; it prints as compilers do, and
/// positions sort by file, then line:
///
/// ```swift
/// import PatternDoc
///
/// let places = [SourcePosition(file: "Docs/Scoping.md", line: 40), SourcePosition(file: "Docs/Scoping.md", line: 12)]
/// assert(places.sorted().map(\.description) == ["Docs/Scoping.md:12", "Docs/Scoping.md:40"])
/// ```
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
