/// A command line that cannot be run: what was wrong, in words that name the bad argument,
/// and the nearest command or option when one is close. Its description ends by pointing at
/// `PROGRAM help VERB` rather than printing the whole manual.
///
/// ```text
/// import PatternDoc
///
/// let tool = CommandLineDeclaration(program: "greet", version: "1.0", abstract: "Greets.", commands: [
///     CommandDeclaration("hello", abstract: "Says hello."),
/// ])
/// do {
///     _ = try tool.parse(["helo"])
///     assertionFailure("a mistyped command is an error")
/// } catch {
///     assert("\(error)".contains("Did you mean 'hello'?"))
/// }
/// ```
package struct CommandLineError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong, one sentence or two: `unknown option '--ot' for 'build'. Did you mean '--out'?`
    package var message: String
    /// Where to read more: `See 'patterndoc help build'.`
    package var pointer: String

    /// Creates an error; `pointer` says where to read more.
    package init(_ message: String, pointer: String) {
        self.message = message
        self.pointer = pointer
    }

    /// An error about `command` of the tool `program` (about the tool when `command` is nil),
    /// pointing at that command's help.
    package init(_ message: String, program: String, command: String?) {
        self.init(message, pointer: "See '\(program) help\(command.map { " \($0)" } ?? "")'.")
    }

    /// The message, then the pointer on a line of its own.
    package var description: String { "\(message)\n\(pointer)" }
}
