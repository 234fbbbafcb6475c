import SwiftSource

/// For a block that fails because it is one part of a declaration, the later block of its
/// page that goes on with it: what the adoption summary points at when it suggests
/// ```` ```swift continues ````.
///
/// Docs often build a feature up across blocks: a `struct Feature: Reducer` with its `State`,
/// then its `Action`, then its `body`. The first part fails alone, with a brace left open
/// ("expected '}'") or a conformance it does not complete yet ("does not conform to protocol
/// 'Reducer'"). A later block completes it when it closes more braces than it opens (the end of
/// a declaration an earlier block opened), declares the type again or extends it, or declares
/// at file scope what only a type's member can be: indented as members are, or a
/// `var body: some ReducerOf<Self>`.
enum CompletingBlock {
    /// The first of `later` (the Swift blocks after `block` on its page, in order) that goes on
    /// with the declaration `block` fails for, given `errors`, the compiler's errors in `block`.
    static func of(_ block: CodeBlock, errors: [CompilerDiagnostic], later: [CodeBlock]) -> CodeBlock? {
        let candidates = later.filter { $0.attributes.isSwift && $0.sourceFile == nil && !$0.attributes.continuesPrevious }
        if braceBalance(of: block.code) > 0 || errors.contains(where: { $0.message.hasPrefix("expected '}'") }) {
            if let closing = candidates.first(where: { braceBalance(of: $0.code) < 0 }) { return closing }
        }
        let types = errors.compactMap(nonConformingType)
        guard !types.isEmpty else { return nil }
        return candidates.first { candidate in
            let tokens = Lexer.tokens(in: candidate.code).filter { !$0.kind.isTrivia }.map(\.text)
            for (index, word) in tokens.enumerated().dropLast() where types.contains(String(tokens[index + 1])) {
                if ["extension", "struct", "class", "enum", "actor"].contains(word) { return true }
            }
            return braceBalance(of: candidate.code) < 0 || startsIndented(candidate.code) || candidate.code.contains("some ReducerOf<Self>")
        }
    }

    /// Whether the code's first line that is not blank is indented: the writer's own
    /// indentation shows it as the members of a type an earlier block declares.
    static func startsIndented(_ code: String) -> Bool {
        guard let line = code.split(separator: "\n").first(where: { !$0.allSatisfy(\.isWhitespace) }) else { return false }
        return line.first == " " || line.first == "\t"
    }

    /// The type a "type 'Feature' does not conform to protocol 'Reducer'" error names.
    static func nonConformingType(_ error: CompilerDiagnostic) -> String? {
        guard error.message.contains("does not conform to protocol") else { return nil }
        let quoted = error.message.split(separator: "'", omittingEmptySubsequences: false)
        guard quoted.count >= 3 else { return nil }
        let name = quoted[1].split(separator: ".").last.map(String.init) ?? String(quoted[1])
        return name.isEmpty ? nil : name
    }

    /// How many more `{` than `}` the code has, outside strings and comments.
    static func braceBalance(of code: String) -> Int {
        Lexer.tokens(in: code).reduce(0) { balance, token in
            token.text == "{" ? balance + 1 : token.text == "}" ? balance - 1 : balance
        }
    }
}
