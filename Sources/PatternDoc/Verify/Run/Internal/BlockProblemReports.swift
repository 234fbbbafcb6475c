import PatternDocExtract
import PatternDocModel
import PatternDocPlan
import PatternDocReport

/// Turns the dispositions the prepare stage gave single blocks (``PreparedBlock/Disposition``)
/// into those blocks' reports: a syntax template's counted as one, and a block with problems
/// failed, so that each is reported at its line while every other block of the run is verified.
enum BlockProblemReports {
    /// `reports` with each syntax template's (``PreparedBlock/isTemplate``) counted as one.
    static func markingTemplates(_ reports: [BlockReport], blocks: [PreparedBlock]) -> [BlockReport] {
        let templates = Set(blocks.filter(\.isTemplate).map(\.block.index))
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

    /// `reports` (a page's verdicts, in block order) with each invalid block of `blocks` (a
    /// page's, in order) failed with its messages; a block the verdicts did not cover (a fence
    /// whose language is not read as Swift) gets a report of its own, in its place.
    static func merge(
        into reports: [BlockReport],
        blocks: [PreparedBlock],
        extraHint: String? = nil
    ) -> [BlockReport] {
        let invalid = blocks.filter { !$0.problems.isEmpty }
        guard !invalid.isEmpty else { return reports }
        var byIndex = Dictionary(reports.map { ($0.index, $0) }) { first, _ in first }
        for prepared in invalid {
            let (block, index, errors) = (prepared.block, prepared.block.index, prepared.problems)
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
