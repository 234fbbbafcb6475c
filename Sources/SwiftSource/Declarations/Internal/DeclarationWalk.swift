/// The state of one pass of ``DeclarationScanner`` over a file.
///
/// The walk reads tokens left to right. It keeps a stack of brace scopes (a type body, or a
/// code body that makes everything inside it local), a stack of `#if` branches, and the
/// attributes and modifiers seen since the last declaration.
struct DeclarationWalk {
    /// A `{ }` scope the walk is inside.
    enum Scope {
        /// The body of `declarations[declaration]`, opened while `branchDepth` `#if` branches
        /// were open.
        case type(declaration: Int, branchDepth: Int)
        /// Any other body: a function, closure, accessor, initializer or statement.
        case local
    }

    let tokens: SignificantTokens
    var index = 0
    private(set) var declarations: [TypeDeclaration] = []
    private(set) var imports: [ImportDeclaration] = []
    /// Every declaration outside code bodies, types and members alike.
    private(set) var allDeclarations: [SourceDeclaration] = []
    var scopes: [Scope] = []
    var branches: [ConditionalBranch] = []
    var pendingAttributes: [String] = []
    var pendingModifiers: [String] = []
    /// Where the attributes and modifiers in `pendingAttributes` and `pendingModifiers` start.
    var pendingStart: Int?
    /// The access level written among `pendingModifiers` without a `(set)`.
    var pendingAccessLevel: AccessLevel?

    /// The words that declare a member (or a type alias, a case, a macro): what
    /// ``DeclarationScanner/allDeclarations(in:)`` lists besides types.
    static let memberWords: Set<String> = [
        "func", "var", "let", "init", "subscript", "typealias", "case", "associatedtype", "macro",
    ]

    /// Modifiers that may come before a type or a case; access levels are recognised apart.
    static let modifierWords: Set<String> = [
        "final", "indirect", "nonisolated", "distributed", "static", "class", "override",
        "required", "convenience", "dynamic", "lazy", "weak", "unowned", "mutating",
        "nonmutating", "optional", "prefix", "postfix", "infix", "consuming", "borrowing",
    ]

    init(tokens: [Token]) {
        self.tokens = SignificantTokens(tokens)
    }

    mutating func run() {
        while index < tokens.count {
            step()
        }
    }

    private mutating func step() {
        let token = tokens[index]
        let text = String(token.text)
        switch token.kind {
        case .poundDirective:
            handleDirective(text)
        case .attribute:
            if pendingStart == nil { pendingStart = index }
            pendingAttributes.append(readAttribute())
        case .punctuation where text == "{":
            scopes.append(.local)
            index += 1
            clearPending()
        case .punctuation where text == "}":
            if !scopes.isEmpty { scopes.removeLast() }
            index += 1
            clearPending()
        case .keyword where text == "case" && enclosingEnum != nil:
            recordMember(text)
            readCases()
        case .keyword where text == "import" && scopes.isEmpty:
            readImport()
        case .keyword where (text == "var" || text == "let") && !pendingModifiers.isEmpty:
            recordMember(text)
            if pendingModifiers.contains(where: { $0 == "static" || $0 == "class" }), tokens.isName(index + 1),
                case .type(let declaration, _)? = scopes.last
            {
                readStaticProperty(of: declaration)
            } else {
                index += 1
            }
            clearPending()
        case .keyword where text == "typealias":
            recordMember(text)
            if tokens.isName(index + 1) { recordNestedType(String(tokens[index + 1].text)) }
            index += 1
            clearPending()
        case .keyword, .identifier:
            if let kind = declarationKind(at: index) {
                readTypeDeclaration(kind)
            } else if AccessLevel(keyword: text) != nil || Self.modifierWords.contains(text) {
                readModifier(text)
            } else {
                if Self.memberWords.contains(text) { recordMember(text) }
                index += 1
                clearPending()
            }
        default:
            index += 1
            clearPending()
        }
    }

    /// Reads the name and written type of a `static` or `class` property of the type
    /// `declarations[declaration]`, its `var` or `let` at `index`, into the type's
    /// ``TypeDeclaration/staticPropertyTypes`` (an empty type when none is written).
    private mutating func readStaticProperty(of declaration: Int) {
        let name = String(tokens[index + 1].text)
        index += 2
        var type = ""
        if tokens.isPunctuation(index, ":") {
            let start = index + 1
            var depth = 0
            index += 1
            while index < tokens.count {
                let text = tokens[index].text
                if depth == 0, tokens[index].kind == .punctuation, text == "{" { break }
                if depth == 0, tokens[index].kind == .operator, text == "=" { break }
                // `>?` and `>>` close angle brackets too: `Box<Value>? { nil }`.
                depth += angleDelta(at: index)
                if text == "(" || text == "[" { depth += 1 }
                if text == ")" || text == "]" { depth -= 1 }
                index += 1
            }
            type = tokens.text(start..<index)
        }
        declarations[declaration].staticPropertyTypes[name] = type
    }

    /// Reads an access level or modifier, `text` at `index`, into what is pending for the next
    /// declaration; `private(set)` and the like do not set its access level.
    private mutating func readModifier(_ text: String) {
        if pendingStart == nil { pendingStart = index }
        pendingModifiers.append(text)
        index += 1
        if tokens.isPunctuation(index, "(") {
            skipBalanced()  // private(set)
        } else if pendingAccessLevel == nil {
            pendingAccessLevel = AccessLevel(keyword: text)
        }
    }

    mutating func clearPending() {
        pendingAttributes.removeAll()
        pendingModifiers.removeAll()
        pendingStart = nil
        pendingAccessLevel = nil
    }

    /// Records the declaration whose keyword `keyword` is at `index` in ``allDeclarations``,
    /// unless it is inside code or the word follows a `.` (`.init()` is a call).
    mutating func recordMember(_ keyword: String) {
        guard !isInsideCode, !(index > 0 && tokens.isPunctuation(index - 1, ".")) else { return }
        recordDeclaration(keyword, at: index)
    }

    /// Records the declaration whose keyword is at `position`, with what is pending before it.
    mutating func recordDeclaration(_ keyword: String, at position: Int) {
        allDeclarations.append(
            SourceDeclaration(
                keyword: keyword,
                name: tokens.isName(position + 1) ? String(tokens[position + 1].text) : nil,
                accessLevel: pendingAccessLevel,
                enclosingTypes: enclosingDeclarations.map { declarations[$0].asEnclosingType },
                line: tokens[position].line,
                docCommentLines: tokens.docCommentLines[pendingStart ?? position],
                attributes: pendingAttributes
            )
        )
    }

    // MARK: Scopes

    /// The enum whose body is the innermost scope, if any.
    var enclosingEnum: Int? {
        guard case .type(let declaration, _)? = scopes.last,
            declarations[declaration].kind == .enum
        else { return nil }
        return declaration
    }

    /// Whether some scope around the current position is a code body.
    var isInsideCode: Bool {
        scopes.contains { if case .local = $0 { true } else { false } }
    }

    /// The types and extensions around the current position, outermost first.
    var enclosingDeclarations: [Int] {
        scopes.compactMap { if case .type(let declaration, _) = $0 { declaration } else { nil } }
    }

    /// Records a type declared directly in the innermost type body, if the innermost scope is
    /// one.
    mutating func recordNestedType(_ name: String) {
        guard case .type(let declaration, _)? = scopes.last else { return }
        declarations[declaration].nestedTypeNames.append(name)
    }

    mutating func open(_ declaration: TypeDeclaration) {
        declarations.append(declaration)
        scopes.append(.type(declaration: declarations.count - 1, branchDepth: branches.count))
    }

    mutating func appendCase(_ enumCase: EnumCase, to declaration: Int) {
        declarations[declaration].cases.append(enumCase)
    }

    // MARK: Directives and attributes

    private mutating func handleDirective(_ text: String) {
        let directive = tokens[index]
        index += 1
        switch text {
        case "#if", "#elseif":
            let start = index
            while index < tokens.count, !tokens.startsLine[index] { index += 1 }
            let condition = tokens.text(start..<index)
            if text == "#if" {
                branches.append(
                    ConditionalBranch(
                        blockOffset: directive.utf8Range.lowerBound, index: 0, condition: condition,
                        earlierConditions: []
                    )
                )
            } else if let previous = branches.popLast() {
                branches.append(previous.next(condition: condition))
            }
        case "#else":
            if let previous = branches.popLast() {
                branches.append(previous.next(condition: nil))
            }
        case "#endif":
            _ = branches.popLast()
        default:
            break
        }
    }

    /// A file-scope import, from its `import` keyword to the end of its line, with the
    /// attributes and modifiers written before it.
    private mutating func readImport() {
        let start = index
        index += 1
        while index < tokens.count, !tokens.startsLine[index] { index += 1 }
        let prefix = pendingAttributes.filter { $0 != "@_exported" } + pendingModifiers
        let text = (prefix + [tokens.text(start..<index)]).joined(separator: " ")
        imports.append(ImportDeclaration(text: text, conditions: branches))
        clearPending()
    }

    /// An attribute with its generic arguments and its arguments, such as
    /// `@available(macOS 14, *)` or `@ReducerBuilder<State, Action>`.
    private mutating func readAttribute() -> String {
        let start = index
        index += 1
        if index < tokens.count, angleDelta(at: index) > 0, !tokens.followsTrivia[index] {
            var depth = 0
            repeat {
                depth += angleDelta(at: index)
                index += 1
            } while depth > 0 && index < tokens.count
        }
        if tokens.isPunctuation(index, "("), !tokens.followsTrivia[index] {
            skipBalanced()
        }
        return tokens.text(start..<index)
    }

    /// Skips from an opening `(`, `[` or `{` past its matching closing bracket.
    mutating func skipBalanced() {
        var depth = 0
        repeat {
            let token = tokens[index]
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[", "{": depth += 1
                case ")", "]", "}": depth -= 1
                default: break
                }
            }
            index += 1
        } while depth > 0 && index < tokens.count
    }
}

extension ConditionalBranch {
    /// The branch after this one in the same block: an `#elseif condition`, or `#else`.
    fileprivate func next(condition: String?) -> ConditionalBranch {
        ConditionalBranch(
            blockOffset: blockOffset,
            index: index + 1,
            condition: condition,
            earlierConditions: earlierConditions + (self.condition.map { [$0] } ?? [])
        )
    }
}
