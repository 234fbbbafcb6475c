/// Type declaration headers: `public struct Box<T>: Sendable where T: Equatable {`.
extension DeclarationWalk {
    /// The kind of type declared by the keyword at `position`, or `nil` when the word is not
    /// a declaration there (`class func`, `.enum`, `var actor`).
    func declarationKind(at position: Int) -> TypeDeclaration.Kind? {
        let token = tokens[position]
        let kind: TypeDeclaration.Kind
        switch (token.kind, token.text) {
        case (.keyword, "struct"): kind = .struct
        case (.keyword, "class"): kind = .class
        case (.keyword, "enum"): kind = .enum
        case (.keyword, "protocol"): kind = .protocol
        case (.keyword, "extension"): kind = .extension
        case (.identifier, "actor"): kind = .actor
        default: return nil
        }
        if position > 0, tokens.isPunctuation(position - 1, ".") { return nil }
        guard tokens.isName(position + 1) else { return nil }
        if kind == .extension { return kind }
        let after = position + 2
        guard after < tokens.count else { return nil }
        let next = tokens[after]
        switch next.kind {
        case .punctuation: return next.text == "{" || next.text == ":" ? kind : nil
        case .operator: return next.text.hasPrefix("<") ? kind : nil
        case .keyword: return next.text == "where" ? kind : nil
        default: return nil
        }
    }

    /// Reads a declaration header from its keyword through its `{`, and opens its body.
    /// A header without a body is read and dropped.
    mutating func readTypeDeclaration(_ kind: TypeDeclaration.Kind) {
        if !isInsideCode { recordDeclaration(kind.rawValue, at: index) }
        let attributes = pendingAttributes
        let modifiers = pendingModifiers
        clearPending()
        index += 1
        let nameToken = tokens[index]
        let name: String
        var genericParameters: [String] = []
        if kind == .extension {
            name = readTypePath()
        } else {
            name = String(nameToken.text)
            index += 1
            if angleDelta(at: index) > 0 { genericParameters = readGenericParameters() }
            recordNestedType(name)
        }
        var inheritance: [String] = []
        if tokens.isPunctuation(index, ":") {
            index += 1
            inheritance = readInheritance()
        }
        guard skipToBody() else { return }
        let enclosing = enclosingDeclarations.map { declarations[$0] }
        let qualifiedName = enclosing.last.map { "\($0.qualifiedName).\(name)" } ?? name
        open(
            TypeDeclaration(
                kind: kind,
                name: name,
                qualifiedName: qualifiedName,
                enclosingTypes: enclosing.map(\.asEnclosingType),
                accessLevel: modifiers.lazy.compactMap(AccessLevel.init(keyword:)).first,
                modifiers: modifiers.filter { AccessLevel(keyword: $0) == nil },
                attributes: attributes,
                genericParameters: genericParameters,
                inheritance: inheritance,
                isLocal: isInsideCode,
                conditions: branches,
                line: nameToken.line,
                column: nameToken.column
            )
        )
    }

    /// A dotted type name such as `Feature.Child`, skipping generic arguments.
    private mutating func readTypePath() -> String {
        var components: [String] = []
        while tokens.isName(index) {
            components.append(String(tokens[index].text))
            index += 1
            if angleDelta(at: index) > 0 { _ = readGenericParameters() }
            guard tokens.isPunctuation(index, "."), tokens.isName(index + 1) else { break }
            index += 1
        }
        return components.joined(separator: ".")
    }

    /// The names in a generic parameter clause `<T: P, each U, let n: Int>`; also skips a
    /// generic argument clause. `index` is at the `<` and ends past the matching `>`.
    private mutating func readGenericParameters() -> [String] {
        var names: [String] = []
        var depth = 0
        var expectsName = true
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punctuation, token.text == "{" || token.text == "}" { break }
            depth += angleDelta(at: index)
            if depth == 1 {
                if token.kind == .punctuation, token.text == "," {
                    expectsName = true
                } else if expectsName, tokens.isName(index),
                    !(token.text == "each" && tokens.isName(index + 1))
                {
                    names.append(String(token.text))
                    expectsName = false
                }
            }
            index += 1
            if depth <= 0 { break }
        }
        return names
    }

    /// The entries of an inheritance list, up to `where` or `{`.
    private mutating func readInheritance() -> [String] {
        var entries: [String] = []
        var start = index
        var depth = 0
        while index < tokens.count {
            let token = tokens[index]
            if depth == 0 {
                if token.kind == .keyword, token.text == "where" { break }
                if token.kind == .punctuation, ["{", "}", ";"].contains(token.text) { break }
                if token.kind == .punctuation, token.text == "," {
                    entries.append(tokens.text(start..<index))
                    start = index + 1
                }
            }
            if token.kind == .punctuation {
                if token.text == "(" || token.text == "[" { depth += 1 }
                if token.text == ")" || token.text == "]" { depth -= 1 }
            }
            depth += angleDelta(at: index)
            index += 1
        }
        if index > start { entries.append(tokens.text(start..<index)) }
        return entries
    }

    /// Moves past the `{` that opens a body, over a `where` clause. Returns `false`, without
    /// consuming a closing brace, when the header has no body.
    private mutating func skipToBody() -> Bool {
        var depth = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punctuation {
                switch token.text {
                case "{" where depth == 0:
                    index += 1
                    return true
                case "}" where depth == 0, ";" where depth == 0:
                    return false
                case "(", "[": depth += 1
                case ")", "]": depth -= 1
                default: break
                }
            }
            index += 1
        }
        return false
    }

    /// How much the token at `position` opens (`<`, `<<`) or closes (`>`, `>>`, `>?`) angle
    /// brackets, since the lexer glues brackets into operators as Swift's lexer does.
    func angleDelta(at position: Int) -> Int {
        guard position < tokens.count, tokens[position].kind == .operator else { return 0 }
        let text = tokens[position].text
        if text.allSatisfy({ $0 == "<" }) { return text.count }
        return -text.prefix(while: { $0 == ">" }).count
    }
}
