/// A warning about an enum that ``ConformanceGenerator`` skipped, printed in the compiler's
/// format so that SwiftPM and editors show it at the enum's declaration.
///
/// ```swift
/// GeneratorWarning(path: "A.swift", line: 3, column: 10, message: "...").description
/// // "A.swift:3:10: warning: ..."
/// ```
public struct GeneratorWarning: Sendable, Hashable, CustomStringConvertible {
    /// The file of the enum.
    public var path: String
    /// The 1-based line of the enum's name.
    public var line: Int
    /// The 1-based column of the enum's name, in UTF-8 bytes.
    public var column: Int
    /// What happened and what to do about it.
    public var message: String

    /// Creates a warning.
    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// The warning as one line: `path:line:column: warning: message`.
    public var description: String {
        "\(path):\(line):\(column): warning: \(message)"
    }
}
