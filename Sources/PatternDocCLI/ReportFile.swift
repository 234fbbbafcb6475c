import Foundation
import PatternDoc

/// A report's JSON file: `--report` writes one, `merge-reports` and `build --from-report` read them.
enum ReportFile {
    /// Writes the report's JSON to `path` all at once.
    static func write(_ report: VerificationReport, to path: String) throws {
        do {
            try report.json().write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw DocError(at: nil, "could not write the report to \(path): \(error.localizedDescription)", hint: "Check that the folder is writable.")
        }
    }

    /// The report in the file at `path`.
    static func read(_ path: String) throws -> VerificationReport {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DocError(at: nil, "could not read the report \(path).", hint: "Name a report written by 'patterndoc test --report FILE'.")
        }
        guard let report = VerificationReport.decode(data) else {
            throw DocError(at: nil, "\(path) is not a patterndoc report.", hint: "Name a report written by 'patterndoc test --report FILE'.")
        }
        return report
    }
}
