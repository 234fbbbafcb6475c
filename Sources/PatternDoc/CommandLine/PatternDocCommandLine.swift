/// `patterndoc`'s command line, declared once: every command, option and line of help.
///
/// The executable parses with it, prints `help` and `VERB --help` from it, and reports usage
/// errors through it; ``PatternDocRequest`` turns a parsed command into the options the
/// library's stages take. To add an option, add it here and read it there.
///
/// ```text
/// import PatternDoc
///
/// let request = try PatternDocCommandLine.declaration.parse(["build", "--out=site", "--no-api"])
/// assert(request == .run(ParsedCommand(command: "build", values: ["out": "site"], flags: ["no-api"])))
/// ```
package enum PatternDocCommandLine {
    /// patterndoc's version, as `patterndoc --version` prints it.
    package static let version = "0.9.0"

    /// The whole command line.
    package static let declaration = CommandLineDeclaration(
        program: "patterndoc",
        version: version,
        abstract: "verifies the Swift code in a package's Markdown docs and doc comments, and renders them as a site.",
        commands: [test, build, examples, coverage, preview, mergeReports]
    )

    static let test = CommandDeclaration(
        "test",
        abstract: "Compiles and runs every Swift block of the docs, ending with 'N passed, N failed'.",
        discussion: "The blocks of the docs and of the doc comments of the package's sources are compiled in one "
            + "merged build; the tests and programs they hold are run; the run ends with the documentation "
            + "coverage. Pages that did not change since the last run are not verified again.",
        options: [package, docs, filter, report, junit, format, shard, timeout, noWait, implicitImports, traits, languageMode, noDocComments]
    )

    static let build = CommandDeclaration(
        "build",
        abstract: "Verifies the docs as 'test' does, then renders the site when every block passed.",
        discussion: "Pages that did not change since the last run are not verified again. The site is written "
            + "to DIR (default: <package>/_site) all at once, with API pages for the "
            + "package's library products. With --from-report, nothing is verified: the site shows the "
            + "verdicts of a report written by 'test --report' or 'merge-reports'.",
        options: [package, docs, out, fromReport, junit, format, timeout, noWait, noRemoteImages, noAPI, implicitImports, traits, languageMode, noDocComments]
    )

    static let examples = CommandDeclaration(
        "examples",
        abstract: "Writes Examples/, one runnable target per page; --check fails when it is stale.",
        options: [package, docs, examplesOut, check]
    )

    static let coverage = CommandDeclaration(
        "coverage",
        abstract: "Prints how much of each library module's public API is documented, from its symbol graphs.",
        discussion: "Writes the package's symbol graphs and prints, for each module of its library products, "
            + "how many public symbols have a doc comment and how many of those carry a Swift example.",
        options: [package]
    )

    static let preview = CommandDeclaration(
        "preview",
        abstract: "Builds the site, serves it on localhost and rebuilds it as the docs change.",
        discussion: "Builds the site as 'build' does and serves it on 127.0.0.1; edits to the docs and the "
            + "package's sources are verified again and the open pages reload. Ctrl-C stops it.",
        options: [
            package, docs, out,
            CommandOption("port", value: "PORT", help: "The port to serve on (default: a free one, printed at start)."),
            timeout, noWait, noRemoteImages, noAPI, implicitImports, traits, languageMode, noDocComments,
        ]
    )

    static let mergeReports = CommandDeclaration(
        "merge-reports",
        abstract: "Joins the reports of the shards of one run ('test --shard K/N --report FILE') into one.",
        discussion: "Every shard of the run must be given once. The merged report lists the pages in the "
            + "order an unsharded run does; 'build --from-report' renders the site from it. The exit status "
            + "is 1 when a block of the merged report failed, as 'test' exits.",
        options: [CommandOption("report", value: "FILE", help: "Where to write the merged report (required).")],
        arguments: CommandArguments("REPORT", help: "The JSON reports of the shards, one per shard.", minimum: 1)
    )

    // The options, each written once and shared by the commands that take it.

    static let package = CommandOption(
        "package", value: "PATH", help: "The SwiftPM package whose library products the docs use (default: the nearest folder at or above --docs with a Package.swift, else .)."
    )
    static let docs = CommandOption(
        "docs", value: "PATH",
        help: "The docs folder (default: <package>/Docs), or a DocC catalog (Foo.docc). Given without --package "
            + "where there is no Package.swift (a book, a blog), 'test' and 'build' verify the docs against the "
            + "standard library and Foundation, with an empty package and every working file in "
            + "~/.cache/patterndoc/standalone."
    )
    static let languageMode = CommandOption(
        "language-mode", value: "5|6",
        help: "The Swift language mode the doc blocks compile in (default: the package manifest's, else 6); "
            + "5 for docs written before strict concurrency."
    )
    static let filter = CommandOption(
        "filter", value: "TEXT", help: "Verify only the pages whose path or title contains TEXT."
    )
    static let report = CommandOption("report", value: "FILE", help: "Also write the JSON report to FILE.")
    static let junit = CommandOption(
        "junit", value: "FILE",
        help: "Also write a JUnit XML report to FILE: one test case per block, skipped blocks as skipped."
    )
    static let format = CommandOption(
        "format", value: "FORMAT",
        help: "How failures are printed: text, or github for GitHub Actions annotations "
            + "(::error file=...,line=...::). Default: github when GITHUB_ACTIONS=true, else text."
    )
    static let shard = CommandOption(
        "shard", value: "K/N",
        help: "Verify the K-th of N shares of the pages (1 <= K <= N), the same share on every machine; "
            + "join the shards' reports with 'patterndoc merge-reports'."
    )
    static let out = CommandOption(
        "out", value: "DIR",
        help: "The site's folder (default: <package>/_site). It must be missing, empty, or a folder patterndoc "
            + "wrote before; it may not hold the package or the docs."
    )
    static let examplesOut = CommandOption(
        "out", value: "DIR",
        help: "The examples package's folder (default: <package>/Examples). It must be missing, empty, or a "
            + "folder patterndoc wrote before; it may not hold the package or the docs."
    )
    static let fromReport = CommandOption(
        "from-report", value: "FILE",
        help: "Render the site from this report (of 'test --report' or 'merge-reports') without verifying; "
            + "the docs must be those the report was made from."
    )
    static let check = CommandOption("check", help: "Write nothing; fail when Examples/ is stale.")
    static let timeout = CommandOption(
        "timeout", value: "SECONDS",
        help: "Seconds each doc program and each test run may take before it is stopped and its block "
            + "reported as timed out (default: 300)."
    )
    static let noWait = CommandOption(
        "no-wait",
        help: "Fail at once if another patterndoc run is working on the same package, instead of waiting for it."
    )
    static let implicitImports = CommandOption(
        "implicit-imports", value: "LIST",
        help: "The modules blocks may use without importing them, separated by commas: Foundation, package "
            + "(the package's library modules), runtime (for a package that depends on Composable, the runtime's "
            + "modules it uses), other module names (a dependency's too, such as Composable,ComposableUI), or none "
            + "(default: Foundation,package,runtime, and where blocks use them, Observation for @Observable and "
            + "FoundationNetworking for URLSession)."
    )
    static let traits = CommandOption(
        "traits", value: "LIST",
        help: "Package traits to enable besides the default ones, separated by commas, or all "
            + "(default: the package's default traits)."
    )
    static let noDocComments = CommandOption(
        "no-doc-comments",
        help: "Verify the Markdown pages alone, not the Swift blocks in the doc comments (/// and /** */) "
            + "of the source files of the library modules the docs use."
    )
    static let noRemoteImages = CommandOption(
        "no-remote-images",
        help: "Make an image from another site (https://...) an error rather than a warning, so that the site "
            + "surely makes no external requests."
    )
    static let noAPI = CommandOption(
        "no-api",
        help: "Leave out the API pages (and the symbol graphs they are made from); ``Symbol`` links then show as code."
    )
}
