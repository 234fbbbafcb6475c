import SwiftSource

/// A top-level `let` or `var` of a block that the module declares at file scope instead of in
/// the program's body, so that it means what it means in `main.swift`: a global that the
/// page's functions and types use, that later layers of the page import, and whose value
/// lasts from block to block. One that only the program's statements use stays in the program,
/// where its type may be one a global may not have (another declaration's `some` type).
///
/// Its initializer still runs where the page has it: the global is initialized lazily on first
/// use, and the program uses it at the line it was declared on.
struct HoistedBinding: Hashable {
    /// `let` or `var`.
    var keyword: String
    /// The names it binds: one, or those of a tuple pattern.
    var names: [String]
    /// Its first line, comments above it included (1-based in the block).
    var firstLine: Int
    /// Its last line that is not blank.
    var lastLine: Int
    /// Whether it is a computed `var` (`var total: Int { ... }`), which has no value to start.
    var isComputed: Bool
    /// The written type of a single name when it is an implicitly unwrapped optional
    /// (`String!`), which the global must repeat: no other type is written as such.
    var unwrappedType: String? = nil
    /// Its lines as the global's class declares them, when they differ from the page's (line
    /// breaks where they were): an initializer with `try` (a global's initializer cannot throw)
    /// wrapped in `__patterndocTrying { ... }`, which ends the program with the error as a
    /// script's top level does; each use of the name it binds again (`let total = total + 1`)
    /// after a ``earlierModulePlaceholder``, for the earlier layer's module.
    var declaredText: String? = nil
    /// For a binding that uses the name it declares again: the earlier layer whose global of
    /// that name its initializer means.
    var earlierModule: String? = nil
    /// Whether its initializer has a `try` that may throw, which `__patterndocTrying` runs.
    var tries = false

    /// What stands for `Module.` before a use of the earlier layer's global in ``declaredText``.
    static let earlierModulePlaceholder = "\u{1}"

    /// ``declaredText`` with the earlier layer's module written in, or `nil` when the page's
    /// lines are the global's.
    var declaration: String? {
        declaredText.map { $0.replacingOccurrences(of: Self.earlierModulePlaceholder, with: earlierModule.map { "\($0)." } ?? "") }
    }
}

/// What a block binds at top level: the bindings that become globals, and the names that stay
/// local to the program's body because a global could not hold them.
package struct BlockBindings: Hashable {
    /// The bindings declared at file scope, in order.
    var hoisted: [HoistedBinding] = []
    /// Names bound by top-level statements that stay in the program's body: a `let` whose
    /// initializer has `try` or `await` (a global's initializer can have neither), one that
    /// uses such a local or its own name, one without an initializer, several bindings in one
    /// statement, a `guard let`.
    package var localNames: [String] = []

    /// The names of ``hoisted``, in order.
    package var hoistedNames: [String] { hoisted.flatMap(\.names) }
}

/// Decides which top-level `let`s and `var`s of a block become globals.
///
/// A binding becomes a global when code outside the program's body uses it (a function, type
/// or extension of the page, a `test` or `fails` block, a later layer: see
/// `globalsInUse(_:in:usedBy:)`), and when it can be one: when it is a plain `let` or `var`
/// (no attribute or modifier) of one name or a tuple of names (or several names, each with its
/// initializer: `var a = 1, b = 2`), with an initializer (and no observers) or a computed
/// body, alone on its lines, and its text has no `await` (a `try` is run where the page has
/// it, and its error ends the program as at a script's top level),
/// does not use the names it binds (`let counter = counter + 1` means an earlier `counter`)
/// and neither binds nor uses a local of the module so far (`locals`, which grows with the
/// names the block keeps local). Everything else stays a statement, as it was: a later
/// block's statements still see it, in a nested scope.
///
/// Which bindings can be globals is read once per block (`BindingStatement`, in
/// `BlockFacts`), and decided against the module's locals without reading the code again.
///
/// ```text
/// var locals: Set<String> = []
/// let bindings = TopLevelBindings.of("var isOpen = false\nlet data = try load()\n", locals: &locals)
/// bindings.hoistedNames  // ["isOpen"]
/// bindings.localNames    // ["data"]
/// ```
enum TopLevelBindings {
    /// The bindings of `code`; adds the names it keeps local to `locals`.
    static func of(_ code: String, locals: inout Set<String>, earlierGlobals: [String: String] = [:]) -> BlockBindings {
        let lexed = LexedBlock(code)
        return of(statements(of: lexed, items: TopLevelItems(lexed).items()), locals: &locals, earlierGlobals: earlierGlobals)
    }

    /// The bindings of a block whose top-level statements are `statements`; adds the names it
    /// keeps local to `locals`. Reads no code: what depends on the module so far is all here.
    /// `earlierGlobals` holds the globals of the page's earlier layers (name → module): a
    /// binding that uses the name it declares again means theirs, and is a global too.
    static func of(_ statements: [BindingStatement], locals: inout Set<String>, earlierGlobals: [String: String] = [:]) -> BlockBindings {
        var bindings = BlockBindings()
        // One that binds again a name the block bound runs in a scope of its own
        // (`Chunk.opensScope`): a local there, whatever the first one is.
        for (statement, rebinds) in zip(statements, Self.rebinds(statements)) {
            if !rebinds, let hoisted = statement.hoisted(locals: locals, earlierGlobals: earlierGlobals) {
                bindings.hoisted.append(hoisted)
            } else {
                bindings.localNames += statement.boundNames
                locals.formUnion(statement.boundNames)
            }
        }
        return bindings
    }

    /// For each of a block's top-level `statements`, in order, whether it binds again a name a
    /// statement before it bound since the last one that did: `let a = 2` then `let (a) = 2`,
    /// alternatives a page shows side by side. Each such statement runs in a scope of its own,
    /// where the names it binds are the new ones.
    static func rebinds(_ statements: [BindingStatement]) -> [Bool] {
        var bound: Set<String> = []
        return statements.map { statement in
            let rebinds = !bound.isDisjoint(with: statement.boundNames)
            bound = rebinds ? Set(statement.boundNames) : bound.union(statement.boundNames)
            return rebinds
        }
    }

    /// Of `bindings` (by block index), only the globals that code outside the program's body
    /// uses, whose names are among `used`, and those the globals kept use in turn; every other
    /// binding stays a local of the program, as a constant of a script's top level would be
    /// where no function or type uses it. `statements` holds each block's statements, in
    /// block order.
    ///
    /// A global needs more than a local: Swift refuses a global whose type is another
    /// declaration's `some` type (`let shared = numbers.share()`), which a local may have.
    static func globalsInUse(
        _ bindings: [Int: BlockBindings], in statements: [(block: Int, statements: [BindingStatement])], usedBy used: Set<String>
    ) -> [Int: BlockBindings] {
        var used = used
        var kept: [Int: Set<Int>] = [:]
        func hoistedByLine(_ block: Int) -> [Int: HoistedBinding] {
            Dictionary((bindings[block]?.hoisted ?? []).map { ($0.firstLine, $0) }) { first, _ in first }
        }
        for (block, blockStatements) in statements.reversed() {
            let hoisted = hoistedByLine(block)
            for statement in blockStatements.reversed() {
                guard let line = statement.firstLine, let binding = hoisted[line], !used.isDisjoint(with: binding.names) else { continue }
                kept[block, default: []].insert(line)
                used.formUnion(statement.words)
            }
        }
        var result: [Int: BlockBindings] = [:]
        for (block, blockStatements) in statements {
            guard bindings[block] != nil else { continue }
            let hoisted = hoistedByLine(block)
            var blockBindings = BlockBindings()
            for statement in blockStatements {
                if let line = statement.firstLine, kept[block]?.contains(line) == true, let binding = hoisted[line] {
                    blockBindings.hoisted.append(binding)
                } else {
                    blockBindings.localNames += statement.boundNames
                }
            }
            result[block] = blockBindings
        }
        return result
    }

    /// Each top-level statement of a lexed block whose top-level items are `items`, read as a
    /// binding once, whatever the module around it.
    static func statements(of lexed: LexedBlock, items: [TopLevelItem]) -> [BindingStatement] {
        var statements: [BindingStatement] = []
        for (position, item) in items.enumerated() where item.kind == .statement {
            let end = position + 1 < items.count ? items[position + 1].firstLine - 1 : lexed.lines.count
            let scan = BindingScan(lexed: lexed, tokens: item.tokens)
            statements.append(scan.statement(firstLine: item.firstLine, lastLine: end))
        }
        return statements
    }

    /// Every word `code` uses: its names (`$name` counts as `name` too), and the words inside its
    /// string literals (whose interpolations may use names), so that a check for a name errs on
    /// the side of "used".
    static func words(in code: String) -> Set<String> {
        words(in: Lexer.tokens(in: code)[...])
    }

    /// Every word `tokens` use, as `words(in:)` reads them.
    static func words(in tokens: ArraySlice<Token>) -> Set<String> {
        var words: Set<String> = []
        for token in tokens {
            switch token.kind {
            case .identifier, .backtickedIdentifier:
                // `$settings` is the projection of a property wrapper's `settings`: a use of both.
                words.insert(String(token.text.filter { $0 != "`" }))
                words.insert(BindingScan.usedName(token))
            case .stringLiteral where token.text.contains("\\"):
                let parts = token.text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
                words.formUnion(parts.map(String.init))
            default: break
            }
        }
        return words
    }
}

/// One top-level statement of a block as a binding, read from its tokens once: whether it
/// could be a global, and what decides that against the module around it.
package struct BindingStatement: Hashable, Sendable {
    /// The binding as a global when no local of the module stands in its way; `nil` when it
    /// stays a statement whatever the module holds.
    var candidate: HoistedBinding?
    /// For a binding that uses the name it declares (`let total = total + 1`), which is a
    /// statement within one module: the global it is in a later layer of the page, whose
    /// initializer means the earlier layer's global of that name.
    var redeclaringCandidate: HoistedBinding?
    /// The names it binds for the code after it (see `BindingScan.boundNames()`).
    package var boundNames: [String]
    /// The names its text uses after its pattern: a local among them keeps it a statement.
    var usedNames: Set<String>
    /// The text of its string literals with interpolations after its pattern: a local named in
    /// one keeps it a statement.
    var interpolatedStrings: [String]
    /// Every word its text uses (see `TopLevelBindings.words(in:)`): what a global
    /// made of it needs to be a global too.
    var words: Set<String>

    /// The first line of the binding it may be as a global.
    var firstLine: Int? { (candidate ?? redeclaringCandidate)?.firstLine }

    /// The binding as a global when the module's locals so far are `locals` and the page's
    /// earlier layers have the globals `earlierGlobals` (name → module), or `nil`.
    func hoisted(locals: Set<String>, earlierGlobals: [String: String] = [:]) -> HoistedBinding? {
        var binding = candidate
        if binding == nil, var redeclaring = redeclaringCandidate, let module = earlierGlobals[redeclaring.names[0]] {
            redeclaring.earlierModule = module
            binding = redeclaring
        }
        guard let binding, locals.isDisjoint(with: binding.names), locals.isDisjoint(with: usedNames),
            !interpolatedStrings.contains(where: { text in locals.contains { text.contains($0) } })
        else { return nil }
        return binding
    }
}
