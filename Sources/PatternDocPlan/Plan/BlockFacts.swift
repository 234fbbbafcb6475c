import PatternDocModel
import SwiftSource

/// What the planner reads from a Swift block's tokens, read once: its split into declarations
/// and statements, the names it declares, the words it uses, its top-level bindings, its
/// `@Test` functions, its `// Prints` checks and the names it refers to (which the examples read
/// through the plan).
///
/// The planner plans the workspace again after every failed build, without the blocks that
/// did not compile; with each block's facts worked out once (see `LexedBlocks`), planning
/// again lexes nothing. This is the one place in the planner that lexes a block.
///
/// ```text
/// let facts = BlockFacts(block)   // block.code: "var total = 0\nfunc add() { total += 1 }\n"
/// facts.split.statements          // [Chunk(text: "var total = 0\n", line: block.codeLine)]
/// facts.fileScopeNames            // [DeclaredName(name: "add", isType: false, importKind: "func")]
/// facts.declarationWords          // ["add", "total"]
/// ```
package struct BlockFacts: Hashable, Sendable {
    /// The block cut into declarations and statements (`BlockSplitter`), its chunk lines
    /// being lines of the block's file.
    var split: SplitBlock
    /// The names it declares at file scope, its simple top-level `let`s and `var`s included
    /// (with the import kind `let` or `var`): see `DeclaredNames`.
    package var names: [DeclaredName]
    /// Every word its code uses (`TopLevelBindings/words(in:)-(String)`).
    var words: Set<String>
    /// The words its file-scope declarations use: the top-level bindings they name must be
    /// globals.
    var declarationWords: Set<String>
    /// Its top-level statements read as bindings, in order (`TopLevelBindings`).
    package var statements: [BindingStatement]
    /// Its `@Test` functions, in order.
    var tests: [DocTest]
    /// Its `// Prints` checks, numbered from 0 (`PrintCheck`).
    var printChecks: [PrintCheck]
    /// The names its top-level items use as names of their own scope (`ScopeReferences`).
    var references: Set<String>
    /// The names its file-scope declarations use as names of their own scope: an example
    /// script whose functions and types use a global binding makes it a global too.
    var declarationReferences: Set<String>
    /// How many more `{` than `}` its code has, outside strings and comments: above 0 it leaves
    /// a declaration open, below 0 it closes one an earlier block opened.
    package var braceBalance: Int
    /// The names that follow `struct`, `class`, `enum`, `actor` or `extension` anywhere in it:
    /// the types it declares or extends.
    package var declaredOrExtendedTypes: Set<String>
    /// Its top-level declarations that declare one name (a type or a function), each with its
    /// lines and the words it uses: what a later layer of the page may carry into itself (see
    /// `CarriedDeclarations`).
    var namedDeclarations: [NamedDeclaration]

    /// A top-level declaration of one name, as `namedDeclarations` holds it.
    struct NamedDeclaration: Hashable, Sendable {
        /// The name it declares.
        var name: DeclaredName
        /// Its lines, at their lines of the block's file.
        var chunk: BlockSplitter.Chunk
        /// Every word it uses (`TopLevelBindings/words(in:)-(String)`).
        var words: Set<String>
    }

    /// The facts of `block`, lexing its code once (twice when it has an `@main` attribute,
    /// which is blanked out first, as `BlockSplitter` does).
    init(_ block: CodeBlock) {
        self.init(code: block.code, firstLine: block.codeLine)
    }

    /// The facts of `code`, whose first line is line `firstLine` of its file.
    init(code: String, firstLine: Int = 1) {
        var lexed = LexedBlock(code)
        if lexed.tokens.contains(where: { $0.kind == .attribute && $0.text == "@main" }) {
            lexed = LexedBlock(BlockSplitter.withoutMainAttribute(code, tokens: lexed.tokens))
        }
        let items = TopLevelItems(lexed).items()
        statements = TopLevelBindings.statements(of: lexed, items: items)
        split = BlockSplitter.split(lexed, items: items, firstLine: firstLine, scopeStarts: Self.rebindingItems(items, statements: statements))
        names = DeclaredNames.of(lexed, items: items, includingVariables: true)
        words = TopLevelBindings.words(in: lexed.tokens[...])
        var declarationWords: Set<String> = []
        var namedDeclarations: [NamedDeclaration] = []
        for (position, item) in items.enumerated() where item.kind == .declaration {
            let itemWords = TopLevelBindings.words(in: lexed.tokens[item.tokens])
            declarationWords.formUnion(itemWords)
            let declared = DeclaredNames.of(lexed, items: [item])
            let lastLine = position + 1 < items.count ? items[position + 1].firstLine - 1 : lexed.lines.count
            if declared.count == 1, let chunk = BlockSplitter.chunk(lexed.lines, from: item.firstLine, through: lastLine, offset: firstLine - 1) {
                namedDeclarations.append(NamedDeclaration(name: declared[0], chunk: chunk, words: itemWords))
            }
        }
        self.declarationWords = declarationWords
        self.namedDeclarations = namedDeclarations
        tests = TestFunctionScanner(lexed).tests()
        printChecks = PrintCheck.find(in: lexed, firstLine: firstLine)
        var references: Set<String> = []
        var declarationReferences: Set<String> = []
        for item in items {
            let used = ScopeReferences.of(item, in: lexed)
            references.formUnion(used)
            if item.kind == .declaration { declarationReferences.formUnion(used) }
        }
        self.references = references
        self.declarationReferences = declarationReferences
        var balance = 0
        var types: Set<String> = []
        for (index, token) in lexed.tokens.enumerated() {
            if token.text == "{" { balance += 1 } else if token.text == "}" { balance -= 1 }
            if index + 1 < lexed.tokens.count, Self.typeKeywords.contains(token.text) {
                types.insert(String(lexed.tokens[index + 1].text))
            }
        }
        braceBalance = balance
        declaredOrExtendedTypes = types
    }

    /// The positions in `items` of the statements that bind a name of the block again
    /// (`TopLevelBindings.rebinds(_:)`), each of which opens a scope of its own. `statements`
    /// are the statement items', in order.
    private static func rebindingItems(_ items: [TopLevelItem], statements: [BindingStatement]) -> Set<Int> {
        let positions = items.indices.filter { items[$0].kind == .statement }
        return Set(zip(positions, TopLevelBindings.rebinds(statements)).filter(\.1).map(\.0))
    }

    private static let typeKeywords: Set<Substring> = ["struct", "class", "enum", "actor", "extension"]

    /// The names it declares at file scope, without its top-level `let`s and `var`s.
    package var fileScopeNames: [DeclaredName] {
        names.filter { $0.importKind != "let" && $0.importKind != "var" }
    }

    /// Its `// Prints` checks numbered from `firstNumber`.
    func printChecks(numberedFrom firstNumber: Int) -> [PrintCheck] {
        printChecks.map { check in
            var check = check
            check.number += firstNumber
            return check
        }
    }
}
