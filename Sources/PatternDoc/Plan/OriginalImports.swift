import SwiftSource

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
/// ```swift
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
    func mapped(_ code: String, inTest: Bool) -> String {
        guard !isEmpty, code.contains("import") else { return code }
        let tokens = Lexer.tokens(in: code).filter { !$0.kind.isTrivia || $0.text.contains("\n") }
        var result = ""
        var cursor = code.startIndex
        for (index, token) in tokens.enumerated() where token.text == "import" && token.kind == .keyword {
            guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
                index + 2 >= tokens.count || Self.endsItem(tokens[index + 2]),
                Self.startsLine(tokens, before: index),
                let replacement = replacement(for: String(tokens[index + 1].text), inTest: inTest)
            else { continue }
            let name = tokens[index + 1].range
            result += code[cursor..<name.lowerBound]
            result += replacement
            cursor = name.upperBound
        }
        return cursor == code.startIndex ? code : result + code[cursor...]
    }

    /// Whether `token`, after an import's module name, ends the import: a line break, a `;`
    /// or a comment.
    private static func endsItem(_ token: Token) -> Bool {
        token.text.contains("\n") || token.text == ";" || [.lineComment, .blockComment, .docLineComment].contains(token.kind)
    }

    /// Whether only attributes (`@testable`, `@_exported`) stand between the `import` at
    /// `index` and the start of its line.
    private static func startsLine(_ tokens: [Token], before index: Int) -> Bool {
        var position = index - 1
        while position >= 0 {
            let token = tokens[position]
            if token.text.contains("\n") || token.text == ";" { return true }
            guard token.kind == .attribute else { return false }
            position -= 1
        }
        return true
    }
}
