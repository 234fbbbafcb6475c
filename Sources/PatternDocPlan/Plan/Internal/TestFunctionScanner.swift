/// Finds `@Test` functions in lexed code, keeping track of the types they are declared in.
struct TestFunctionScanner {
    private static let typeWords: Set<String> = ["struct", "class", "enum", "actor", "extension"]

    private let block: LexedBlock

    init(_ block: LexedBlock) {
        self.block = block
    }

    func tests() -> [DocTest] {
        var tests: [DocTest] = []
        var depth = 0
        var types: [(name: String, depth: Int)] = []
        var pendingType: String?
        for index in block.tokens.indices {
            let token = block.tokens[index]
            let enclosingType = types.isEmpty ? nil : types.map(\.name).joined(separator: ".")
            if token.kind == .attribute, token.text == "@Test", let test = test(at: index, enclosingType: enclosingType) {
                tests.append(test)
            }
            if TestFunctionScanner.typeWords.contains(String(token.text)),
                token.kind == .keyword || token.kind == .identifier,
                let name = typeName(at: index + 1)
            {
                pendingType = name
            }
            switch BracketKind(token) {
            case .opening:
                if token.text == "{", let name = pendingType {
                    types.append((name, depth))
                    pendingType = nil
                }
                depth += 1
            case .closing:
                depth = max(0, depth - 1)
                if token.text == "}", types.last?.depth == depth { types.removeLast() }
            case nil:
                break
            }
        }
        return tests
    }

    /// The test whose `@Test` attribute is at `index`, or `nil` when no function follows it.
    private func test(at index: Int, enclosingType: String?) -> DocTest? {
        var cursor = index + 1
        var displayName: String?
        if block.isToken(cursor, .punctuation, "("), !block.followsTrivia[cursor] {
            if block.isToken(cursor + 1, .stringLiteral),
                block.isToken(cursor + 2, .punctuation, ",") || block.isToken(cursor + 2, .punctuation, ")")
            {
                displayName = StringLiteralValue.decode(block.tokens[cursor + 1].text)
            }
            cursor = block.indexAfterGroup(openingAt: cursor)
        }
        while cursor < block.tokens.count {
            let token = block.tokens[cursor]
            guard token.kind == .attribute || Modifiers.all.contains(String(token.text)) else { break }
            cursor += 1
            if block.isToken(cursor, .punctuation, "("), !block.followsTrivia[cursor] {
                cursor = block.indexAfterGroup(openingAt: cursor)
            }
        }
        guard block.isToken(cursor, .keyword, "func"), block.tokens.indices.contains(cursor + 1) else { return nil }
        let name = unescaped(block.tokens[cursor + 1].text)
        var parameters = cursor + 2
        while parameters < block.tokens.count, !block.isToken(parameters, .punctuation, "(") {
            if block.isToken(parameters, .punctuation, "{") { return nil }
            parameters += 1
        }
        guard parameters < block.tokens.count else { return nil }
        let labels = argumentLabels(ofParametersAt: parameters).map { "\($0):" }.joined()
        return DocTest(
            functionName: "\(name)(\(labels))",
            displayName: displayName,
            enclosingType: enclosingType,
            line: block.tokens[index].line
        )
    }

    /// The argument labels of the parameter list that opens at `index`: the first name of
    /// each parameter (`_` included), found as the name before `:` or before a second name
    /// and `:`. Commas inside generic arguments do not start a parameter, since no `:`
    /// follows them in that shape.
    private func argumentLabels(ofParametersAt index: Int) -> [String] {
        let end = block.indexAfterGroup(openingAt: index)
        var labels: [String] = []
        var depth = 0
        var cursor = index
        while cursor < end {
            let token = block.tokens[cursor]
            switch BracketKind(token) {
            case .opening: depth += 1
            case .closing: depth -= 1
            case nil: break
            }
            if depth == 1, token.text == "(" || token.text == ",", token.kind == .punctuation {
                let first = cursor + 1
                if block.isWord(first),
                    block.isToken(first + 1, .punctuation, ":")
                        || (block.isWord(first + 1) && block.isToken(first + 2, .punctuation, ":"))
                {
                    labels.append(unescaped(block.tokens[first].text))
                }
            }
            cursor += 1
        }
        return labels
    }

    /// The type name starting at `index`, dotted names included (`Feature.State`), or `nil`
    /// when no name is there (as in `class func`).
    private func typeName(at index: Int) -> String? {
        guard block.isToken(index, .identifier) || block.isToken(index, .backtickedIdentifier) else { return nil }
        var parts = [unescaped(block.tokens[index].text)]
        var cursor = index + 1
        while block.isToken(cursor, .punctuation, "."), block.isWord(cursor + 1) {
            parts.append(unescaped(block.tokens[cursor + 1].text))
            cursor += 2
        }
        return parts.joined(separator: ".")
    }

    private func unescaped(_ name: Substring) -> String {
        name.count > 1 && name.hasPrefix("`") && name.hasSuffix("`")
            ? String(name.dropFirst().dropLast()) : String(name)
    }
}
