/// Where a top-level item belongs in the generated module.
enum ItemKind: Equatable {
    /// At file scope, in `Declarations.swift`.
    case declaration
    /// In the body of the program, in `Program.swift`.
    case statement
}

/// One top-level item of a block: a declaration or a statement, with the lines it owns.
struct TopLevelItem: Equatable {
    /// Whether it belongs at file scope or in the program's body.
    var kind: ItemKind
    /// The first line it owns (1-based in the block), comments above it included.
    var firstLine: Int
    /// The range of its significant tokens in ``LexedBlock/tokens``.
    var tokens: Range<Int>
}

/// Finds where top-level items start, the way Swift's parser would see them at depth 0.
///
/// An item starts with the first significant token of a line when no bracket or `#if` is open
/// and the line does not continue the item before it. A line continues it when the item so far
/// is only attributes and modifiers (`@MainActor` on its own line), when the line before ends
/// with an infix operator or with `,` `.` `:`, or when the line starts with `.`, `{`, an infix
/// operator (one with space after it), `else`, `catch`, `where`, `throws`, `rethrows`, `as`,
/// `is` or `async` (not `async let`). Items never start mid-line: two items that share a line
/// (`struct A {}; let x = 1`) are one item.
struct TopLevelItems {
    private let block: LexedBlock
    /// The tokens of the generic argument clauses of attributes (`<Int>` in `@OptionSet<Int>`),
    /// which belong to their attribute.
    private let attributeGenericArguments: Set<Int>

    init(_ block: LexedBlock) {
        self.block = block
        var arguments: Set<Int> = []
        for index in block.tokens.indices where block.tokens[index].kind == .attribute {
            arguments.formUnion((index + 1)..<block.indexAfterGenericArguments(following: index))
        }
        attributeGenericArguments = arguments
    }

    /// The items in order; each owns the lines from its first line to the next item's first.
    func items() -> [TopLevelItem] {
        let starts = itemStartTokens()
        var items: [TopLevelItem] = []
        for (position, start) in starts.enumerated() {
            let end = position + 1 < starts.count ? starts[position + 1] : block.tokens.count
            let firstLine = items.isEmpty ? 1 : self.firstLine(ofItemStartingAt: start)
            guard let firstLine else {
                // The line is shared with the item before (through a multi-line comment):
                // the two are one item.
                items[items.count - 1].tokens = items[items.count - 1].tokens.lowerBound..<end
                continue
            }
            let kind = ItemClassifier(block).kind(of: start..<end)
            items.append(TopLevelItem(kind: kind, firstLine: firstLine, tokens: start..<end))
        }
        return items
    }

    /// The indexes of the significant tokens that start items.
    private func itemStartTokens() -> [Int] {
        var starts: [Int] = []
        var depth = 0
        var conditionalDepth = 0
        var onlyAttributesSoFar = false
        for index in block.tokens.indices {
            let token = block.tokens[index]
            if depth == 0, conditionalDepth == 0, block.startsLine[index],
                starts.isEmpty || !(onlyAttributesSoFar || continuesItem(at: index))
            {
                starts.append(index)
                onlyAttributesSoFar = true
            }
            if depth == 0, onlyAttributesSoFar {
                onlyAttributesSoFar = isAttributeOrModifierPart(at: index)
            }
            switch BracketKind(token) {
            case .opening: depth += 1
            case .closing: depth = max(0, depth - 1)
            case nil: break
            }
            if token.kind == .poundDirective {
                if token.text == "#if" { conditionalDepth += 1 }
                if token.text == "#endif" { conditionalDepth = max(0, conditionalDepth - 1) }
            }
        }
        return starts
    }

    /// Whether the token at `index` is an attribute, a modifier, or the `(` of their arguments.
    private func isAttributeOrModifierPart(at index: Int) -> Bool {
        let token = block.tokens[index]
        if token.kind == .attribute || Modifiers.all.contains(String(token.text)) { return true }
        if attributeGenericArguments.contains(index) { return true }
        return block.isToken(index, .punctuation, "(") && !block.followsTrivia[index] && index > 0
            && (block.tokens[index - 1].kind == .attribute
                || attributeGenericArguments.contains(index - 1)
                || Modifiers.all.contains(String(block.tokens[index - 1].text)))
    }

    /// Whether the line starting with the token at `index` continues the item before it.
    private func continuesItem(at index: Int) -> Bool {
        let previous = block.tokens[index - 1]
        switch previous.kind {
        case .operator where block.followsTrivia[index - 1]:
            // An infix operator waits for its right side, unless it is the one being declared.
            if !block.isToken(index - 2, .keyword, "operator") { return true }
        case .punctuation where [",", ".", ":"].contains(previous.text): return true
        default: break
        }
        let token = block.tokens[index]
        switch token.kind {
        case .punctuation: return [".", "{", ":", ",", ")", "]", "}"].contains(token.text)
        case .operator: return block.precedesTrivia[index]
        case .keyword: return ["else", "catch", "where", "throws", "rethrows", "as", "is"].contains(token.text)
        case .identifier: return token.text == "async" && !block.isToken(index + 1, .keyword, "let")
        default: return false
        }
    }

    /// The line an item owns from: its first token's line, moved up over the comment and blank
    /// lines above it, but never into a comment that started on the item before's last line.
    /// `nil` when the item's first line is shared with the item before.
    private func firstLine(ofItemStartingAt index: Int) -> Int? {
        let tokenLine = block.tokens[index].line
        var line = tokenLine
        while line > 1, block.startsInsideToken[line - 1] { line -= 1 }
        if line < tokenLine, block.isSignificantLine[line - 1] { return nil }
        while line > 1, !block.isSignificantLine[line - 2] { line -= 1 }
        while line < tokenLine, block.startsInsideToken[line - 1] { line += 1 }
        return line
    }
}
