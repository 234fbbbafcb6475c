/// What a parsed command line asks for: run a command, print help, or print the version.
///
/// ```text
/// import PatternDoc
///
/// let tool = CommandLineDeclaration(program: "greet", version: "1.0", abstract: "Greets.", commands: [
///     CommandDeclaration("hello", abstract: "Says hello."),
/// ])
/// let help = try tool.parse(["help", "hello"])
/// let version = try tool.parse(["--version"])
/// assert(help == .help(command: "hello") && version == .version)
/// ```
package enum CommandLineRequest: Sendable, Hashable {
    /// Run this command with these options.
    case run(ParsedCommand)
    /// Print the help of one command, or of the whole tool when `nil`.
    case help(command: String?)
    /// Print the tool's name and version.
    case version
}

/// One command with the options and arguments it was given, checked against its
/// ``CommandDeclaration``: every option here is one the command takes.
///
/// ```text
/// import PatternDoc
///
/// let parsed = ParsedCommand(command: "build", values: ["out": "site"], flags: ["no-api"])
/// assert(parsed.value("out") == "site" && parsed.isSet("no-api") && !parsed.isSet("no-wait"))
/// ```
package struct ParsedCommand: Sendable, Hashable {
    /// The command's name.
    package var command: String
    /// The options given with a value, by name (without dashes).
    package var values: [String: String]
    /// The flags given, by name.
    package var flags: Set<String>
    /// The positional arguments, in order.
    package var arguments: [String]

    /// Creates a parsed command.
    package init(command: String, values: [String: String] = [:], flags: Set<String> = [], arguments: [String] = []) {
        self.command = command
        self.values = values
        self.flags = flags
        self.arguments = arguments
    }

    /// The value given for the option `name`, or `nil` when it was not given.
    package func value(_ name: String) -> String? { values[name] }

    /// Whether the flag `name` was given.
    package func isSet(_ name: String) -> Bool { flags.contains(name) }
}
