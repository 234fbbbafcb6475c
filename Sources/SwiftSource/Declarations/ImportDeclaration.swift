/// A file-scope `import` of a Swift file, such as `import Foundation` or
/// `@preconcurrency import struct Dispatch.DispatchTime`, with the `#if` branches around it.
///
/// Code generated for a target reuses them, so that the types the target's declarations name
/// resolve in the generated file as they do in the target's own files.
public struct ImportDeclaration: Sendable, Hashable {
    /// The import as written, attributes and access level included, on one line; without
    /// `@_exported`, which re-exports and is the business of the file that wrote it.
    public var text: String
    /// The `#if` branches the import sits in, outermost first.
    public var conditions: [ConditionalBranch]

    /// Creates an import; ``DeclarationScanner`` is the usual way to get one.
    public init(text: String, conditions: [ConditionalBranch] = []) {
        self.text = text
        self.conditions = conditions
    }
}
