/// Whether an `@Reducer` struct writes its reducer out, as the original's macro tells it: a
/// member property typed `some Reducer<...>` or `some ReducerOf<...>`, a member property with an
/// initial value, or a `reduce(into:action:)` method. Such a struct is given no `State` or
/// `Action` of its own, so that a body written against an enclosing feature's `State` and
/// `Action` keeps them.
///
/// ```swift
/// ExplicitReducerBody.isWritten(in: "struct F { var body: some Reducer<State, Action> { EmptyReducer() } }")  // true
/// ExplicitReducerBody.isWritten(in: "struct F { @Dependency(\\.uuid) var uuid }")                          // false
/// ```
enum ExplicitReducerBody {
    static func isWritten(in declaration: String) -> Bool {
        isWritten(in: Lexer.tokens(in: declaration))
    }

    /// The same, for the declaration's tokens as ``Lexer`` cut them.
    static func isWritten(in declarationTokens: [Token]) -> Bool {
        let significant = SignificantTokens(declarationTokens)
        let tokens = significant.tokens
        var depth = 0
        for index in tokens.indices {
            let token = tokens[index]
            switch token.text {
            case "{":
                depth += 1
            case "}":
                depth -= 1
            case "var", "let":
                guard depth == 1, token.kind == .keyword else { break }
                if propertyIsExplicitBody(tokens, startsLine: significant.startsLine, from: index + 1) { return true }
            case "func":
                guard depth == 1, token.kind == .keyword else { break }
                if index + 3 < tokens.count, tokens[index + 1].text == "reduce", tokens[index + 2].text == "(",
                    tokens[index + 3].text == "into"
                {
                    return true
                }
            default:
                break
            }
        }
        return false
    }

    /// Whether the property whose name starts at `start` has an initial value or a reducer's
    /// opaque type; its declaration ends at a brace, a semicolon or the next line.
    private static func propertyIsExplicitBody(_ tokens: [Token], startsLine: [Bool], from start: Int) -> Bool {
        var nesting = 0
        var index = start
        while index < tokens.count {
            let text = tokens[index].text
            if nesting == 0, index > start, startsLine[index] || text == "{" || text == ";" { return false }
            switch text {
            case "(", "[":
                nesting += 1
            case ")", "]":
                nesting -= 1
            case "=" where nesting == 0:
                return true
            case ":" where nesting == 0:
                if isReducerOpaqueType(tokens, from: index + 1) { return true }
            default:
                break
            }
            index += 1
        }
        return false
    }

    /// Whether `some Reducer` or `some ReducerOf` (qualified or not) starts at `start`.
    private static func isReducerOpaqueType(_ tokens: [Token], from start: Int) -> Bool {
        guard start < tokens.count, tokens[start].text == "some" else { return false }
        var index = start + 1
        while index + 2 < tokens.count, tokens[index + 1].text == "." {
            index += 2
        }
        guard index < tokens.count else { return false }
        return tokens[index].text == "Reducer" || tokens[index].text == "ReducerOf"
    }
}
