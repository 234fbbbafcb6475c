import Foundation
import PatternDoc

/// What the command line asks for.
enum CommandLineRequest {
    case test(VerifyOptions, reportPath: String?)
    case examples(ExamplesOptions)
    case build(SitePublisher.Options)
    case coverage(packageRoot: String)
    case help

    static let usage = """
        Usage:
          patterndoc test [--package PATH] [--docs PATH] [--filter TEXT] [--report FILE]
                          [--timeout SECONDS] [--no-wait] [--implicit-imports LIST] [--traits LIST]
                          [--language-mode 5|6] [--no-doc-comments]
              Compiles every Swift block of the docs and of the doc comments of the package's
              sources in one merged build, runs the tests and programs they hold, and ends
              with the documentation coverage and 'N passed, N failed'.
          patterndoc build [--package PATH] [--docs PATH] [--out DIR] [--timeout SECONDS] [--no-wait]
                           [--no-remote-images] [--no-api] [--implicit-imports LIST] [--traits LIST]
                           [--language-mode 5|6] [--no-doc-comments]
              Verifies the docs as 'test' does (reusing unchanged pages), and when every block
              passed, renders the site to DIR (default: <package>/_site) all at once, with API
              pages for the package's library products.
          patterndoc examples [--package PATH] [--docs PATH] [--out DIR] [--check]
              Writes Examples/ (one runnable target per page); --check fails when it is stale.
          patterndoc coverage [--package PATH]
              Writes the package's symbol graphs and prints, for each module of its library
              products, how many public symbols have a doc comment and how many of those
              carry a Swift example.
          patterndoc help

        --package  the SwiftPM package whose library products the docs use (default: .)
        --docs     the docs folder (default: <package>/Docs), or a DocC catalog (Foo.docc);
                   run with --docs and no --package where there is no Package.swift, the
                   docs are verified against the standard library and Foundation, with an
                   empty package and all working files in ~/.cache/patterndoc/standalone
        --filter   verify only pages whose path or title contains TEXT
        --report   also write the JSON report to FILE
        --out      the site's folder (build), or the examples package's folder (examples,
                   default: <package>/Examples). It must be missing, empty, or a folder
                   patterndoc wrote before; it may not hold the package or the docs.
        --timeout  seconds each doc program and each test run may take before it is stopped
                   and its block reported as timed out (default: 300)
        --no-wait  fail at once if another patterndoc run is working on the same package,
                   instead of waiting for it
        --implicit-imports LIST
                   the modules blocks may use without importing them, separated by commas:
                   Foundation, package (the package's library modules), other module names,
                   or none (default: Foundation,package, and where blocks use them,
                   Observation for @Observable and FoundationNetworking for URLSession)
        --language-mode 5|6
                   the Swift language mode the doc blocks compile in (default: the package
                   manifest's, else 6); 5 for docs written before strict concurrency
        --traits LIST
                   package traits to enable besides the default ones, separated by commas,
                   or all (default: the package's default traits)
        --no-doc-comments
                   verify the Markdown pages alone, not the Swift blocks in the doc comments
                   (/// and /** */) of the source files of the library modules the docs use
        --no-remote-images
                   make an image from another site (https://...) an error rather than a
                   warning, so that the site surely makes no external requests
        --no-api   leave out the API pages (and the symbol graphs they are made from);
                   ``Symbol`` links then show as code, as they did before
        """

    static func parse(_ arguments: [String]) throws -> CommandLineRequest {
        guard let verb = arguments.first else { return .help }
        // `patterndoc build --help` asks for the usage, as it does with any other tool.
        if ["test", "build", "examples", "coverage"].contains(verb), arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
            return .help
        }
        var options = try Options.parse(Array(arguments.dropFirst()), verb: verb)
        var root = URL(fileURLWithPath: options.package ?? ".").standardizedFileURL.path
        let docs = options.docs.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        // Docs with no package (a book, a blog): verified against the standard library and
        // Foundation, with an empty package and every working file in a cache folder.
        if verb == "test" || verb == "build", options.package == nil, let docs,
            !FileManager.default.fileExists(atPath: "\(root)/Package.swift")
        {
            root = try StandaloneDocs.prepare(forDocs: docs)
        }
        options.package = root
        switch verb {
        case "test":
            let report = try options.report.map(ReportPath.checked)
            return .test(options.verifyOptions(root: root, docs: docs), reportPath: report)
        case "examples":
            let output = options.out.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            return .examples(ExamplesOptions(packageRoot: root, docs: docs, output: output, check: options.check))
        case "build":
            let output = options.out.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            return .build(SitePublisher.Options(
                verify: options.verifyOptions(root: root, docs: docs),
                output: output,
                refusesRemoteImages: options.noRemoteImages,
                includesAPI: !options.noAPI
            ))
        case "coverage":
            return .coverage(packageRoot: root)
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
                try ReportPath.write(report, to: reportPath)
            }
            print(FailureSummary.text(for: report), terminator: "")
            print(AdoptionSummary.text(for: report), terminator: "")
            print(Self.coverage(of: report), terminator: "")
            print(report.summaryLine)
            return report.succeeded ? 0 : 1
        case let .coverage(packageRoot):
            print(DocCoverage(try APIReference.load(packageRoot: packageRoot)).summary)
            return 0
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
            let sourceFiles = Set(report.pages.filter { $0.module != nil }.map(\.path))
            let inComments = report.blocks.count { sourceFiles.contains($0.page) && $0.status == .passed }
            let ofThem = inComments == 0 ? "" : " (\(inComments) of them in doc comments)"
            print(
                "Built \(result.pageCount) pages: \(report.passedCount) blocks verified\(ofThem), "
                    + "\(report.skippedCount) opted out, in \(String(format: "%.1f", seconds)) s "
                    + "(rendering \(String(format: "%.2f", result.renderSeconds)) s)."
            )
            print(Self.coverage(of: report), terminator: "")
            return 0
        }
    }
}

extension CommandLineRequest {
    /// The closing note on documentation coverage, one indented line per module; empty when
    /// the report has none.
    static func coverage(of report: VerificationReport) -> String {
        guard let coverage = report.coverage, !coverage.modules.isEmpty else { return "" }
        let lines = coverage.summary.split(separator: "\n").map { "  \($0)" }
        return "Documentation coverage (public declarations in the sources):\n" + lines.joined(separator: "\n") + "\n"
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
    var timeout = TimeLimit.defaultSeconds
    var noWait = false
    var noRemoteImages = false
    var noAPI = false
    var noDocComments = false
    var implicitImports = ImplicitImports.standard
    var traits: [String] = []
    var languageMode: String?

    /// The verification options these flags ask for, printing progress as it comes.
    func verifyOptions(root: String, docs: String?) -> VerifyOptions {
        var options = VerifyOptions(packageRoot: root, docs: docs, filter: filter, timeout: timeout, waitForOtherRuns: !noWait) { line in
            print(line)
            fflush(nil)
        }
        options.implicitImports = implicitImports
        options.traits = traits
        options.docComments = !noDocComments
        options.languageMode = languageMode
        return options
    }

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
            case "--docs" where verb != "coverage": options.docs = try value(argument)
            case "--filter" where verb == "test": options.filter = try value(argument)
            case "--report" where verb == "test": options.report = try value(argument)
            case "--check" where verb == "examples": options.check = true
            case "--out" where verb == "build" || verb == "examples": options.out = try value(argument)
            case "--timeout" where verb == "test" || verb == "build":
                let text = try value(argument)
                guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
                    throw UsageError(message: "--timeout takes a number of seconds greater than 0, not '\(text)'.")
                }
                options.timeout = seconds
            case "--no-wait" where verb == "test" || verb == "build": options.noWait = true
            case "--language-mode" where verb == "test" || verb == "build":
                let text = try value(argument)
                guard text == "5" || text == "6" else {
                    throw UsageError(message: "--language-mode takes 5 or 6, not '\(text)'.")
                }
                options.languageMode = text
            case "--no-remote-images" where verb == "build": options.noRemoteImages = true
            case "--no-api" where verb == "build": options.noAPI = true
            case "--no-doc-comments" where verb == "test" || verb == "build": options.noDocComments = true
            case "--traits" where verb == "test" || verb == "build":
                let text = try value(argument)
                options.traits = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
                guard !options.traits.isEmpty, !options.traits.contains(where: \.isEmpty) else {
                    throw UsageError(message: "--traits takes trait names separated by commas, or all, not '\(text)'.")
                }
            case "--implicit-imports" where verb == "test" || verb == "build":
                let text = try value(argument)
                do {
                    options.implicitImports = try ImplicitImports(parsing: text)
                } catch let error as DocError {
                    throw UsageError(message: error.message + (error.hint.map { " \($0)" } ?? ""))
                }
            default: throw UsageError(message: "unknown option '\(argument)' for '\(verb)'.")
            }
            index += 1
        }
        return options
    }
}
