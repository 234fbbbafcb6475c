import PatternDocExtract
import PatternDocModel

/// Turns the problems extraction found in single blocks (``ExtractedBlocks/problems``) into
/// those blocks' failed reports, so that each is reported at its line while every other block
/// of the run is verified.
enum BlockProblemReports {
    /// `reports` with each syntax template's (``SyntaxTemplate``) counted as one.
    static func markingTemplates(_ reports: [BlockReport], blocks: [CodeBlock]) -> [BlockReport] {
        let templates = Set(blocks.filter(SyntaxTemplate.isTemplate).map(\.index))
        guard !templates.isEmpty else { return reports }
        return reports.map { report in
            guard templates.contains(report.index) else { return report }
            var report = report
            report.kind = .template
            report.status = .template
            report.message = SyntaxTemplate.message
            return report
        }
    }

    /// `reports` (a page's verdicts, in block order) with each block of `problems` failed with
    /// its messages; a block the verdicts did not cover (a fence whose language is not read as
    /// Swift) gets a report of its own, in its place.
    static func merge(
        _ problems: [Int: [DocError]],
        into reports: [BlockReport],
        blocks: [CodeBlock],
        extraHint: String? = nil
    ) -> [BlockReport] {
        guard !problems.isEmpty else { return reports }
        var byIndex = Dictionary(reports.map { ($0.index, $0) }) { first, _ in first }
        for (index, errors) in problems where !errors.isEmpty {
            guard let block = blocks.first(where: { $0.index == index }) else { continue }
            var attributes = block.attributes
            attributes.skipReason = nil
            var report = byIndex[index] ?? BlockReport(
                page: block.page,
                line: block.fenceLine,
                index: index,
                kind: attributes.isSwift ? BlockReport.Kind(attributes) : .compiled,
                isHidden: attributes.isHidden,
                status: .failed
            )
            report.status = .failed
            report.message = errors.map { error in
                let place = error.position.map { $0.line != block.fenceLine ? "line \($0.line): " : "" } ?? ""
                let hint = [error.hint, extraHint].compactMap { $0 }.joined(separator: " ")
                return place + error.message + (hint.isEmpty ? "" : " " + hint)
            }.joined(separator: "\n")
            report.cause = .invalidBlock
            report.suggestedAttribute = nil
            report.seconds = 0
            byIndex[index] = report
        }
        return byIndex.values.sorted { $0.index < $1.index }
    }
}
