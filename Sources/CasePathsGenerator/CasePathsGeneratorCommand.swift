import Foundation
import SwiftSource

/// The `CasePathsGenerator` executable: reads a target's Swift files and writes their
/// `CasePathable` conformances. `CasePathsPlugin` runs it on every build.
///
/// It only reads and writes files; the generation itself is `ConformanceGenerator`, in the
/// `SwiftSource` library, where tests can reach it.
///
/// ```
/// $ CasePathsGenerator --output .build/CasePaths.generated.swift Sources/Feature/*.swift
/// Sources/Feature/Feature.swift:12:18: warning: enum 'Feature.Secret' is visible only in ...
/// ```
///
/// Exit status: 0 on success (warnings included), 1 when a file cannot be read or written,
/// 2 for a malformed command line.
@main
struct CasePathsGeneratorCommand {
    static func main() {
        let request: GeneratorCommandLine.Request
        do {
            request = try GeneratorCommandLine.parse(Array(CommandLine.arguments.dropFirst()))
        } catch {
            printError("\(error)\n\n\(GeneratorCommandLine.usage)")
            exit(2)
        }
        switch request {
        case .help:
            print(GeneratorCommandLine.usage)
        case .generate(let arguments):
            exit(run(arguments))
        }
    }

    /// Runs one generation and returns the exit status.
    static func run(_ arguments: GeneratorCommandLine) -> Int32 {
        var files: [SourceFile] = []
        for path in arguments.inputs {
            guard let data = FileManager.default.contents(atPath: path) else {
                printError("\(path): error: cannot read this file; check that it exists and is readable")
                return 1
            }
            files.append(SourceFile(path: path, text: String(decoding: data, as: UTF8.self)))
        }
        let result = ConformanceGenerator.generate(files)
        for warning in result.warnings {
            printError(warning.description)
        }
        do {
            try OutputFile.write(result.source, to: arguments.output)
        } catch {
            printError("\(arguments.output): error: cannot write the generated file: \(error.localizedDescription)")
            return 1
        }
        return 0
    }

    private static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
