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
/// and each continuation as joined into it (``joined(_:problems:)``); each part's report is
/// the unit's.
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

    /// `blocks` (a page's, in order, with the problems extraction found in them by index),
    /// each with its code as the planner compiles it and, for a continuation, the index of the
    /// block it is joined into: each continuation's code is joined to the first block of its
    /// unit, the nearest Swift block before it that is not a continuation. A block with a
    /// problem, or whose fence says `skip`, is neither joined nor joined to; a continuation
    /// with a problem of its own is left as it is, and the parts after it still join the
    /// first block.
    package static func joined(_ blocks: [CodeBlock], problems: [Int: [DocError]]) -> [(block: CodeBlock, joinedInto: Int?)] {
        var result = blocks.map { (block: $0, joinedInto: Int?.none) }
        guard blocks.contains(where: \.attributes.continuesPrevious) else { return result }
        func setAside(_ block: CodeBlock) -> Bool {
            block.attributes.skipReason != nil || problems[block.index].map { !$0.isEmpty } == true
        }
        var head: Int?
        for position in result.indices {
            let block = result[position].block
            guard block.attributes.isSwift, block.sourceFile == nil else { continue }
            guard block.attributes.continuesPrevious else {
                head = position
                continue
            }
            guard let first = head, !setAside(block) else { continue }
            result[position].joinedInto = result[first].block.index
            guard !setAside(result[first].block) else { continue }
            let unit = result[first].block
            result[first].block.code = padded(unit.code, from: unit.codeLine, to: block.codeLine) + block.code
            if CodeBlockExtractor.isPlainSwift(unit.attributes), CodeBlockExtractor.declaresTests(block.code) {
                result[first].block.attributes.isTest = true
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
