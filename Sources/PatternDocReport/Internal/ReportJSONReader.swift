import Foundation
import PatternDocSupport

/// Reads a ``VerificationReport`` from its JSON field by field, the fields ``ReportJSONFields``
/// declares: `JSONDecoder` spent about 0.07 s of every site build on the fifteen thousand
/// blocks of a thousand-page report, through `Codable`'s generic containers.
///
/// It reads any JSON of the report's shape, in any key order and layout, so reports written
/// before it (pretty-printed, with the keys sorted) read too; unknown keys are skipped. Anything
/// else makes it return `nil`: the data is no report.
enum ReportJSONReader {
    /// The report in `data`, or `nil` when it is not one.
    static func report(from data: Data) -> VerificationReport? {
        JSONFieldReader.value(in: data) { $0.record(ReportJSONFields.report, from: ReportJSONFields.emptyReport) }
    }
}
