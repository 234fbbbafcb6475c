/// A stored property of a dependency client, as the generated `init()` sees it.
///
/// ```swift
/// // var fetch: @Sendable (_ id: Int) async throws -> String
/// property.name           // "fetch"
/// property.closure?.result // "String"
/// property.hasDefault     // false
/// ```
public struct ClientProperty: Sendable, Hashable {
    /// The property's name as written (backticks kept).
    public var name: String
    /// Its type as written, if it has one.
    public var type: String?
    /// The function type, when the property is an endpoint: a `var` whose type is a function.
    public var closure: ClosureType?
    /// The default value's text, when it has one.
    public var defaultValue: String?
    /// The access modifier written on it, if any.
    public var accessLevel: AccessLevel?
    /// Whether it is declared with `let`.
    public var isLet: Bool
    /// The 1-based line of its name.
    public var line: Int
    /// The 1-based column of its name.
    public var column: Int

    /// Whether the property is an endpoint of the client.
    public var isEndpoint: Bool { closure != nil && !isLet }

    /// Whether the property has a default value.
    public var hasDefault: Bool { defaultValue != nil }

    /// Whether the property's type is an optional (`String?`), which a `var` starts as `nil`;
    /// a function whose result is optional (`() async -> TimeInterval?`) is not one.
    public var isOptional: Bool { closure == nil && type?.hasSuffix("?") == true }

    /// The name without backticks, as a string literal would spell it.
    public var plainName: String { name.filter { $0 != "`" } }
}

/// Reads the stored properties declared directly in a struct's body.
enum ClientPropertyScanner {
    /// The stored instance properties of the type whose name token is at `line`:`column`, in
    /// order; `nil` when its body cannot be found.
    static func properties(in tokens: SignificantTokens, nameLine line: Int, column: Int) -> [ClientProperty]? {
        guard let nameIndex = (0..<tokens.count).first(where: { tokens[$0].line == line && tokens[$0].column == column }),
            let open = (nameIndex..<tokens.count).first(where: { tokens.isPunctuation($0, "{") })
        else { return nil }
        let close = ClosureType.afterBalanced(tokens, from: open, limit: tokens.count) - 1
        var properties: [ClientProperty] = []
        var index = open + 1
        var modifiers: [String] = []
        while index < close {
            let token = tokens[index]
            let text = String(token.text)
            if token.kind == .punctuation, ["(", "[", "{"].contains(text) {
                index = ClosureType.afterBalanced(tokens, from: index, limit: close)
                modifiers.removeAll()
            } else if token.kind == .attribute {
                index += 1
                if tokens.isPunctuation(index, "("), !tokens.followsTrivia[index] {
                    index = ClosureType.afterBalanced(tokens, from: index, limit: close)
                }
            } else if token.kind == .keyword, text == "var" || text == "let" {
                let (property, next) = readProperty(tokens, at: index, limit: close, modifiers: modifiers)
                if let property { properties.append(property) }
                index = next
                modifiers.removeAll()
            } else if AccessLevel(keyword: text) != nil || DeclarationWalk.modifierWords.contains(text) {
                modifiers.append(text)
                index += 1
                if tokens.isPunctuation(index, "(") { index = ClosureType.afterBalanced(tokens, from: index, limit: close) }
            } else {
                modifiers.removeAll()
                index += 1
            }
        }
        return properties
    }

    /// One `var` or `let` at `index`: the property, unless it is static or computed, and where
    /// the declaration ends.
    private static func readProperty(
        _ tokens: SignificantTokens,
        at index: Int,
        limit: Int,
        modifiers: [String]
    ) -> (ClientProperty?, Int) {
        let isLet = tokens[index].text == "let"
        let nameIndex = index + 1
        guard nameIndex < limit, tokens.isName(nameIndex) || tokens[nameIndex].kind == .keyword else {
            return (nil, index + 1)
        }
        var cursor = nameIndex + 1
        var typeRange: Range<Int>?
        if tokens.isPunctuation(cursor, ":") {
            let start = cursor + 1
            cursor = endOfPart(tokens, from: start, limit: limit)
            typeRange = start..<cursor
        }
        var defaultRange: Range<Int>?
        if cursor < limit, tokens.isToken(cursor, .operator, "=") {
            let start = cursor + 1
            cursor = endOfPart(tokens, from: start, limit: limit)
            defaultRange = start..<cursor
        }
        var isComputed = false
        if cursor < limit, tokens.isPunctuation(cursor, "{") {
            isComputed = !isObserverBlock(tokens, at: cursor) || typeRange == nil
            cursor = ClosureType.afterBalanced(tokens, from: cursor, limit: limit)
        }
        let isStatic = modifiers.contains("static") || modifiers.contains("class")
        guard !isStatic, !isComputed, let typeRange else {
            // A property without a type is skipped too: the generated init needs the type.
            return (nil, cursor)
        }
        let name = tokens[nameIndex]
        let closure = ClosureType(tokens: tokens, range: typeRange)
        let property = ClientProperty(
            name: String(name.text),
            type: tokens.text(typeRange),
            closure: closure,
            defaultValue: defaultRange.map { tokens.text($0) },
            accessLevel: modifiers.lazy.compactMap(AccessLevel.init(keyword:)).first,
            isLet: isLet,
            line: name.line,
            column: name.column
        )
        return (property, cursor)
    }

    /// Whether the `{` at `index` opens `willSet`/`didSet` observers rather than a getter.
    private static func isObserverBlock(_ tokens: SignificantTokens, at index: Int) -> Bool {
        index + 1 < tokens.count && ["willSet", "didSet"].contains(String(tokens[index + 1].text))
    }

    /// Where a type or a default value that starts at `start` ends: at `=` or `{` outside
    /// brackets (for a type), or at the first line that starts a new declaration.
    private static func endOfPart(_ tokens: SignificantTokens, from start: Int, limit: Int) -> Int {
        var index = start
        let continuing: Set<String> = [":", "->", ",", "(", "[", "<", "&", "=", ".", "??", "+", "-", "*", "/", "in"]
        let continuations: Set<String> = ["->", ")", "]", ">", "async", "throws", "rethrows", "&", "?", "!", ".", "??", "+", "-", "*", "/"]
        while index < limit {
            let token = tokens[index]
            let text = String(token.text)
            if index > start, tokens.startsLine[index], !continuing.contains(String(tokens[index - 1].text)),
                !continuations.contains(text)
            {
                return index
            }
            if token.kind == .punctuation {
                if text == "{" {
                    // A closure value (`= { _ in }`) belongs to the default; a `{` after a type
                    // opens accessors.
                    let isValue = index > start || tokens.isToken(index - 1, .operator, "=")
                    if tokens.isToken(start - 1, .operator, "="), isValue {
                        index = ClosureType.afterBalanced(tokens, from: index, limit: limit)
                        continue
                    }
                    return index
                }
                if text == "(" || text == "[" {
                    index = ClosureType.afterBalanced(tokens, from: index, limit: limit)
                    continue
                }
                if text == ";" || text == "}" { return index }
            }
            if token.kind == .operator, text == "=", !tokens.isToken(start - 1, .operator, "=") {
                return index
            }
            index += 1
        }
        return index
    }
}
