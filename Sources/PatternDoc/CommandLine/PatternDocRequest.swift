import Foundation
import PatternDocExamples
import PatternDocReport
import PatternDocSite
import PatternDocVerify

/// What a `patterndoc` command line asks the library to do, with its options read and checked:
/// paths made absolute, numbers and lists parsed, output files' folders checked before any work.
///
/// It is made from a ``ParsedCommand`` of ``PatternDocCommandLine/declaration``; every value
/// that cannot be used is a ``CommandLineError`` that names the option and points at the
/// command's help.
///
/// ```text
/// import PatternDoc
///
/// let parsed = ParsedCommand(command: "test", values: ["package": "/tmp/lib", "timeout": "30"])
/// let request = try PatternDocRequest(parsed, environment: [:])
/// if case let .test(options, _) = request {
///     assert(options.packageRoot == "/tmp/lib" && options.timeout == 30)
/// }
/// ```
package enum PatternDocRequest: Sendable {
    /// `test`: verify, then write the reports `outputs` names.
    case test(VerifyOptions, RunOutputs)
    /// `build`: verify (or read `--from-report`), then render the site.
    case build(SitePublisher.Options, RunOutputs, fromReport: String?)
    /// `examples`: write or check `Examples/`.
    case examples(ExamplesOptions)
    /// `coverage`: the documentation coverage from the symbol graphs.
    case coverage(packageRoot: String)
    /// `preview`: build the site and serve it on `port` (a free one when `nil`).
    case preview(SitePublisher.Options, port: Int?)
    /// `merge-reports`: join the shards' reports at `inputs` into `output`.
    case mergeReports(inputs: [String], output: String)

    /// Where a run's results go besides the terminal: `--report`, `--junit`, `--format`.
    package struct RunOutputs: Sendable, Hashable {
        /// The JSON report's file (absolute), when `--report` was given.
        package var reportPath: String?
        /// The JUnit XML file (absolute), when `--junit` was given.
        package var junitPath: String?
        /// How failures are printed.
        package var format: FailureFormat

        /// Outputs to these files, printing failures as `format`.
        package init(reportPath: String? = nil, junitPath: String? = nil, format: FailureFormat = .text) {
            self.reportPath = reportPath
            self.junitPath = junitPath
            self.format = format
        }
    }

    /// Reads `parsed`; `environment` decides the default `--format` (and `--package`, under the
    /// plugin), and `progress` receives the run's lines of progress.
    ///
    /// - Throws: a ``CommandLineError`` for a value that cannot be used, or for an option the
    ///   command declares (``PatternDocOptions``) and this request never reads.
    package init(
        _ parsed: ParsedCommand,
        environment: [String: String],
        progress: @escaping @Sendable (String) -> Void = { _ in }
    ) throws(CommandLineError) {
        guard let command = PatternDocCommand(rawValue: parsed.command) else {
            throw CommandLineError(
                "'\(parsed.command)' is not a patterndoc command.",
                program: PatternDocCommandLine.declaration.program, command: nil
            )
        }
        var reader = OptionReader(command: command, parsed: parsed, environment: environment)
        self = try Self.request(command, parsed: parsed, reader: &reader, progress: progress)
        let unread = reader.unreadOptions()
        guard unread.isEmpty else {
            throw reader.error("patterndoc declares \(unread.map { "--\($0)" }.joined(separator: ", ")) for '\(command.rawValue)' but never reads it.")
        }
    }

    private static func request(
        _ command: PatternDocCommand,
        parsed: ParsedCommand,
        reader: inout OptionReader,
        progress: @escaping @Sendable (String) -> Void
    ) throws(CommandLineError) -> PatternDocRequest {
        switch command {
        case .test:
            return .test(try reader.verifyOptions(progress: progress), try reader.outputs())
        case .build:
            let fromReport = try reader.value(\.fromReport)
            return .build(try reader.siteOptions(progress: progress), try reader.outputs(), fromReport: fromReport)
        case .preview:
            return .preview(try reader.siteOptions(progress: progress), port: try reader.value(\.port))
        case .examples:
            return .examples(ExamplesOptions(
                packageRoot: try reader.packageRoot(),
                docs: try reader.value(\.docs),
                output: try reader.value(\.examplesOut),
                check: try reader.value(\.check)
            ))
        case .coverage:
            return .coverage(packageRoot: try reader.packageRoot())
        case .mergeReports:
            guard let output = try reader.value(\.mergedReport) else {
                throw reader.error("merge-reports needs --report FILE: where to write the merged report.")
            }
            return .mergeReports(inputs: parsed.arguments.map(OptionReader.absolute), output: output)
        }
    }
}
