/// One option a command takes: a flag such as `--check`, or an option with a value such as
/// `--out DIR`, declared once with its help so that parsing, `help VERB` and the error
/// messages all come from the same line.
///
/// Use it inside a ``CommandDeclaration``; the parser accepts the value both as the next
/// argument (`--timeout 30`) and after an equals sign (`--timeout=30`).
///
/// ```text
/// import PatternDoc
///
/// let out = CommandOption("out", value: "DIR", help: "Where the site goes.")
/// let check = CommandOption("check", help: "Fail when the files are stale.")
/// assert(out.spelling == "--out" && !out.isFlag && check.isFlag)
/// ```
package struct CommandOption: Sendable, Hashable {
    /// The name without its dashes: `out` for `--out`.
    package var name: String
    /// What the value is, as the help shows it (`DIR`, `SECONDS`); `nil` for a flag.
    package var valueName: String?
    /// What the option does, in a sentence or two; the help wraps it.
    package var help: String

    /// Declares an option; give `value` for one that takes a value, leave it out for a flag.
    package init(_ name: String, value: String? = nil, help: String) {
        self.name = name
        self.valueName = value
        self.help = help
    }

    /// Whether the option stands alone, without a value.
    package var isFlag: Bool { valueName == nil }

    /// How a user writes it: `--out`.
    package var spelling: String { "--\(name)" }

    /// How the usage line shows it: `--out DIR`, or `--check`.
    package var synopsis: String { valueName.map { "\(spelling) \($0)" } ?? spelling }
}
