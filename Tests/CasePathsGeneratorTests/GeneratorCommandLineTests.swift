import Testing

@testable import SwiftSource

@Test func commandLineTakesAnOutputAndInputs() throws {
    let request = try GeneratorCommandLine.parse(["--output", "Out.swift", "A.swift", "B.swift"])
    #expect(request == .generate(GeneratorCommandLine(output: "Out.swift", inputs: ["A.swift", "B.swift"])))
    let inputsFirst = try GeneratorCommandLine.parse(["A.swift", "-o", "Out.swift", "--", "-odd.swift"])
    #expect(inputsFirst == .generate(GeneratorCommandLine(output: "Out.swift", inputs: ["A.swift", "-odd.swift"])))
}

@Test func commandLineAsksForHelp() throws {
    #expect(try GeneratorCommandLine.parse(["--help"]) == .help)
    #expect(GeneratorCommandLine.usage.contains("--output <file.swift>"))
}

@Test(arguments: [
    (["A.swift"], "error: missing --output <file.swift>; see --help"),
    (["--output"], "error: --output needs a file path after it"),
    (["--output", "a", "--output", "b"], "error: --output was given twice; give one output file"),
    (["--verbose"], "error: unknown option '--verbose'; see --help"),
])
func malformedCommandLinesAreRejectedWithAMessage(arguments: [String], message: String) {
    #expect(throws: GeneratorCommandLine.UsageError(description: message)) {
        try GeneratorCommandLine.parse(arguments)
    }
}
