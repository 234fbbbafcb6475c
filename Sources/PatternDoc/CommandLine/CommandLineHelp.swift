/// The help text of a tool or of one of its commands, written from its
/// ``CommandLineDeclaration``: what `help`, `help VERB` and `VERB --help` print.
///
/// The tool's help lists the commands, one line each; a command's help gives its usage line,
/// what it does, its options and their help, wrapped to ``width`` columns.
///
/// ```text
/// import PatternDoc
///
/// let tool = CommandLineDeclaration(program: "greet", version: "1.0", abstract: "Greets.", commands: [
///     CommandDeclaration("hello", abstract: "Says hello.", options: [CommandOption("loud", help: "Shout.")]),
/// ])
/// let help = CommandLineHelp(declaration: tool).text(for: "hello")
/// assert(help.hasPrefix("Usage: greet hello [--loud]"))
/// ```
package struct CommandLineHelp: Sendable {
    /// The tool the help is about.
    package var declaration: CommandLineDeclaration
    /// How many columns the text fills at most.
    package var width = 96

    /// The help of the tool `declaration` declares.
    package init(declaration: CommandLineDeclaration) {
        self.declaration = declaration
    }

    /// The help of the command `name`, or of the whole tool when `name` is `nil` or no command's.
    package func text(for name: String?) -> String {
        guard let name, let command = declaration.command(named: name) else { return overview }
        return text(for: command)
    }

    /// The tool's help: what it is, its commands, and where to read more.
    package var overview: String {
        let program = declaration.program
        let title = "\(program) \(declaration.version): \(declaration.abstract)"
        var lines = wrap(title.split(separator: " ").map(String.init), width: width, firstPrefix: "", prefix: "")
        lines += [
            "",
            "Usage: \(program) COMMAND [OPTIONS]",
            "",
            "Commands:",
        ]
        let rows = declaration.commands.map { ($0.name, $0.abstract) }
            + [("help [COMMAND]", "Prints this help, or a command's options and what they do.")]
        lines += table(rows)
        lines += [
            "",
            "Options without a command:",
        ]
        lines += table([("-h, --help", "Prints this help."), ("-V, --version", "Prints \(program)'s version.")])
        lines += ["", "Run '\(program) help COMMAND' (or '\(program) COMMAND --help') for a command's options."]
        return lines.joined(separator: "\n") + "\n"
    }

    /// One command's help: usage, what it does, options.
    package func text(for command: CommandDeclaration) -> String {
        let prefix = "Usage: \(declaration.program) \(command.name) "
        let words = command.options.map { "[\($0.synopsis)]" } + (command.arguments.map { [$0.synopsis] } ?? [])
        var lines = wrap(words, width: width, firstPrefix: prefix, prefix: String(repeating: " ", count: prefix.count))
        lines += [""] + wrap(command.abstract.split(separator: " ").map(String.init), width: width, firstPrefix: "", prefix: "")
        if !command.discussion.isEmpty {
            lines += [""] + wrap(command.discussion.split(separator: " ").map(String.init), width: width, firstPrefix: "", prefix: "")
        }
        if let arguments = command.arguments {
            lines += ["", "Arguments:"] + table([(arguments.synopsis, arguments.help)])
        }
        var options = command.options.map { ($0.synopsis, $0.help) }
        options.append(("-h, --help", "Prints this help."))
        lines += ["", "Options:"] + table(options)
        return lines.joined(separator: "\n") + "\n"
    }

    /// Two columns: the term, and its help wrapped beside it (or under it when the term is long).
    private func table(_ rows: [(term: String, help: String)]) -> [String] {
        let column = min(28, (rows.map(\.term.count).max() ?? 0) + 4)
        var lines: [String] = []
        for row in rows {
            let indent = String(repeating: " ", count: column)
            let words = row.help.split(separator: " ").map(String.init)
            if row.term.count + 4 <= column {
                let first = "  " + row.term + String(repeating: " ", count: column - 2 - row.term.count)
                lines += wrap(words, width: width, firstPrefix: first, prefix: indent)
            } else {
                lines.append("  " + row.term)
                lines += wrap(words, width: width, firstPrefix: indent, prefix: indent)
            }
        }
        return lines
    }

    /// `words` in lines of at most `width` columns, the first starting with `firstPrefix`.
    private func wrap(_ words: [String], width: Int, firstPrefix: String, prefix: String) -> [String] {
        var lines: [String] = []
        var line = firstPrefix
        var lineIsEmpty = true
        for word in words {
            if !lineIsEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = prefix
                lineIsEmpty = true
            }
            line += (lineIsEmpty ? "" : " ") + word
            lineIsEmpty = false
        }
        lines.append(line)
        return lines
    }
}
