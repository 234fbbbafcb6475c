/// One command of a command-line tool (`test`, `build`), declared once: its name, what it
/// does, its options and its positional arguments. ``CommandLineParser`` parses with it,
/// ``CommandLineHelp`` prints its help from it.
///
/// ```text
/// import PatternDoc
///
/// let merge = CommandDeclaration(
///     "merge-reports",
///     abstract: "Joins the reports of the shards of one run into one.",
///     options: [CommandOption("report", value: "FILE", help: "Where to write the merged report.")],
///     arguments: CommandArguments("REPORT", help: "The shards' reports.", minimum: 2)
/// )
/// assert(merge.option(named: "report")?.valueName == "FILE")
/// ```
package struct CommandDeclaration: Sendable, Hashable {
    /// The word that picks the command: `build`.
    package var name: String
    /// One line on what it does, shown in the list of commands.
    package var abstract: String
    /// More on what it does and when to use it, shown by `help VERB`; may be empty.
    package var discussion: String
    /// The options it takes, in the order the help lists them.
    package var options: [CommandOption]
    /// The positional arguments it takes; `nil` when it takes none.
    package var arguments: CommandArguments?

    /// Declares a command.
    package init(
        _ name: String,
        abstract: String,
        discussion: String = "",
        options: [CommandOption] = [],
        arguments: CommandArguments? = nil
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.options = options
        self.arguments = arguments
    }

    /// The option called `name` (without dashes), if the command takes it.
    package func option(named name: String) -> CommandOption? {
        options.first { $0.name == name }
    }
}

/// The positional arguments a command takes, such as the report files of `merge-reports`.
///
/// ```text
/// import PatternDoc
///
/// let reports = CommandArguments("REPORT", help: "A shard's report.", minimum: 2)
/// assert(reports.synopsis == "REPORT...")
/// ```
package struct CommandArguments: Sendable, Hashable {
    /// What each argument is, as the help shows it: `REPORT`.
    package var name: String
    /// What they are for.
    package var help: String
    /// How many must be given at least.
    package var minimum: Int
    /// How many may be given at most; `nil` for no limit.
    package var maximum: Int?

    /// Declares positional arguments: between `minimum` and `maximum` (no limit when `nil`).
    package init(_ name: String, help: String, minimum: Int = 0, maximum: Int? = nil) {
        self.name = name
        self.help = help
        self.minimum = minimum
        self.maximum = maximum
    }

    /// How the usage line shows them: `REPORT...`, `[COMMAND]`.
    package var synopsis: String {
        let repeated = maximum == 1 ? name : "\(name)..."
        return minimum == 0 ? "[\(repeated)]" : repeated
    }
}
