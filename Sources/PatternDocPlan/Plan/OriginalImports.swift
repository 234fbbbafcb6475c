/// The imports of docs written for the original composable architecture, read as this
/// project's runtime: `import ComposableArchitecture` is `import Composable` (in a `test`
/// block, `import ComposableTesting`, which re-exports it and adds `TestStore`), `import SwiftUI`
/// is `import ComposableUI`, and the original's other libraries (`Dependencies`, `Sharing`,
/// `Clocks`, ...) are in `Composable`: the table of `Docs/DifferencesFromTheOriginal.md`.
///
/// Only a plain `import M` line is read this way (attributes such as `@testable` allowed; not
/// `import struct M.Name`), and only when the module it would become is one the docs can
/// import: a package whose targets do not use `ComposableUI` keeps its `import SwiftUI`, which
/// then fails as a missing module. The block shown on the site keeps what its author wrote.
///
/// ```text
/// let imports = OriginalImports(available: ["Composable", "ComposableUI", "ComposableTesting"])
/// let code = "import ComposableArchitecture\nimport SwiftUI\nimport Testing\n"
/// assert(imports.mapped(code, inTest: false) == "import Composable\nimport ComposableUI\nimport Testing\n")
/// assert(imports.mapped(code, inTest: true) == "import ComposableTesting\nimport ComposableUI\nimport Testing\n")
/// ```
struct OriginalImports: Sendable {
    /// The runtime's modules the docs can import.
    let available: Set<String>

    /// The original's modules and the runtime module each is read as, outside tests.
    static let modules: [String: String] = [
        "ComposableArchitecture": "Composable",
        "Dependencies": "Composable", "DependenciesMacros": "Composable",
        "IdentifiedCollections": "Composable", "CasePaths": "Composable",
        "Sharing": "Composable", "ConcurrencyExtras": "Composable",
        "IssueReporting": "Composable", "XCTestDynamicOverlay": "Composable",
        "Clocks": "Composable", "CustomDump": "Composable", "Tagged": "Composable",
        "Perception": "ComposableUI",
        "SwiftUI": "ComposableUI", "SwiftUINavigation": "ComposableUI",
        "UIKit": "ComposableUI", "UIKitNavigation": "ComposableUI",
    ]

    /// The modules a `test` block reads differently: `TestStore` and `TestClock` are in
    /// `ComposableTesting`.
    static let testModules: [String: String] = [
        "ComposableArchitecture": "ComposableTesting",
        "Clocks": "ComposableTesting",
    ]

    /// For the runtime's modules `available` (the runtime a package depends on, or the
    /// package's own library modules when it is the runtime).
    init(available: some Sequence<String>) {
        self.available = Set(available)
    }

    /// Whether any import can be read as the runtime's: the runtime's core module is there.
    var isEmpty: Bool { !available.contains("Composable") }

    /// The module `module` is read as, or `nil` when it stays as written.
    func replacement(for module: String, inTest: Bool) -> String? {
        if inTest, let testing = Self.testModules[module], available.contains(testing) { return testing }
        guard let mapped = Self.modules[module], available.contains(mapped) else { return nil }
        return mapped
    }

    /// `code` with each plain `import` of one of the original's modules naming the runtime's
    /// module instead; every other byte as it was, so lines keep their numbers.
    ///
    /// It reads lines, not tokens: the block is lexed once, later, by the planner's facts, and
    /// an import is a line of its own (`@testable import M`, optionally followed by `;` or a
    /// comment). Lines inside a multi-line string literal are left alone.
    func mapped(_ code: String, inTest: Bool) -> String {
        guard !isEmpty, code.contains("import") else { return code }
        var result = ""
        var changed = false
        var inMultilineString = false
        for (number, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if number > 0 { result += "\n" }
            let quotes = line.ranges(of: "\"\"\"").count
            defer { if quotes % 2 == 1 { inMultilineString.toggle() } }
            guard !inMultilineString, quotes == 0, let name = Self.importedModule(in: line),
                let replacement = replacement(for: String(line[name]), inTest: inTest)
            else {
                result += line
                continue
            }
            result += line[..<name.lowerBound] + replacement + line[name.upperBound...]
            changed = true
        }
        return changed ? result : code
    }

    /// Where the module's name is in `line` when the line is a plain import of one module:
    /// attributes, `import`, the name, then nothing but `;` or a comment.
    static func importedModule(in line: Substring) -> Range<Substring.Index>? {
        var rest = line.drop { $0 == " " || $0 == "\t" }
        while rest.first == "@" {
            let attribute = rest.prefix { !$0.isWhitespace }
            rest = rest.dropFirst(attribute.count).drop { $0 == " " || $0 == "\t" }
        }
        guard rest.hasPrefix("import"), let space = rest.dropFirst("import".count).first, space == " " || space == "\t" else {
            return nil
        }
        let nameStart = rest.dropFirst("import".count).drop { $0 == " " || $0 == "\t" }
        let name = nameStart.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty, name.first.map({ !$0.isNumber }) ?? false else { return nil }
        let after = nameStart.dropFirst(name.count).drop { $0 == " " || $0 == "\t" }
        guard after.isEmpty || after.hasPrefix(";") || after.hasPrefix("//") || after.hasPrefix("/*") else { return nil }
        return name.startIndex..<name.endIndex
    }
}
