/// A `patterndoc` command, picked by this value rather than by its name: what it does, as
/// its help says, and the positional arguments it takes. Its options are those of
/// ``PatternDocOptions`` that name it.
///
/// ```text
/// import PatternDoc
///
/// let merge = PatternDocCommand.mergeReports
/// assert(merge.rawValue == "merge-reports" && merge.declaration.option(named: "report") != nil)
/// assert(PatternDocCommand.coverage.declaration.options.map(\.name) == ["package"])
/// ```
package enum PatternDocCommand: String, CaseIterable, Sendable, Hashable {
    case test, build, examples, coverage, preview
    case mergeReports = "merge-reports"

    /// The command as the parser and the help read it, with the options that name it, in the
    /// order ``PatternDocOptions`` declares them.
    package var declaration: CommandDeclaration {
        CommandDeclaration(
            rawValue,
            abstract: abstract,
            discussion: discussion,
            options: PatternDocOptions.declared.filter { $0.commands.contains(self) }.map(\.option),
            arguments: arguments
        )
    }

    /// One line on what it does, shown in the list of commands.
    private var abstract: String {
        switch self {
        case .test: "Compiles and runs every Swift block of the docs, ending with 'N passed, N failed'."
        case .build: "Verifies the docs as 'test' does, then renders the site when every block passed."
        case .examples: "Writes Examples/, one runnable target per page; --check fails when it is stale."
        case .coverage: "Prints how much of each library module's public API is documented, from its symbol graphs."
        case .preview: "Builds the site, serves it on localhost and rebuilds it as the docs change."
        case .mergeReports: "Joins the reports of the shards of one run ('test --shard K/N --report FILE') into one."
        }
    }

    /// More on what it does, shown by `help COMMAND`; empty for `examples`.
    private var discussion: String {
        switch self {
        case .test:
            "The blocks of the docs and of the doc comments of the package's sources are compiled in one "
                + "merged build; the tests and programs they hold are run; the run ends with the documentation "
                + "coverage. Pages that did not change since the last run are not verified again."
        case .build:
            "Pages that did not change since the last run are not verified again. The site is written "
                + "to DIR (default: <package>/_site) all at once, with API pages for the "
                + "package's library products. With --from-report, nothing is verified: the site shows the "
                + "verdicts of a report written by 'test --report' or 'merge-reports'."
        case .examples:
            ""
        case .coverage:
            "Writes the package's symbol graphs and prints, for each module of its library products, "
                + "how many public symbols have a doc comment and how many of those carry a Swift example."
        case .preview:
            "Builds the site as 'build' does and serves it on 127.0.0.1; edits to the docs and the "
                + "package's sources are verified again and the open pages reload. Ctrl-C stops it."
        case .mergeReports:
            "Every shard of the run must be given once. The merged report lists the pages in the "
                + "order an unsharded run does; 'build --from-report' renders the site from it. The exit status "
                + "is 1 when a block of the merged report failed, as 'test' exits."
        }
    }

    /// The positional arguments: the shards' reports of `merge-reports`, none for the others.
    private var arguments: CommandArguments? {
        guard self == .mergeReports else { return nil }
        return CommandArguments("REPORT", help: "The JSON reports of the shards, one per shard.", minimum: 1)
    }
}
