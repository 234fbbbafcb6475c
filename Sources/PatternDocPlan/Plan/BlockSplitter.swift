import SwiftSource

/// Cuts a Swift code block into its top-level declarations and statements, using the
/// `SwiftSource` lexer so that strings, comments and brackets never confuse it.
///
/// Use it when a block has to compile inside a library module: its declarations go to file
/// scope and its statements into a function body, each chunk keeping its original lines so
/// that `#sourceLocation` can point the compiler back at the Markdown.
///
/// An item is a **declaration** when its first word, after attributes (`@MainActor`,
/// `@Suite("x")`, `@available(...)`) and modifiers (`public`, `final`, `nonisolated`, ...),
/// is one of `struct class enum actor protocol extension func typealias import macro operator
/// precedencegroup`. Everything else is a **statement**: top-level `let` and `var`,
/// expressions, `try`/`await`, `if`/`for`/`switch`. A top-level `#if ... #endif` is one item,
/// classified by the first item inside it.
///
/// Items start at the beginning of a line, so two items that share a line are one item,
/// classified by the first: `struct A {}; let x = 1` is a declaration. Comments belong to the
/// item below them; blank lines at the edges of a chunk are dropped.
///
/// ```text
/// let split = BlockFacts(code: """
///     @MainActor
///     final class Model {}
///     // Make one.
///     let model = Model()
///
///     """, firstLine: 20).split
/// split.declarations  // [Chunk(text: "@MainActor\nfinal class Model {}\n", line: 20)]
/// split.statements    // [Chunk(text: "// Make one.\nlet model = Model()\n", line: 22)]
/// ```
package enum BlockSplitter {
    /// Splits a lexed block whose first line is line `firstLine` of its file and whose
    /// top-level items are `items`; `BlockFacts` lexes the block and calls it.
    ///
    /// An `@main` attribute must be blanked out first (`withoutMainAttribute(_:tokens:)`,
    /// spaces keep the columns): a doc module is a library that the runner calls, not a
    /// program's entry point, and two pages with `@main` would define `main` twice.
    ///
    /// A run of statements is cut before each item whose position is in `scopeStarts`, and the
    /// chunk that item starts opens a scope (see ``Chunk/opensScope``).
    static func split(_ lexed: LexedBlock, items: [TopLevelItem], firstLine: Int, scopeStarts: Set<Int> = []) -> SplitBlock {
        var split = SplitBlock()
        var runStart = 0
        while runStart < items.count {
            var runEnd = runStart + 1
            while runEnd < items.count, items[runEnd].kind == items[runStart].kind, !scopeStarts.contains(runEnd) { runEnd += 1 }
            let lastLine = runEnd < items.count ? items[runEnd].firstLine - 1 : lexed.lines.count
            let first = items[runStart].firstLine
            if var chunk = chunk(lexed.lines, from: first, through: lastLine, offset: firstLine - 1) {
                chunk.opensScope = scopeStarts.contains(runStart)
                switch items[runStart].kind {
                case .declaration: split.declarations.append(chunk)
                case .statement: split.statements.append(chunk)
                }
            }
            runStart = runEnd
        }
        let classifier = ItemClassifier(lexed)
        let imports = items.filter { classifier.isImport($0.tokens) }
        guard !imports.isEmpty else { return split }
        let bytes = Array(lexed.code.utf8)
        for item in imports {
            let first = lexed.tokens[item.tokens.lowerBound].utf8Range.lowerBound
            let last = lexed.tokens[item.tokens.upperBound - 1].utf8Range.upperBound
            split.imports.append(String(decoding: bytes[first..<last], as: UTF8.self))
        }
        return split
    }

    /// `code`, whose tokens are `tokens`, with each `@main` attribute replaced by as many spaces.
    static func withoutMainAttribute(_ code: String, tokens: [Token]) -> String {
        var result = ""
        var cursor = code.startIndex
        for token in tokens where token.kind == .attribute && token.text == "@main" {
            result += code[cursor..<token.range.lowerBound]
            result += "     "
            cursor = token.range.upperBound
        }
        return result + code[cursor...]
    }

    /// The lines `first` through `last` (1-based) without blank lines at either end, or `nil`
    /// when nothing is left.
    static func chunk(_ lines: [Substring], from first: Int, through last: Int, offset: Int) -> Chunk? {
        var first = max(1, first)
        var last = min(last, lines.count)
        while first <= last, isBlank(lines[first - 1]) { first += 1 }
        while last >= first, isBlank(lines[last - 1]) { last -= 1 }
        guard first <= last else { return nil }
        let text = lines[(first - 1)...(last - 1)].joined(separator: "\n") + "\n"
        return Chunk(text: text, line: first + offset)
    }

    private static func isBlank(_ line: Substring) -> Bool {
        line.allSatisfy { $0 == " " || $0 == "\t" }
    }
}
