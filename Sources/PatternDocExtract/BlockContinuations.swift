import PatternDocModel
import PatternDocSupport

/// Blocks that go on with the declaration of the Swift block before them (```` ```swift continues ````),
/// so that a page can show one feature in parts (its `State`, then its `Action`, then its
/// `body`) and still verify it whole.
///
/// The parts are joined into one unit: the first block's code, then each continuation's, each
/// at its own line of the page (the lines between them, prose and fences, become blank lines).
/// So the unit compiles as the writer's one declaration, and the compiler's errors point at the
/// page's lines of whichever part they are in. The planner sees the unit as the first block,
/// and each continuation set aside (``isJoined(_:)``); each part's report is the unit's.
///
/// ````markdown
/// ```swift
/// struct Counter: Reducer {
///     struct State: Equatable { var count = 0 }
/// ```
/// Then its actions, and what they do:
/// ```swift continues
///     enum Action { case incrementTapped }
///     var body: some ReducerOf<Self> {
///         Reduce { state, _ in state.count += 1; return .none }
///     }
/// }
/// ```
/// ````
package enum BlockContinuations {
    /// The beginning of the reason a joined continuation is set aside for.
    private static let joinedReason = "continues the block at line "

    /// Whether `block` is a continuation joined into the block it continues, which the planner
    /// sees set aside: its report is that block's.
    package static func isJoined(_ block: CodeBlock) -> Bool {
        block.attributes.continuesPrevious && block.attributes.skipReason?.hasPrefix(joinedReason) == true
    }

    /// The continuations that have no Swift block before them on their page to continue.
    static func problems(in blocks: [CodeBlock]) -> [(index: Int, problem: DocError)] {
        var sawSwift = false
        var problems: [(index: Int, problem: DocError)] = []
        for block in blocks where block.attributes.isSwift && block.sourceFile == nil {
            if block.attributes.continuesPrevious, !sawSwift {
                problems.append((block.index, DocError(
                    at: block.position,
                    "'continues' joins a block to the Swift block before it, but no Swift block comes before this one on the page",
                    hint: "Remove `continues` from the page's first Swift block: the first part of a declaration is a plain ```swift block."
                )))
            }
            sawSwift = true
        }
        return problems
    }

    /// `blocks` (a page's, as the planner sees them) with each continuation's code joined to
    /// the block it continues, and the continuation set aside. A continuation with a problem
    /// of its own is left as it is (set aside with its problem), and the parts after it still
    /// join the first block.
    static func joined(_ blocks: [CodeBlock]) -> [CodeBlock] {
        guard blocks.contains(where: \.attributes.continuesPrevious) else { return blocks }
        var result = blocks
        var head: Int?
        for position in result.indices {
            let block = result[position]
            guard block.attributes.isSwift, block.sourceFile == nil else { continue }
            guard block.attributes.continuesPrevious else {
                head = position
                continue
            }
            guard let first = head, block.attributes.skipReason == nil else { continue }
            result[position].attributes.skipReason = joinedReason + "\(result[first].fenceLine)"
            guard result[first].attributes.skipReason == nil else { continue }
            result[first].code = padded(result[first].code, from: result[first].codeLine, to: block.codeLine) + block.code
            if CodeBlockExtractor.isPlainSwift(result[first].attributes), CodeBlockExtractor.declaresTests(block.code) {
                result[first].attributes.isTest = true
            }
        }
        return result
    }

    /// `code`, whose first line is line `start` of the page, followed by blank lines up to
    /// line `line`: what comes next starts at that line.
    static func padded(_ code: String, from start: Int, to line: Int) -> String {
        var code = code
        if !code.isEmpty, !code.hasSuffix("\n") { code += "\n" }
        let next = start + code.lineBreakCount
        return code + String(repeating: "\n", count: max(0, line - next))
    }
}
