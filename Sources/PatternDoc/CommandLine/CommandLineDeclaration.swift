/// A whole command-line tool, declared once: its name, version, what it is for and its
/// commands. Parsing (``CommandLineParser``), the help (``CommandLineHelp``) and the usage
/// errors (``CommandLineError``) all read this one value, so an option is written in one place.
///
/// `help`, `help VERB`, `VERB --help`, `--help` and `--version` come with every declaration.
///
/// ```text
/// import PatternDoc
///
/// let tool = CommandLineDeclaration(
///     program: "greet",
///     version: "1.0",
///     abstract: "Greets people.",
///     commands: [CommandDeclaration("hello", abstract: "Says hello.", options: [CommandOption("loud", help: "Shout.")])]
/// )
/// let request = try tool.parse(["hello", "--loud"])
/// assert(request == .run(ParsedCommand(command: "hello", flags: ["loud"])))
/// ```
package struct CommandLineDeclaration: Sendable, Hashable {
    /// The executable's name, as a user types it.
    package var program: String
    /// What `--version` prints after the name.
    package var version: String
    /// One line on what the tool is for, the first line of its help.
    package var abstract: String
    /// Its commands, in the order the help lists them.
    package var commands: [CommandDeclaration]

    /// Declares a tool.
    package init(program: String, version: String, abstract: String, commands: [CommandDeclaration]) {
        self.program = program
        self.version = version
        self.abstract = abstract
        self.commands = commands
    }

    /// The command called `name`, if there is one.
    package func command(named name: String) -> CommandDeclaration? {
        commands.first { $0.name == name }
    }

    /// Parses the arguments after the program's name; see ``CommandLineParser``.
    package func parse(_ arguments: [String]) throws(CommandLineError) -> CommandLineRequest {
        try CommandLineParser(declaration: self).parse(arguments)
    }
}
