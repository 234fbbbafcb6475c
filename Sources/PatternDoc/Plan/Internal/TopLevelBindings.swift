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
}

/// What a block binds at top level: the bindings that become globals, and the names that stay
/// local to the program's body because a global could not hold them.
struct BlockBindings: Hashable {
    /// The bindings declared at file scope, in order.
    var hoisted: [HoistedBinding] = []
    /// Names bound by top-level statements that stay in the program's body: a `let` whose
    /// initializer has `try` or `await` (a global's initializer can have neither), one that
    /// uses such a local or its own name, one without an initializer, several bindings in one
    /// statement, a `guard let`.
    var localNames: [String] = []

    /// The names of ``hoisted``, in order.
    var hoistedNames: [String] { hoisted.flatMap(\.names) }
}

/// Decides which top-level `let`s and `var`s of a block become globals.
///
/// A binding becomes a global when code outside the program's body uses it (a function, type
/// or extension of the page, a `test` or `fails` block, a later layer: see
/// `globalsInUse(_:in:usedBy:)`), and when it can be one: when it is a plain `let` or `var`
/// (no attribute or modifier) of one name or a tuple of names, with an initializer (and no
/// observers) or a computed body, alone on its lines, and its text has no `try` or `await`,
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
    static func of(_ code: String, locals: inout Set<String>) -> BlockBindings {
        let lexed = LexedBlock(code)
        return of(statements(of: lexed, items: TopLevelItems(lexed).items()), locals: &locals)
    }

    /// The bindings of a block whose top-level statements are `statements`; adds the names it
    /// keeps local to `locals`. Reads no code: what depends on the module so far is all here.
    static func of(_ statements: [BindingStatement], locals: inout Set<String>) -> BlockBindings {
        var bindings = BlockBindings()
        for statement in statements {
            if let hoisted = statement.hoisted(locals: locals) {
                bindings.hoisted.append(hoisted)
            } else {
                bindings.localNames += statement.boundNames
                locals.formUnion(statement.boundNames)
            }
        }
        return bindings
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
        for (block, blockStatements) in statements.reversed() {
            let hoistedLines = Set((bindings[block]?.hoisted ?? []).map(\.firstLine))
            for statement in blockStatements.reversed() {
                guard let candidate = statement.candidate, hoistedLines.contains(candidate.firstLine),
                    !used.isDisjoint(with: candidate.names)
                else { continue }
                kept[block, default: []].insert(candidate.firstLine)
                used.formUnion(statement.words)
            }
        }
        var result: [Int: BlockBindings] = [:]
        for (block, blockStatements) in statements {
            guard bindings[block] != nil else { continue }
            var blockBindings = BlockBindings()
            for statement in blockStatements {
                if let candidate = statement.candidate, kept[block]?.contains(candidate.firstLine) == true {
                    blockBindings.hoisted.append(candidate)
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

    /// Every word `code` uses: its names, and the words inside its string literals (whose
    /// interpolations may use names), so that a check for a name errs on the side of "used".
    static func words(in code: String) -> Set<String> {
        words(in: Lexer.tokens(in: code)[...])
    }

    /// Every word `tokens` use, as `words(in:)` reads them.
    static func words(in tokens: ArraySlice<Token>) -> Set<String> {
        var words: Set<String> = []
        for token in tokens {
            switch token.kind {
            case .identifier: words.insert(String(token.text))
            case .backtickedIdentifier: words.insert(String(token.text.filter { $0 != "`" }))
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
struct BindingStatement: Hashable, Sendable {
    /// The binding as a global when no local of the module stands in its way; `nil` when it
    /// stays a statement whatever the module holds.
    var candidate: HoistedBinding?
    /// The names it binds for the code after it (see `BindingScan.boundNames()`).
    var boundNames: [String]
    /// The names its text uses after its pattern: a local among them keeps it a statement.
    var usedNames: Set<String>
    /// The text of its string literals with interpolations after its pattern: a local named in
    /// one keeps it a statement.
    var interpolatedStrings: [String]
    /// Every word its text uses (see `TopLevelBindings.words(in:)`): what a global
    /// made of it needs to be a global too.
    var words: Set<String>

    /// The binding as a global when the module's locals so far are `locals`, or `nil`.
    func hoisted(locals: Set<String>) -> HoistedBinding? {
        guard let candidate, locals.isDisjoint(with: candidate.names), locals.isDisjoint(with: usedNames),
            !interpolatedStrings.contains(where: { text in locals.contains { text.contains($0) } })
        else { return nil }
        return candidate
    }
}

/// Reads one top-level statement as a binding.
private struct BindingScan {
    let lexed: LexedBlock
    let tokens: Range<Int>

    /// The statement as `TopLevelBindings.of(_:locals:)` reads it.
    func statement(firstLine: Int, lastLine: Int) -> BindingStatement {
        let candidate = hoisted(firstLine: firstLine, lastLine: lastLine, locals: [])
        var used: Set<String> = []
        var interpolated: [String] = []
        if candidate != nil, let afterPattern = pattern(at: tokens.lowerBound + 1)?.end {
            for index in afterPattern..<tokens.upperBound {
                let token = lexed.tokens[index]
                if token.kind == .identifier || token.kind == .backtickedIdentifier {
                    used.insert(String(token.text.filter { $0 != "`" }))
                }
                if token.kind == .stringLiteral, token.text.contains("\\") { interpolated.append(String(token.text)) }
            }
        }
        return BindingStatement(
            candidate: candidate,
            boundNames: boundNames(),
            usedNames: used,
            interpolatedStrings: interpolated,
            words: TopLevelBindings.words(in: lexed.tokens[tokens])
        )
    }

    /// The binding as a global, or `nil` when it must stay a statement.
    func hoisted(firstLine: Int, lastLine: Int, locals: Set<String>) -> HoistedBinding? {
        let first = tokens.lowerBound
        guard lexed.isToken(first, .keyword, "let") || lexed.isToken(first, .keyword, "var") else { return nil }
        let keyword = String(lexed.tokens[first].text)
        guard let (names, afterPattern) = pattern(at: first + 1), !names.isEmpty, locals.isDisjoint(with: names) else {
            return nil
        }
        // A binding that uses a name it binds (`let counter = counter + 1`) means the earlier
        // declaration of that name, which only a nested scope of the program can do.
        let unavailable = locals.union(names)
        var depth = 0
        var initializer = false
        var body: Int?
        var unwrappedType: String?
        for index in afterPattern..<tokens.upperBound {
            let token = lexed.tokens[index]
            if token.text == "try" || token.text == "await" { return nil }
            if token.kind == .identifier || token.kind == .backtickedIdentifier,
                unavailable.contains(String(token.text.filter { $0 != "`" }))
            {
                return nil
            }
            if token.kind == .stringLiteral, token.text.contains("\\"),
                unavailable.contains(where: { token.text.contains($0) })
            {
                return nil
            }
            if depth == 0 {
                if token.kind == .punctuation, token.text == ";" || token.text == "," { return nil }
                // Observers (`var x = 0 { didSet { ... } }`) would not follow the value to a global.
                if lexed.isToken(index, .punctuation, "{"),
                    lexed.isToken(index + 1, .identifier, "didSet") || lexed.isToken(index + 1, .identifier, "willSet")
                {
                    return nil
                }
                if !initializer, lexed.isToken(index, .operator, "=") {
                    initializer = true
                    if names.count == 1, lexed.isToken(afterPattern, .punctuation, ":"), index > afterPattern + 1,
                        lexed.tokens[index - 1].text.hasSuffix("!")
                    {
                        let range = lexed.tokens[afterPattern + 1].range.lowerBound..<lexed.tokens[index - 1].range.upperBound
                        unwrappedType = String(lexed.code[range])
                    }
                }
                if !initializer, body == nil, lexed.isToken(index, .punctuation, "{") { body = index }
            }
            switch BracketKind(token) {
            case .opening: depth += 1
            case .closing: depth -= 1
            case nil: break
            }
        }
        var isComputed = false
        if !initializer {
            // `var total: Int { ... }` is computed; `var x: Int { didSet {} }` has no value.
            guard keyword == "var", let body, !lexed.isToken(body + 1, .identifier, "didSet"),
                !lexed.isToken(body + 1, .identifier, "willSet")
            else { return nil }
            isComputed = true
        }
        func isBlank(_ line: Int) -> Bool { lexed.lines[line - 1].allSatisfy { $0 == " " || $0 == "\t" } }
        var top = firstLine
        var bottom = lastLine
        while top < bottom, isBlank(top) { top += 1 }
        while bottom > top, isBlank(bottom) { bottom -= 1 }
        return HoistedBinding(
            keyword: keyword, names: names, firstLine: top, lastLine: bottom, isComputed: isComputed, unwrappedType: unwrappedType
        )
    }

    /// The names a `let`, `var` (attributes and modifiers before it included, as in
    /// `@Dependency(\.uuid) var uuid`) or `guard` statement binds for the code after it.
    func boundNames() -> [String] {
        let first = tokens.lowerBound
        var names: [String] = []
        if let word = ItemClassifier(lexed).firstWordIndex(in: tokens),
            lexed.isToken(word, .keyword, "let") || lexed.isToken(word, .keyword, "var")
        {
            names += pattern(at: word + 1)?.names ?? []
        }
        if lexed.isToken(first, .keyword, "guard") {
            var depth = 0
            for index in tokens {
                if depth == 0, lexed.isToken(index, .keyword, "let") || lexed.isToken(index, .keyword, "var") {
                    names += pattern(at: index + 1)?.names ?? []
                }
                switch BracketKind(lexed.tokens[index]) {
                case .opening: depth += 1
                case .closing: depth -= 1
                case nil: break
                }
            }
        }
        return names
    }

    /// The names of the pattern at `index` (a name, or a tuple of names and `_`) and the index
    /// after it, or `nil` for any other pattern.
    private func pattern(at index: Int) -> (names: [String], end: Int)? {
        if let name = name(at: index) { return ([name], index + 1) }
        guard lexed.isToken(index, .punctuation, "(") else { return nil }
        var names: [String] = []
        var cursor = index + 1
        while cursor < tokens.upperBound {
            if lexed.isToken(cursor, .punctuation, ")") { return (names, cursor + 1) }
            if let name = name(at: cursor) {
                names.append(name)
            } else if !lexed.isToken(cursor, .keyword, "_"), !lexed.isToken(cursor, .punctuation, ",") {
                return nil
            }
            cursor += 1
        }
        return nil
    }

    /// The name at `index`, without backticks, when the token there is one.
    private func name(at index: Int) -> String? {
        guard index < tokens.upperBound, lexed.isToken(index, .identifier) || lexed.isToken(index, .backtickedIdentifier) else {
            return nil
        }
        return String(lexed.tokens[index].text.filter { $0 != "`" })
    }
}
