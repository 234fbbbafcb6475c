import Foundation
import PatternDocModel
import PatternDocReport
import PatternDocVerify

/// Every option of `patterndoc`, each declared once with its help, the commands that take it,
/// its type, its default and how its text is read. A command's help lists the options that
/// name it in the order they are declared here; ``PatternDocRequest`` reads each by its key
/// path (`\.timeout`), typed, and a command that declares an option it never reads is refused
/// (``PatternDocRequest/init(_:environment:progress:)``). To add an option, declare it here
/// and read it there.
///
/// ```text
/// import PatternDoc
///
/// let timeout = PatternDocOptions.all.timeout
/// assert(timeout.commands == [.test, .build, .preview])
/// assert(PatternDocOptions.declared.contains { $0.option.name == "no-api" })
/// ```
package struct PatternDocOptions: Sendable {
    /// The options, as typed values.
    package static let all = PatternDocOptions()

    /// The options in the order they are declared (so in the order every command's help lists
    /// them), found by reflection as swift-argument-parser finds a command's properties.
    package static let declared: [any DeclaredOption] = Mirror(reflecting: all).children.compactMap {
        $0.value as? any DeclaredOption
    }

    private static let verifying: Set<PatternDocCommand> = [.test, .build, .preview]
    private static let building: Set<PatternDocCommand> = [.build, .preview]

    let package = PatternDocOption<String?>(
        "package", value: "PATH",
        help: "The SwiftPM package whose library products the docs use (default: the nearest folder at or above --docs with a Package.swift, else .).",
        commands: [.test, .build, .examples, .coverage, .preview],
        // `swift package patterndoc` runs in a package: the plugin names it here.
        default: { environment in environment[Self.pluginPackageVariable].map(Self.absolute) },
        read: { Self.absolute($0) }
    )
    let docs = PatternDocOption<String?>(
        "docs", value: "PATH",
        help: "The docs folder (default: <package>/Docs), or a DocC catalog (Foo.docc). Given without --package "
            + "where there is no Package.swift (a book, a blog), 'test' and 'build' verify the docs against the "
            + "standard library and Foundation, with an empty package and every working file in "
            + "~/.cache/patterndoc/standalone.",
        commands: [.test, .build, .examples, .preview], default: nil, read: { Self.absolute($0) }
    )
    let filter = PatternDocOption<String?>(
        "filter", value: "TEXT", help: "Verify only the pages whose path or title contains TEXT.",
        commands: [.test], default: nil, read: { $0 }
    )
    let siteOut = PatternDocOption<String?>(
        "out", value: "DIR",
        help: "The site's folder (default: <package>/_site). It must be missing, empty, or a folder patterndoc "
            + "wrote before; it may not hold the package or the docs.",
        commands: Self.building, default: nil, read: { Self.absolute($0) }
    )
    let examplesOut = PatternDocOption<String?>(
        "out", value: "DIR",
        help: "The examples package's folder (default: <package>/Examples). It must be missing, empty, or a "
            + "folder patterndoc wrote before; it may not hold the package or the docs.",
        commands: [.examples], default: nil, read: { Self.absolute($0) }
    )
    let fromReport = PatternDocOption<String?>(
        "from-report", value: "FILE",
        help: "Render the site from this report (of 'test --report' or 'merge-reports') without verifying; "
            + "the docs must be those the report was made from.",
        commands: [.build], default: nil, read: { text throws(OptionValueProblem) in try Self.existingFile(text, option: "from-report") }
    )
    let port = PatternDocOption<Int?>(
        "port", value: "PORT", help: "The port to serve on (default: a free one, printed at start).",
        commands: [.preview], default: nil
    ) { text throws(OptionValueProblem) in
        guard let port = Int(text), (1...65535).contains(port) else {
            throw OptionValueProblem("--port takes a port number from 1 to 65535, not '\(text)'.")
        }
        return port
    }
    let report = PatternDocOption<String?>(
        "report", value: "FILE", help: "Also write the JSON report to FILE.",
        commands: [.test], default: nil, read: { text throws(OptionValueProblem) in try Self.outputFile(text, option: "report") }
    )
    let mergedReport = PatternDocOption<String?>(
        "report", value: "FILE", help: "Where to write the merged report (required).",
        commands: [.mergeReports], default: nil, read: { text throws(OptionValueProblem) in try Self.outputFile(text, option: "report") }
    )
    let junit = PatternDocOption<String?>(
        "junit", value: "FILE",
        help: "Also write a JUnit XML report to FILE: one test case per block, skipped blocks as skipped.",
        commands: [.test, .build], default: nil, read: { text throws(OptionValueProblem) in try Self.outputFile(text, option: "junit") }
    )
    let format = PatternDocOption<FailureFormat>(
        "format", value: "FORMAT",
        help: "How failures are printed: text, or github for GitHub Actions annotations "
            + "(::error file=...,line=...::). Default: github when GITHUB_ACTIONS=true, else text.",
        commands: [.test, .build], default: { FailureFormat.default(environment: $0) }
    ) { text throws(OptionValueProblem) in
        guard let format = FailureFormat(rawValue: text) else {
            throw OptionValueProblem("--format takes \(FailureFormat.allCases.map(\.rawValue).joined(separator: " or ")), not '\(text)'.")
        }
        return format
    }
    let shard = PatternDocOption<Shard?>(
        "shard", value: "K/N",
        help: "Verify the K-th of N shares of the pages (1 <= K <= N), the same share on every machine; "
            + "join the shards' reports with 'patterndoc merge-reports'.",
        commands: [.test], default: nil
    ) { text throws(OptionValueProblem) in
        guard let shard = try? Shard(parsing: text) else {
            throw OptionValueProblem("--shard takes K/N with 1 <= K <= N, such as 1/4, not '\(text)'.")
        }
        return shard
    }
    let timeout = PatternDocOption<Double>(
        "timeout", value: "SECONDS",
        help: "Seconds each doc program and each test run may take before it is stopped and its block "
            + "reported as timed out (default: 300).",
        commands: Self.verifying, default: TimeLimit.defaultSeconds
    ) { text throws(OptionValueProblem) in
        guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
            throw OptionValueProblem("--timeout takes a number of seconds greater than 0, not '\(text)'.")
        }
        return seconds
    }
    let noWait = PatternDocOption(
        flag: "no-wait",
        help: "Fail at once if another patterndoc run is working on the same package, instead of waiting for it.",
        commands: Self.verifying
    )
    let noRemoteImages = PatternDocOption(
        flag: "no-remote-images",
        help: "Make an image from another site (https://...) an error rather than a warning, so that the site "
            + "surely makes no external requests.",
        commands: Self.building
    )
    let noAPI = PatternDocOption(
        flag: "no-api",
        help: "Leave out the API pages (and the symbol graphs they are made from); ``Symbol`` links then show as code.",
        commands: Self.building
    )
    let implicitImports = PatternDocOption<ImplicitImports?>(
        "implicit-imports", value: "LIST",
        help: "The modules blocks may use without importing them, separated by commas: Foundation, package "
            + "(the package's library modules), runtime (for a package that depends on Composable, the runtime's "
            + "modules it uses), other module names (a dependency's too, such as Composable,ComposableUI), or none "
            + "(default: Foundation,package,runtime, and where blocks use them, Observation for @Observable and "
            + "FoundationNetworking for URLSession).",
        commands: Self.verifying, default: nil
    ) { text throws(OptionValueProblem) in
        do {
            return try ImplicitImports(parsing: text)
        } catch let problem as DocError {
            throw OptionValueProblem(problem.message + (problem.hint.map { " \($0)" } ?? ""))
        } catch {
            throw OptionValueProblem("--implicit-imports '\(text)': \(error)")
        }
    }
    let traits = PatternDocOption<[String]?>(
        "traits", value: "LIST",
        help: "Package traits to enable besides the default ones, separated by commas, or all "
            + "(default: the package's default traits).",
        commands: Self.verifying, default: nil
    ) { text throws(OptionValueProblem) in
        let traits = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard !traits.contains(where: \.isEmpty) else {
            throw OptionValueProblem("--traits takes trait names separated by commas, or all, not '\(text)'.")
        }
        return traits
    }
    let languageMode = PatternDocOption<String?>(
        "language-mode", value: "5|6",
        help: "The Swift language mode the doc blocks compile in (default: the package manifest's, else 6); "
            + "5 for docs written before strict concurrency.",
        commands: Self.verifying, default: nil
    ) { text throws(OptionValueProblem) in
        guard text == "5" || text == "6" else { throw OptionValueProblem("--language-mode takes 5 or 6, not '\(text)'.") }
        return text
    }
    let noDocComments = PatternDocOption(
        flag: "no-doc-comments",
        help: "Verify the Markdown pages alone, not the Swift blocks in the doc comments (/// and /** */) "
            + "of the source files of the library modules the docs use.",
        commands: Self.verifying
    )
    let check = PatternDocOption(flag: "check", help: "Write nothing; fail when Examples/ is stale.", commands: [.examples])

    /// The environment variable through which `swift package patterndoc` names the package it
    /// runs in: the default of `--package`.
    package static let pluginPackageVariable = "PATTERNDOC_PLUGIN_PACKAGE"

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The absolute path of the file `given` names, checked before the run, so that a typo
    /// does not cost a whole verification only to fail at the end: its folder must exist, and
    /// it may not be a folder itself.
    private static func outputFile(_ given: String, option: String) throws(OptionValueProblem) -> String {
        let url = URL(fileURLWithPath: given).standardizedFileURL
        var isFolder: ObjCBool = false
        let folder = url.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw OptionValueProblem(
                "--\(option) \(given): the folder \(folder) does not exist. Create it first, or name a file in an existing folder."
            )
        }
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            throw OptionValueProblem(
                "--\(option) \(given) is a folder. Name a file, for example \(url.path)/report.\(option == "junit" ? "xml" : "json")."
            )
        }
        return url.path
    }

    /// The absolute path of the file `given` names, which must exist.
    private static func existingFile(_ given: String, option: String) throws(OptionValueProblem) -> String {
        let path = absolute(given)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
            throw OptionValueProblem("--\(option) \(given): there is no such file.")
        }
        return path
    }
}
