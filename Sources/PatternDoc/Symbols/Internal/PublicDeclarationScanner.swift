import SwiftSource

/// Finds the ``PublicDeclaration``s of one file's tokens in a single walk, keeping track of
/// the braces: declarations count at file scope and in type bodies, never inside code.
struct PublicDeclarationScanner {
    /// What a pair of braces holds.
    private struct Scope {
        var isCode: Bool
        var isProtocol = false
        var isEnum = false
        /// Whether the type itself is visible outside the module.
        var isPublic = false
        /// Whether its members are public without saying so (a `public extension`).
        var membersPublic = false
    }

    private static let typeKeywords: Set<Substring> = ["struct", "class", "enum", "protocol", "extension", "actor"]
    private static let memberKeywords: Set<Substring> = [
        "func", "var", "let", "init", "subscript", "typealias", "case", "associatedtype", "macro",
    ]
    private static let modifiers: Set<Substring> = [
        "public", "open", "private", "fileprivate", "internal", "package", "static", "class", "final",
        "override", "mutating", "nonmutating", "convenience", "required", "lazy", "weak", "unowned",
        "nonisolated", "indirect", "dynamic", "optional", "consuming", "borrowing", "isolated",
        "distributed", "prefix", "postfix", "infix",
    ]

    /// The public declarations of `tokens`, the file `file` of `module`.
    static func declarations(in tokens: [Token], module: String, file: String) -> [PublicDeclaration] {
        var found: [PublicDeclaration] = []
        var scopes = [Scope(isCode: false, isPublic: true)]
        var pendingBody: Scope?
        var runStart: Int?
        var runIsPublic = false
        var index = 0
        var previous: Substring = ""
        func nextSignificant(after position: Int) -> Int? {
            var next = position + 1
            while next < tokens.count, tokens[next].kind.isTrivia { next += 1 }
            return next < tokens.count ? next : nil
        }
        func skipParentheses(from position: Int) -> Int {
            guard let open = nextSignificant(after: position), tokens[open].text == "(" else { return position }
            var depth = 0
            var cursor = open
            while cursor < tokens.count {
                if tokens[cursor].text == "(" { depth += 1 }
                if tokens[cursor].text == ")" {
                    depth -= 1
                    if depth == 0 { return cursor }
                }
                cursor += 1
            }
            return cursor
        }
        // `@ReducerBuilder<State, Action>`: the attribute's generic arguments, `>>` included.
        func skipGenericArguments(from position: Int) -> Int {
            guard let open = nextSignificant(after: position), tokens[open].text == "<" else { return position }
            var depth = 0
            var cursor = open
            while cursor < tokens.count {
                let text = tokens[cursor].text
                if tokens[cursor].kind == .operator, text.allSatisfy({ $0 == "<" || $0 == ">" }) {
                    depth += text.count { $0 == "<" } - text.count { $0 == ">" }
                    if depth <= 0 { return cursor }
                }
                cursor += 1
            }
            return cursor
        }
        while index < tokens.count {
            let token = tokens[index]
            defer { index += 1 }
            if token.kind.isTrivia { continue }
            let before = previous
            previous = token.text
            if token.text == "{", token.kind == .punctuation {
                scopes.append(pendingBody ?? Scope(isCode: true))
                pendingBody = nil
                runStart = nil
                continue
            }
            if token.text == "}", token.kind == .punctuation {
                if scopes.count > 1 { scopes.removeLast() }
                runStart = nil
                continue
            }
            let scope = scopes[scopes.count - 1]
            guard !scope.isCode else { continue }
            let word = token.text
            let isWord = token.kind == .keyword || token.kind == .identifier
            let next = nextSignificant(after: index).map { tokens[$0].text } ?? ""
            if token.kind == .attribute {
                if runStart == nil { runStart = index }
                index = skipParentheses(from: skipGenericArguments(from: index))
                continue
            }
            let isModifier = isWord && modifiers.contains(word)
                && !(word == "class" && !modifiers.contains(next) && !memberKeywords.contains(next))
            if isModifier {
                if runStart == nil { runStart = index }
                if word == "public" || word == "open" {
                    if next != "(" { runIsPublic = true }
                }
                index = skipParentheses(from: index)
                continue
            }
            let isType = isWord && (typeKeywords.contains(word) || (word == "actor" && next != "."))
            // `.init()` in a default argument is a call, not a declaration.
            let isMember = isWord && memberKeywords.contains(word) && before != "."
            if isType || isMember {
                let implicit = scope.isProtocol || scope.membersPublic || (scope.isEnum && word == "case")
                let isPublic = scope.isPublic && (runIsPublic || implicit)
                if isType {
                    pendingBody = Scope(
                        isCode: false,
                        isProtocol: word == "protocol",
                        isEnum: word == "enum",
                        isPublic: word == "extension" ? scope.isPublic : isPublic,
                        membersPublic: word == "extension" && runIsPublic
                    )
                } else {
                    pendingBody = nil
                }
                if isPublic, word != "extension" {
                    let start = runStart ?? index
                    let name = nextSignificant(after: index).map { tokens[$0] }
                    let named = name.map { $0.kind == .identifier || $0.kind == .backtickedIdentifier } ?? false
                    found.append(PublicDeclaration(
                        module: module,
                        file: file,
                        line: token.line,
                        name: named ? "\(word) \(name!.text)" : String(word),
                        docLines: docLines(before: start, in: tokens)
                    ))
                }
            }
            runStart = nil
            runIsPublic = false
        }
        return found
    }

    /// The lines of the doc comment right above the token at `start`: only whitespace between.
    private static func docLines(before start: Int, in tokens: [Token]) -> ClosedRange<Int>? {
        var cursor = start - 1
        var first: Int?
        var last: Int?
        while cursor >= 0 {
            let token = tokens[cursor]
            switch token.kind {
            case .whitespace, .newline:
                cursor -= 1
                continue
            case .docLineComment, .docBlockComment:
                let lines = token.text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
                if last == nil { last = token.line + lines }
                first = token.line
                cursor -= 1
                continue
            default:
                break
            }
            break
        }
        guard let first, let last else { return nil }
        return first...last
    }
}
