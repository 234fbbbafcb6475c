/// `patterndoc`'s command line: its commands (``PatternDocCommand``) with the options that name
/// them (``PatternDocOptions``), as the generic parser and help read it.
///
/// The executable parses with it, prints `help` and `COMMAND --help` from it, and reports usage
/// errors through it; ``PatternDocRequest`` turns a parsed command into the options the
/// library's stages take.
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
        commands: PatternDocCommand.allCases.map(\.declaration)
    )
}
