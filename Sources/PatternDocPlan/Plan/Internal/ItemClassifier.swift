/// Decides whether a top-level item is a declaration (it belongs at file scope) or a statement
/// (it belongs in the program's body), from its first word after attributes and modifiers.
struct ItemClassifier {
    /// The words that make an item a declaration when they come first.
    static let declarationWords: Set<String> = [
        "struct", "class", "enum", "actor", "protocol", "extension", "func", "typealias", "import",
        "macro", "operator", "precedencegroup",
    ]

    /// Declaration words that are ordinary names elsewhere: they count only before a name.
    private static let contextualDeclarationWords: Set<String> = ["actor", "macro"]

    private let block: LexedBlock

    init(_ block: LexedBlock) {
        self.block = block
    }

    /// The kind of the item made of `tokens`.
    ///
    /// `#if` lines and their conditions, `#else`, `#elseif` and `#endif` are skipped, so a
    /// conditional compilation block is classified by the first item inside it. An item with
    /// nothing but directives is a declaration: it compiles anywhere.
    func kind(of tokens: Range<Int>) -> ItemKind {
        guard let word = firstWord(in: tokens) else { return .declaration }
        return ItemClassifier.declarationWords.contains(word) ? .declaration : .statement
    }

    /// Whether the item is an `import` declaration.
    func isImport(_ tokens: Range<Int>) -> Bool {
        firstWord(in: tokens) == "import"
    }

    /// The first significant word of the item after directives, attributes and modifiers, or
    /// `nil` when there is none. A contextual declaration word not followed by a name is
    /// returned as `""`, an expression.
    private func firstWord(in tokens: Range<Int>) -> String? {
        guard let index = firstWordIndex(in: tokens) else { return nil }
        let token = block.tokens[index]
        let word = String(token.text)
        if ItemClassifier.contextualDeclarationWords.contains(word),
            !(block.isToken(index + 1, .identifier) || block.isToken(index + 1, .backtickedIdentifier))
        {
            return ""
        }
        return token.kind == .keyword || token.kind == .identifier ? word : ""
    }

    /// The index of the item's first token after directives, attributes and modifiers, or
    /// `nil` when there is none.
    func firstWordIndex(in tokens: Range<Int>) -> Int? {
        var index = tokens.lowerBound
        while index < tokens.upperBound {
            let token = block.tokens[index]
            if token.kind == .poundDirective, ["#if", "#elseif"].contains(token.text) {
                index += 1
                while index < tokens.upperBound, !block.startsLine[index] { index += 1 }
            } else if token.kind == .poundDirective, ["#else", "#endif"].contains(token.text) {
                index += 1
            } else if token.kind == .attribute {
                index = indexAfterArguments(following: index)
            } else if isModifier(at: index) {
                index = indexAfterArguments(following: index)
            } else {
                return index
            }
        }
        return nil
    }

    /// The index after the token at `index` and the `( ... )` written right against it, as in
    /// `@Suite("Counter")` or `private(set)`.
    private func indexAfterArguments(following index: Int) -> Int {
        let next = block.tokens[index].kind == .attribute ? block.indexAfterGenericArguments(following: index) : index + 1
        guard block.isToken(next, .punctuation, "("), !block.followsTrivia[next] else { return next }
        return block.indexAfterGroup(openingAt: next)
    }

    /// Whether the token at `index` is a declaration modifier. Reserved modifiers always are;
    /// contextual ones (`final`, `open`, `nonisolated`, ...) only when a word follows them,
    /// possibly after their own arguments (`nonisolated(unsafe) var`).
    private func isModifier(at index: Int) -> Bool {
        let text = String(block.tokens[index].text)
        if block.tokens[index].kind == .keyword { return Modifiers.reserved.contains(text) }
        guard block.tokens[index].kind == .identifier, Modifiers.contextual.contains(text) else {
            return false
        }
        let next = indexAfterArguments(following: index)
        return block.isWord(next) && !block.startsLine[next]
    }
}

/// The declaration modifiers of Swift.
enum Modifiers {
    /// Modifiers that are reserved words.
    static let reserved: Set<String> = ["public", "private", "fileprivate", "internal", "static"]

    /// Modifiers that are names everywhere else.
    static let contextual: Set<String> = [
        "package", "open", "final", "nonisolated", "indirect", "override", "mutating",
        "nonmutating", "lazy", "weak", "unowned", "dynamic", "convenience", "required",
        "optional", "prefix", "postfix", "infix", "distributed", "consuming", "borrowing",
        "isolated",
    ]

    /// Both.
    static let all = reserved.union(contextual)
}
