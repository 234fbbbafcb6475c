import Foundation
import PatternDoc

/// What the command line asks for.
enum CommandLineRequest {
    case test(VerifyOptions, reportPath: String?)
    case examples(ExamplesOptions)
    case build(SitePublisher.Options)
    case help

    static let usage = """
        Usage:
          patterndoc test [--package PATH] [--docs PATH] [--filter TEXT] [--report FILE]
              Compiles every Swift block of the docs in one merged build, runs the tests and
              programs they hold, and ends with 'N passed, N failed'.
          patterndoc build [--package PATH] [--docs PATH] [--out DIR]
              Verifies the docs as 'test' does (reusing unchanged pages), and when every block
              passed, renders the site to DIR (default: <package>/_site) all at once.
          patterndoc examples [--package PATH] [--docs PATH] [--check]
              Writes Examples/ (one runnable target per page); --check fails when it is stale.
          patterndoc help

        --package  the SwiftPM package whose library products the docs use (default: .)
        --docs     the docs folder (default: <package>/Docs)
        --filter   verify only pages whose path or title contains TEXT
        --report   also write the JSON report to FILE
        --out      the site's folder
        """

    static func parse(_ arguments: [String]) throws -> CommandLineRequest {
        guard let verb = arguments.first else { return .help }
        var options = try Options.parse(Array(arguments.dropFirst()), verb: verb)
        let root = URL(fileURLWithPath: options.package ?? ".").standardizedFileURL.path
        options.package = root
        let docs = options.docs.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        switch verb {
        case "test":
            let verify = VerifyOptions(packageRoot: root, docs: docs, filter: options.filter) { line in
                print(line)
                fflush(nil)
            }
            return .test(verify, reportPath: options.report)
        case "examples":
            return .examples(ExamplesOptions(packageRoot: root, docs: docs, check: options.check))
        case "build":
            let verify = VerifyOptions(packageRoot: root, docs: docs) { line in
                print(line)
                fflush(nil)
            }
            let output = options.out.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            return .build(SitePublisher.Options(verify: verify, output: output))
        case "help", "--help", "-h":
            return .help
        default:
            throw UsageError(message: "unknown command '\(verb)'.")
        }
    }

    func run() throws -> Int32 {
        switch self {
        case .help:
            print(Self.usage)
            return 0
        case let .test(options, reportPath):
            let report = try Verifier.verify(options)
            if let reportPath {
                try report.json().write(to: URL(fileURLWithPath: reportPath), options: .atomic)
            }
            print(FailureSummary.text(for: report), terminator: "")
            print(report.summaryLine)
            return report.succeeded ? 0 : 1
        case let .examples(options):
            let result = try ExamplesWriter.run(options)
            print(result.message)
            return result.succeeded ? 0 : 1
        case let .build(options):
            let start = Date()
            let result = try SitePublisher.publish(options)
            for warning in result.warnings {
                FileHandle.standardError.write(Data((warning.rendered(as: "warning") + "\n").utf8))
            }
            guard let index = result.indexPath else {
                print(FailureSummary.text(for: result.report), terminator: "")
                print("The site was not built: fix the failures above. The previous site is untouched.")
                print(result.report.summaryLine)
                return 1
            }
            let report = result.report
            let seconds = Date().timeIntervalSince(start)
            print(index)
            print(
                "Built \(result.pageCount) pages: \(report.passedCount) blocks verified, "
                    + "\(report.skippedCount) opted out, in \(String(format: "%.1f", seconds)) s "
                    + "(rendering \(String(format: "%.2f", result.renderSeconds)) s)."
            )
            return 0
        }
    }
}

/// The flags every command takes.
struct Options {
    var package: String?
    var docs: String?
    var filter: String?
    var report: String?
    var out: String?
    var check = false

    static func parse(_ arguments: [String], verb: String) throws -> Options {
        var options = Options()
        var index = 0
        func value(_ flag: String) throws -> String {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                throw UsageError(message: "\(flag) needs a value.")
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--package": options.package = try value(argument)
            case "--docs": options.docs = try value(argument)
            case "--filter" where verb == "test": options.filter = try value(argument)
            case "--report" where verb == "test": options.report = try value(argument)
            case "--check" where verb == "examples": options.check = true
            case "--out" where verb == "build": options.out = try value(argument)
            default: throw UsageError(message: "unknown option '\(argument)' for '\(verb)'.")
            }
            index += 1
        }
        return options
    }
}
