/// The command line of the `CasePathsGenerator` executable, parsed.
///
/// ```
/// CasePathsGenerator --output <file.swift> <input.swift>...
/// ```
///
/// ```swift
/// try GeneratorCommandLine.parse(["--output", "Out.swift", "A.swift"])
/// // .generate(GeneratorCommandLine(output: "Out.swift", inputs: ["A.swift"]))
/// ```
public struct GeneratorCommandLine: Sendable, Hashable {
    /// Where to write the generated file.
    public var output: String
    /// The Swift files of the target, in the order given.
    public var inputs: [String]

    /// Creates a command line.
    public init(output: String, inputs: [String]) {
        self.output = output
        self.inputs = inputs
    }

    /// The help text.
    public static let usage = """
        USAGE: CasePathsGenerator --output <file.swift> <input.swift>...

        Writes CasePathable conformances for the enums of one target's Swift files into one
        file. The file is rewritten only when its contents change. Enums that cannot be
        extended from another file are reported as warnings.

        OPTIONS:
          --output <file.swift>  The file to write; its folder is created if needed.
          -h, --help             Show this help.
        """

    /// What the command line asks for.
    public enum Request: Sendable, Hashable {
        /// Generate the file.
        case generate(GeneratorCommandLine)
        /// Print the help text.
        case help
    }

    /// A command line that cannot be run, with the message to print.
    public struct UsageError: Error, Hashable, CustomStringConvertible {
        /// The message, starting with `error:`.
        public var description: String
    }

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Request {
        var output: String?
        var inputs: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                return .help
            case "--output", "-o":
                guard let value = remaining.popFirst() else {
                    throw UsageError(description: "error: --output needs a file path after it")
                }
                guard output == nil else {
                    throw UsageError(description: "error: --output was given twice; give one output file")
                }
                output = value
            case "--":
                inputs += remaining
                remaining = []
            case let option where option.hasPrefix("-") && option.count > 1:
                throw UsageError(description: "error: unknown option '\(option)'; see --help")
            default:
                inputs.append(argument)
            }
        }
        guard let output else {
            throw UsageError(description: "error: missing --output <file.swift>; see --help")
        }
        return .generate(GeneratorCommandLine(output: output, inputs: inputs))
    }
}
