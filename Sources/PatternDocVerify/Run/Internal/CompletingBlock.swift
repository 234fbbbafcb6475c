import PatternDocModel
import PatternDocPlan
import PatternDocReport

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
    /// `facts` gives each block's facts, lexed once by the planner.
    static func of(
        _ block: CodeBlock,
        errors: [CompilerDiagnostic],
        later: [CodeBlock],
        facts: (CodeBlock) -> BlockFacts
    ) -> CodeBlock? {
        let candidates = later.filter { $0.attributes.isSwift && $0.sourceFile == nil && !$0.attributes.continuesPrevious }
        if facts(block).braceBalance > 0 || errors.contains(where: { $0.message.hasPrefix("expected '}'") }) {
            if let closing = candidates.first(where: { facts($0).braceBalance < 0 }) { return closing }
        }
        let types = errors.compactMap(nonConformingType)
        guard !types.isEmpty else { return nil }
        return candidates.first { candidate in
            let candidateFacts = facts(candidate)
            if types.contains(where: candidateFacts.declaredOrExtendedTypes.contains) { return true }
            return candidateFacts.braceBalance < 0 || startsIndented(candidate.code) || candidate.code.contains("some ReducerOf<Self>")
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
}
