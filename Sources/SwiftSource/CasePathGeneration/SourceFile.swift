/// One Swift file of the target whose case paths are generated.
///
/// ```swift
/// SourceFile(path: "Sources/Feature/Feature.swift", text: "enum Action { case tapped }")
/// ```
public struct SourceFile: Sendable, Hashable {
    /// The path that warnings name, as given on the command line.
    public var path: String
    /// The file's contents.
    public var text: String

    /// Creates a source file from its path and contents.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
