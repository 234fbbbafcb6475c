import PatternDocSupport

/// Parses a command line against its ``CommandLineDeclaration``.
///
/// The rules, the ones most tools follow:
/// - the first argument is the command; `help [VERB]`, `--help`, `-h`, `--version` and `-V`
///   work without one, and `VERB --help` (or `-h`) anywhere after it asks for that command's help;
/// - an option's value follows it (`--out site`) or an equals sign (`--out=site`); a flag
///   takes none, and each option may be given once;
/// - `--` ends the options: what follows is positional even when it starts with dashes;
/// - a word that is not declared is an error that names it, suggests the nearest command or
///   option, and says where that option belongs when another command takes it.
///
/// ```text
/// import PatternDoc
///
/// let tool = CommandLineDeclaration(program: "greet", version: "1.0", abstract: "Greets.", commands: [
///     CommandDeclaration("hello", abstract: "Says hello.", options: [CommandOption("name", value: "NAME", help: "Whom to greet.")]),
/// ])
/// let request = try CommandLineParser(declaration: tool).parse(["hello", "--name=Ada"])
/// assert(request == .run(ParsedCommand(command: "hello", values: ["name": "Ada"])))
/// ```
package struct CommandLineParser: Sendable {
    /// The tool whose command lines this parser reads.
    package var declaration: CommandLineDeclaration

    /// A parser for the tool `declaration` declares.
    package init(declaration: CommandLineDeclaration) {
        self.declaration = declaration
    }

    /// Parses the arguments after the program's name.
    ///
    /// - Throws: a ``CommandLineError`` naming the first argument that cannot be read.
    package func parse(_ arguments: [String]) throws(CommandLineError) -> CommandLineRequest {
        guard let first = arguments.first else { return .help(command: nil) }
        switch first {
        case "--version", "-V":
            return .version
        case "help", "--help", "-h":
            return try help(Array(arguments.dropFirst()))
        default:
            break
        }
        guard let command = declaration.command(named: first) else {
            throw unknownCommand(first)
        }
        // `build --out site --help` asks for build's help, whatever else is on the line.
        let beforeSeparator = arguments.dropFirst().prefix { $0 != "--" }
        if beforeSeparator.contains(where: { $0 == "--help" || $0 == "-h" }) {
            return .help(command: command.name)
        }
        return .run(try parse(Array(arguments.dropFirst()), for: command))
    }

    /// `help`, `help VERB`: the help of the tool or of one command.
    private func help(_ rest: [String]) throws(CommandLineError) -> CommandLineRequest {
        guard let verb = rest.first else { return .help(command: nil) }
        guard rest.count == 1 else {
            throw error("help takes one command, not '\(rest.joined(separator: " "))'.", command: nil)
        }
        guard declaration.command(named: verb) != nil || verb == "help" else { throw unknownCommand(verb) }
        return .help(command: verb == "help" ? nil : verb)
    }

    private func parse(_ arguments: [String], for command: CommandDeclaration) throws(CommandLineError) -> ParsedCommand {
        var parsed = ParsedCommand(command: command.name)
        var given: Set<String> = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                parsed.arguments += remaining
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                parsed.arguments.append(argument)
                continue
            }
            let (spelled, inlineValue) = Self.split(argument)
            guard spelled.hasPrefix("--"), let option = command.option(named: String(spelled.dropFirst(2))) else {
                throw unknownOption(spelled, of: command)
            }
            guard given.insert(option.name).inserted else {
                throw error("\(option.spelling) was given twice; give it once.", command: command.name)
            }
            if option.isFlag {
                guard inlineValue == nil else {
                    throw error("\(option.spelling) takes no value, but was given '\(inlineValue!)'.", command: command.name)
                }
                parsed.flags.insert(option.name)
                continue
            }
            if let inlineValue {
                guard !inlineValue.isEmpty else {
                    throw error("\(option.spelling) needs a value after '=': \(option.synopsis).", command: command.name)
                }
                parsed.values[option.name] = inlineValue
            } else {
                guard let next = remaining.first, !next.hasPrefix("--") else {
                    throw error("\(option.spelling) needs a value: \(option.synopsis).", command: command.name)
                }
                parsed.values[option.name] = next
                remaining.removeFirst()
            }
        }
        try check(parsed.arguments, of: command)
        return parsed
    }

    private func check(_ arguments: [String], of command: CommandDeclaration) throws(CommandLineError) {
        guard let declared = command.arguments else {
            if let first = arguments.first {
                throw error("\(command.name) takes no arguments besides its options, but was given '\(first)'.", command: command.name)
            }
            return
        }
        if arguments.count < declared.minimum {
            let count = declared.minimum == 1 ? "one \(declared.name)" : "at least \(declared.minimum) \(declared.name)s"
            throw error("\(command.name) needs \(count), but was given \(arguments.count).", command: command.name)
        }
        if let maximum = declared.maximum, arguments.count > maximum {
            throw error("\(command.name) takes at most \(maximum) \(declared.name), but was given '\(arguments[maximum])' too.", command: command.name)
        }
    }

    /// `--out=site` as (`--out`, `site`); `--out` as (`--out`, nil).
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private func unknownCommand(_ word: String) -> CommandLineError {
        if word.hasPrefix("-") {
            return error("unknown option '\(word)': options come after a command, as in '\(declaration.program) build \(word)'.", command: nil)
        }
        let names = declaration.commands.map(\.name) + ["help"]
        let suggestion = Self.nearest(to: word, among: names).map { " Did you mean '\($0)'?" } ?? ""
        return error("unknown command '\(word)'.\(suggestion)", command: nil)
    }

    private func unknownOption(_ spelled: String, of command: CommandDeclaration) -> CommandLineError {
        let word = spelled.hasPrefix("--") ? String(spelled.dropFirst(2)) : String(spelled.drop { $0 == "-" })
        var message = "unknown option '\(spelled)' for '\(command.name)'."
        let elsewhere = declaration.commands.filter { $0.option(named: word) != nil }.map(\.name)
        if !elsewhere.isEmpty {
            message = "'\(command.name)' takes no option '--\(word)'; "
                + "\(Self.list(elsewhere.map { "'\($0)'" })) \(elsewhere.count == 1 ? "does" : "do")."
        } else if let nearest = Self.nearest(to: word, among: command.options.map(\.name)) {
            message += " Did you mean '--\(nearest)'?"
        }
        return error(message, command: command.name)
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func list(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " and " + words.last!
    }

    private func error(_ message: String, command: String?) -> CommandLineError {
        CommandLineError(message, program: declaration.program, command: command)
    }

    /// The candidate closest to `word`, when it is close enough to be what was meant: a
    /// couple of typos away (one for short words), or one the word is the start of.
    static func nearest(to word: String, among candidates: [String]) -> String? {
        let scored = candidates.map { (name: $0, distance: EditDistance.between(word.lowercased(), $0)) }
        let allowed = word.count <= 4 ? 1 : 2
        if let best = scored.filter({ $0.distance <= allowed }).min(by: { $0.distance < $1.distance }) {
            return best.name
        }
        guard word.count >= 3 else { return nil }
        let extending = candidates.filter { $0.hasPrefix(word.lowercased()) }
        return extending.count == 1 ? extending[0] : nil
    }
}
