import Foundation
import PatternDoc

/// Runs a ``PatternDocRequest`` and prints what it found; returns the exit status.
enum CommandRunner {
    static func run(_ request: PatternDocRequest) throws -> Int32 {
        switch request {
        case let .test(options, outputs):
            let report = try Verifier.verify(options)
            try write(report, to: outputs)
            print(FailureSummary.text(for: report), terminator: "")
            printAnnotations(of: report, as: outputs.format)
            print(AdoptionSummary.text(for: report), terminator: "")
            print(coverage(of: report), terminator: "")
            print(report.summaryLine)
            return report.succeeded ? 0 : 1
        case let .build(options, outputs, fromReport):
            var options = options
            if let fromReport {
                options.verify.givenReport = try ReportFile.read(fromReport)
            }
            return try build(options, outputs: outputs)
        case let .preview(options, port):
            return try PreviewCommand.run(options, port: port)
        case let .coverage(packageRoot):
            print(try DocCoverage(packageRoot: packageRoot).summary)
            return 0
        case let .examples(options):
            let result = try ExamplesWriter.run(options)
            print(result.message)
            return result.succeeded ? 0 : 1
        case let .mergeReports(inputs, output):
            let shards = try inputs.map(ReportFile.read)
            let merged = try VerificationReport.merged(shards)
            try ReportFile.write(merged, to: output)
            print("Merged \(shards.count) shard reports into \(output): \(merged.pages.count) pages.")
            print(merged.summaryLine)
            return merged.succeeded ? 0 : 1
        }
    }

    private static func build(_ options: SitePublisher.Options, outputs: PatternDocRequest.RunOutputs) throws -> Int32 {
        let start = Date()
        let result = try SitePublisher.publish(options)
        try write(result.report, to: outputs)
        for warning in result.warnings {
            FileHandle.standardError.write(Data((warning.rendered(as: "warning") + "\n").utf8))
        }
        guard let index = result.indexPath else {
            print(FailureSummary.text(for: result.report), terminator: "")
            printAnnotations(of: result.report, as: outputs.format)
            print("The site was not built: fix the failures above. The previous site is untouched.")
            print(result.report.summaryLine)
            return 1
        }
        let report = result.report
        let seconds = Date().timeIntervalSince(start)
        print(index)
        let sourceFiles = Set(report.pages.filter { $0.module != nil }.map(\.path))
        let inComments = report.blocks.count { sourceFiles.contains($0.page) && $0.status == .passed }
        let ofThem = inComments == 0 ? "" : " (\(inComments) of them in doc comments)"
        let verb = options.verify.givenReport == nil ? "verified" : "verified (as the report says)"
        print(
            "Built \(result.pageCount) pages: \(report.passedCount) blocks \(verb)\(ofThem), "
                + "\(report.skippedCount) opted out, in \(String(format: "%.1f", seconds)) s "
                + "(rendering \(String(format: "%.2f", result.renderSeconds)) s)."
        )
        print(coverage(of: report), terminator: "")
        return 0
    }

    /// The reports `--report` and `--junit` ask for.
    private static func write(_ report: VerificationReport, to outputs: PatternDocRequest.RunOutputs) throws {
        if let path = outputs.reportPath { try ReportFile.write(report, to: path) }
        if let path = outputs.junitPath { try JUnitReport.write(report, to: path) }
    }

    private static func printAnnotations(of report: VerificationReport, as format: FailureFormat) {
        guard format == .github else { return }
        print(GitHubAnnotations.text(for: report), terminator: "")
    }

    /// The closing note on documentation coverage, one indented line per module; empty when
    /// the report has none.
    static func coverage(of report: VerificationReport) -> String {
        guard let coverage = report.coverage, !coverage.modules.isEmpty else { return "" }
        let lines = coverage.summary.split(separator: "\n").map { "  \($0)" }
        return "Documentation coverage (public declarations in the sources):\n" + lines.joined(separator: "\n") + "\n"
    }
}
