import Foundation

/// The end of a run with failures, for a maintainer adopting patterndoc: the failed blocks
/// grouped by cause (``FailureCause``), each at its `file:line`, with the fence attribute to
/// add to each block that cannot be verified as written, and how many builds the run took.
///
/// ```text
/// Adoption summary: 5 of 61 Swift blocks failed; 56 were verified as written.
///
/// elided code (2): the block leaves code out (`...` or a placeholder), so it cannot ...
///   Docs/Guide.md:40: ```swift skip("elided code")
/// ...
/// Adding the 3 attributes above leaves 2 blocks to fix. The doc workspace was built 4 times.
/// ```
///
/// Print it after ``FailureSummary`` when docs written elsewhere are verified for the first
/// time; a report whose blocks all passed has no summary:
///
/// ```swift
/// import PatternDoc
///
/// var report = VerificationReport(dependencyHash: "", pages: [], blocks: [], problems: [], seconds: 0)
/// var elided = BlockReport(page: "Docs/Guide.md", line: 40, index: 1, kind: .compiled, isHidden: false, status: .failed)
/// elided.cause = .elidedCode
/// elided.suggestedAttribute = "skip(\"elided code\")"
/// report.blocks = [BlockReport(page: "Docs/Guide.md", line: 3, index: 0, kind: .compiled, isHidden: false, status: .passed), elided]
///
/// let summary = AdoptionSummary.text(for: report)
/// assert(summary.hasPrefix("Adoption summary: 1 of 2 Swift blocks failed; 1 was verified as written."))
/// assert(summary.contains("  Docs/Guide.md:40: ```swift skip(\"elided code\")"))
/// assert(summary.contains("Adding the 1 attribute above leaves 0 blocks to fix."))
/// ```
public enum AdoptionSummary {
    /// Whether a failure's message is an error only Swift 6's strict concurrency checking
    /// reports, which the Swift 5 language mode accepts.
    static func isStrictConcurrencyFailure(_ message: String) -> Bool {
        [
            "is not concurrency-safe", "nonisolated global shared mutable state", "sending '", "data race",
            "non-Sendable", "does not conform to the 'Sendable' protocol", "actor-isolated", "main actor-isolated",
        ].contains { message.contains($0) }
    }

    /// The summary of `report`, or an empty string when nothing failed.
    public static func text(for report: VerificationReport) -> String {
        let failed = report.blocks.filter { $0.status == .failed }
        guard !failed.isEmpty else { return "" }
        let swiftBlocks = report.blocks.filter { $0.kind != .notSwift }
        let passed = swiftBlocks.count { $0.status == .passed }
        var lines = [
            "Adoption summary: \(failed.count) of \(swiftBlocks.count) Swift blocks failed; \(passed) \(passed == 1 ? "was" : "were") verified as written.",
        ]
        let groups = Dictionary(grouping: failed) { $0.cause ?? .other }
        for cause in FailureCause.allCases {
            guard let blocks = groups[cause] else { continue }
            lines.append("")
            lines.append("\(cause.title) (\(blocks.count)): \(cause.advice)")
            for block in blocks {
                if let attribute = block.suggestedAttribute {
                    lines.append("  \(block.position): ```swift \(attribute)")
                } else if cause == .declarationInParts, let first = block.message?.split(separator: "\n").first {
                    lines.append("  \(block.position): \(first)")
                } else {
                    lines.append("  \(block.position)")
                }
            }
        }
        lines += fragmentLines(report.blocks)
        lines += rankedEditLines(failed)
        let suggested = failed.count { $0.suggestedAttribute != nil }
        lines.append("")
        var closing = suggested == 0
            ? "No block needs an attribute: each failure above is to be fixed in the code or its comments."
            : "Adding the \(suggested) attribute\(suggested == 1 ? "" : "s") above leaves \(failed.count - suggested) block\(failed.count - suggested == 1 ? "" : "s") to fix."
        if report.builds > 0 {
            closing += " The doc workspace was built \(report.builds) time\(report.builds == 1 ? "" : "s")."
        }
        lines.append(closing)
        let concurrency = failed.count { isStrictConcurrencyFailure($0.message ?? "") }
        if concurrency > 0 {
            lines.append("\(concurrency) of the failures \(concurrency == 1 ? "is a" : "are") Swift 6 strict-concurrency error\(concurrency == 1 ? "" : "s"); if the docs were written for Swift 5, run again with --language-mode 5.")
        }
        return lines.joined(separator: "\n") + "\n\n"
    }

    /// The illustrative fragments (``BlockReport/Status/fragment``), each with the names it
    /// uses that nothing declares: not failures, but what a writer may want to declare.
    static func fragmentLines(_ blocks: [BlockReport]) -> [String] {
        let fragments = blocks.filter { $0.status == .fragment }
        guard !fragments.isEmpty else { return [] }
        var lines = ["", "illustrative fragments (\(fragments.count), not counted as failures): each uses names no block of its page nor the package declares; declare them in a ```swift hidden block above it to verify it."]
        for block in fragments {
            let uses = block.message.flatMap { message -> String? in
                guard let start = message.range(of: "it uses "),
                    let end = message.range(of: ", which no block", range: start.upperBound..<message.endIndex)
                else { return nil }
                return String(message[start.upperBound..<end.lowerBound])
            }
            lines.append("  \(block.position)" + (uses.map { ": uses \($0)" } ?? ""))
        }
        return lines
    }

    /// The failed blocks other failed blocks depend on (their message names its line: see
    /// ``FailureCause/dependsOnBlockPhrase(line:)``), those with the most dependents first: the
    /// edits that would verify the most blocks. At most ten.
    static func rankedEditLines(_ failed: [BlockReport]) -> [String] {
        var dependents: [String: Int] = [:]
        for block in failed {
            guard let line = block.message.flatMap(FailureCause.dependedOnLine(in:)) else { continue }
            dependents["\(block.page):\(line)", default: 0] += 1
        }
        let ranked = failed.compactMap { block in dependents["\(block.page):\(block.line)"].map { (block, $0) } }
            .sorted { $0.1 > $1.1 || ($0.1 == $1.1 && ($0.0.page, $0.0.line) < ($1.0.page, $1.0.line)) }
            .prefix(10)
        guard !ranked.isEmpty else { return [] }
        var lines = ["", "The edits that would verify the most blocks: fixing each block below verifies it and the failed blocks that use what it declares."]
        for (block, count) in ranked {
            let cause = block.cause.map { " (\($0.title))" } ?? ""
            lines.append("  \(block.position)\(cause): \(count + 1) blocks")
        }
        return lines
    }
}
