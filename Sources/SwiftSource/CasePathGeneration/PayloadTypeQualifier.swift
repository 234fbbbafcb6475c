/// Rewrites a payload type so that it means the same inside the generated extension as it
/// does inside the enum's declaration.
///
/// Inside `struct Feature { enum Action { case state(State) } }`, `State` is found in
/// `Feature`. The generated `extension Feature.Action` does not look into `Feature`, so the
/// name must become `Feature.State`. Names the extension does find are left alone: the enum's
/// own nested types, generic parameters of the enum and of the types around it, and anything
/// at file scope or in other modules. Only the first component of a dotted name is looked up,
/// and `Self` becomes the enum's own type, since inside `AllCasePaths` it would mean that
/// struct instead.
///
/// ```swift
/// qualifier.qualify("IdentifiedActionOf<Todo>")  // "IdentifiedActionOf<Feature.Todo>"
/// qualifier.qualify("[String: Child.Action]")    // "[String: Feature.Child.Action]"
/// ```
struct PayloadTypeQualifier {
    /// Name scopes from the enum outward; each maps the names it declares to the prefix that
    /// reaches them from the generated extension (`nil`: reachable as they are).
    private var scopes: [(names: Set<String>, prefix: String?)] = []
    /// How the generated code spells the enum's own type, for `Self`.
    private let selfType: String

    /// Words that modify the type after them rather than name a type.
    private static let typeModifiers: Set<String> = [
        "any", "some", "each", "repeat", "borrowing", "consuming", "sending", "isolated",
    ]

    init(for declaration: TypeDeclaration, selfType: String, index: TypeIndex) {
        self.selfType = selfType
        let own = Set(declaration.genericParameters).union(index.nestedTypeNames(of: declaration.qualifiedName))
        scopes.append((own, nil))
        for parent in declaration.enclosingTypes.reversed() {
            let generics = Set(parent.genericParameters + index.genericParameters(of: parent.qualifiedName))
            scopes.append((generics, nil))
            scopes.append((index.nestedTypeNames(of: parent.qualifiedName), parent.qualifiedName))
        }
    }

    /// `type` with every name that needs it qualified.
    func qualify(_ type: String) -> String {
        let tokens = Lexer.tokens(in: type)
        let significant = tokens.indices.filter { !tokens[$0].kind.isTrivia }
        var brackets: [Substring] = []
        var result = ""
        for (position, index) in significant.enumerated() {
            let token = tokens[index]
            // Trivia between significant tokens is kept as written.
            let previousEnd = position > 0 ? significant[position - 1] + 1 : 0
            result += tokens[previousEnd..<index].map(\.text).joined()
            let previous = position > 0 ? tokens[significant[position - 1]] : nil
            let next = position + 1 < significant.count ? tokens[significant[position + 1]] : nil
            result += rewrite(token, previous: previous, next: next, insideParentheses: brackets.last == "(")
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[": brackets.append(token.text)
                case ")", "]": _ = brackets.popLast()
                default: break
                }
            }
        }
        if let last = significant.last {
            result += tokens[(last + 1)...].map(\.text).joined()
        }
        return result
    }

    private func rewrite(_ token: Token, previous: Token?, next: Token?, insideParentheses: Bool) -> String {
        let text = String(token.text)
        if token.kind == .keyword, text == "Self", previous?.text != "." {
            return selfType
        }
        guard token.kind == .identifier || token.kind == .backtickedIdentifier else { return text }
        if previous?.kind == .punctuation, previous?.text == "." { return text }
        let isLabel = insideParentheses && next?.kind == .punctuation && next?.text == ":"
        let isModifier = Self.typeModifiers.contains(text)
            && (next?.kind == .identifier || next?.kind == .backtickedIdentifier || next?.kind == .keyword)
        if isLabel || isModifier { return text }
        let name = token.kind == .backtickedIdentifier ? String(text.dropFirst().dropLast()) : text
        for scope in scopes where scope.names.contains(name) {
            return scope.prefix.map { "\($0).\(text)" } ?? text
        }
        return text
    }
}
