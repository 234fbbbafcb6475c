import Foundation
import PatternDocModel

/// A block that is a package manifest (it imports `PackageDescription`, or it is written as one:
/// `let package = Package(`), type-checked as a manifest against the toolchain's
/// `PackageDescription` rather than compiled into a doc module, where `Package` and
/// `.target(...)` mean nothing.
///
/// The block's `// swift-tools-version:` comment, if any, chooses the `PackageDescription` API
/// and the language mode, as SwiftPM would; without one, the API of tools version 5.9.
///
/// A manifest excerpt (``Excerpt``: `.package(url: ..., from: "1.0.0")`, `dependencies: [...]`,
/// the lines a README tells the reader to add to their `Package.swift`) is checked too, inside
/// the declaration it belongs in, against the toolchain's own `PackageDescription` API: it has
/// no tools-version line, and the reader adds it to a manifest of today's tools.
///
/// ```text
/// let check = ManifestCheck(block: block, in: lexed)
/// check.toolsVersion   // "5.9"
/// check.source         // #sourceLocation + "import PackageDescription" when missing + the block
/// ```
package struct ManifestCheck: Hashable, Sendable {
    /// The block.
    package var block: CodeBlock
    /// The `PackageDescription` version to check against: `5.9`, `6.0`; `nil` for an excerpt,
    /// which is checked against the version of the toolchain that checks it.
    package var toolsVersion: String?
    /// The file to type-check.
    package var source: String

    /// The check of `block`, which `isManifest(_:in:)` says is a manifest, whose facts `lexed` holds.
    init(block: PreparedBlock, in lexed: LexedBlocks) {
        self.init(block: block.planned, imports: lexed.facts(of: block).split.imports)
    }

    /// The check of `block`, whose `import` declarations are `imports`.
    private init(block: CodeBlock, imports: [String]) {
        self.block = block
        var source = ""
        if !Self.importsPackageDescription(imports) {
            source += "import PackageDescription\n"
        }
        if let excerpt = Excerpt(block.code) {
            // `#sourceLocation` may not stand inside an expression: the declaration's opening
            // line takes the fence's line, so that the block's own lines keep theirs.
            toolsVersion = nil
            let code = block.code.hasSuffix("\n") ? block.code : block.code + "\n"
            source += GeneratedSwift.located(excerpt.opening + "\n" + code + excerpt.closing, page: block.codeFile, line: block.codeLine - 1)
        } else {
            toolsVersion = Self.toolsVersion(in: block.code) ?? "5.9"
            source += GeneratedSwift.located(block.code, page: block.codeFile, line: block.codeLine)
        }
        self.source = source
    }

    /// The language mode the manifest is checked in: Swift 6 from tools version 6 on, and for
    /// an excerpt (checked with today's tools).
    package var swiftVersion: String {
        guard let toolsVersion else { return "6" }
        return (Int(toolsVersion.prefix { $0.isNumber }) ?? 5) >= 6 ? "6" : "5"
    }

    /// Whether `block`, whose facts `lexed` holds, is a Swift block to check as a manifest: a
    /// block the planner compiles (``PreparedBlock/isCompiled``) that imports
    /// `PackageDescription` or declares `let package = Package(`, and asks for nothing a
    /// manifest cannot do (`test`, `output`, `warns`, `fails`). Its facts are read
    /// only when its text alone cannot tell. The planner decides it once; later stages read the
    /// plan's `manifestChecks`.
    static func isManifest(_ block: PreparedBlock, in lexed: LexedBlocks) -> Bool {
        let attributes = block.planned.attributes
        guard block.isCompiled, !attributes.isTest, !attributes.checksOutput, attributes.expectedWarning == nil,
            attributes.expectedFailure == nil, block.planned.sourceFile == nil
        else { return false }
        let code = block.planned.code
        if Excerpt(code) != nil { return true }
        guard code.contains("PackageDescription") || code.contains("Package(") else { return false }
        let split = lexed.facts(of: block).split
        if importsPackageDescription(split.imports) { return true }
        return split.statements.contains { chunk in
            chunk.text.split(separator: "\n").contains { line in
                line.filter { !$0.isWhitespace }.hasPrefix("letpackage=Package(")
            }
        }
    }

    /// Whether `imports` (a block's `import` declarations) import `PackageDescription`.
    private static func importsPackageDescription(_ imports: [String]) -> Bool {
        imports.contains { $0.split(whereSeparator: \.isWhitespace).last == "PackageDescription" }
    }

    /// The version a `// swift-tools-version:5.9` (or `// swift-tools-version: 6.0`) line names.
    static func toolsVersion(in code: String) -> String? {
        for line in code.split(separator: "\n").prefix(3) {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.lowercased().hasPrefix("// swift-tools-version:") else { continue }
            let version = text.dropFirst("// swift-tools-version:".count).trimmingCharacters(in: .whitespaces)
                .prefix { $0.isNumber || $0 == "." }
            let parts = version.split(separator: ".")
            guard let major = parts.first else { return nil }
            return "\(major).\(parts.count > 1 ? parts[1] : "0")"
        }
        return nil
    }
}
