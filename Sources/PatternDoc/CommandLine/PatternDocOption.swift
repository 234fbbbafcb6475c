/// One option of `patterndoc`, declared once: its spelling and help (``CommandOption``), the
/// commands that take it, the type of its value, its default and how its text is read and
/// checked. The parser, `patterndoc help COMMAND`, the usage errors and ``PatternDocRequest``
/// all come from this one declaration (``PatternDocOptions``).
///
/// A flag's value is `Bool`, `false` unless given. An option with a value reads its text with
/// `read`, which throws a ``OptionValueProblem`` saying what the option takes; the request
/// turns it into a ``CommandLineError`` that points at the command's help.
///
/// ```text
/// import PatternDoc
///
/// let seconds = PatternDocOption<Double>(
///     "timeout", value: "SECONDS", help: "Seconds each run may take.", commands: [.test],
///     default: 300
/// ) { text throws(OptionValueProblem) in
///     guard let seconds = Double(text), seconds > 0 else { throw OptionValueProblem("--timeout takes seconds, not '\(text)'.") }
///     return seconds
/// }
/// assert(seconds.option.synopsis == "--timeout SECONDS" && seconds.commands == [.test])
/// ```
package struct PatternDocOption<Value: Sendable>: Sendable, DeclaredOption {
    /// How it is spelled and what the help says of it.
    package let option: CommandOption
    /// The commands that take it.
    package let commands: Set<PatternDocCommand>
    /// Its value when it is not given, which may depend on the environment (`--format`).
    let defaultValue: @Sendable (_ environment: [String: String]) -> Value
    /// Its value from the text given (`""` for a flag).
    let read: @Sendable (_ text: String) throws(OptionValueProblem) -> Value

    /// Declares an option with a value; `default` is its value when it is not given, `read`
    /// reads and checks the text given.
    package init(
        _ name: String,
        value: String,
        help: String,
        commands: Set<PatternDocCommand>,
        default defaultValue: @escaping @Sendable (_ environment: [String: String]) -> Value,
        read: @escaping @Sendable (_ text: String) throws(OptionValueProblem) -> Value
    ) {
        self.option = CommandOption(name, value: value, help: help)
        self.commands = commands
        self.defaultValue = defaultValue
        self.read = read
    }

    /// Declares an option with a value whose default does not depend on the environment.
    package init(
        _ name: String,
        value: String,
        help: String,
        commands: Set<PatternDocCommand>,
        default defaultValue: Value,
        read: @escaping @Sendable (_ text: String) throws(OptionValueProblem) -> Value
    ) {
        self.init(name, value: value, help: help, commands: commands, default: { _ in defaultValue }, read: read)
    }
}

extension PatternDocOption where Value == Bool {
    /// Declares a flag: `true` when given, `false` when not.
    package init(flag name: String, help: String, commands: Set<PatternDocCommand>) {
        self.option = CommandOption(name, help: help)
        self.commands = commands
        self.defaultValue = { _ in false }
        self.read = { _ in true }
    }
}

/// What every ``PatternDocOption`` is, whatever its value's type: what the help and the
/// parser need, and the commands that take it.
package protocol DeclaredOption: Sendable {
    /// How it is spelled and what the help says of it.
    var option: CommandOption { get }
    /// The commands that take it.
    var commands: Set<PatternDocCommand> { get }
}

/// Why the text given to an option cannot be used, in a sentence that names the option and
/// says what it takes: `--port takes a port number from 1 to 65535, not '70000'.`
package struct OptionValueProblem: Error, Sendable, Hashable {
    /// The sentence.
    package var message: String

    /// A problem described by `message`.
    package init(_ message: String) {
        self.message = message
    }
}
