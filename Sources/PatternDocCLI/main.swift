import Foundation
import PatternDoc
import PatternDocProcesses
import PatternDocSupport

// The `patterndoc` command line: parsing is declared in the library (PatternDocCommandLine);
// this executable prints and exits, and the work is in the PatternDoc library.

StandardOutput.flushEachLine()
InterruptForwarding.install()
ProcessRunner.adoptOrphans()
let declaration = PatternDocCommandLine.declaration
let exitCode: Int32
do {
    switch try declaration.parse(Array(CommandLine.arguments.dropFirst())) {
    case .version:
        print("\(declaration.program) \(declaration.version)")
        exitCode = 0
    case let .help(command):
        print(CommandLineHelp(declaration: declaration).text(for: command), terminator: "")
        exitCode = 0
    case let .run(parsed):
        let request = try PatternDocRequest(parsed, environment: ProcessInfo.processInfo.environment) { line in
            print(line)
        }
        exitCode = try CommandRunner.run(request)
    }
} catch let error as CommandLineError {
    FileHandle.standardError.write(Data("\(declaration.program): \(error)\n".utf8))
    exitCode = 2
} catch let error as DocError {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exitCode = 1
} catch let errors as DocErrors {
    FileHandle.standardError.write(Data("\(errors)\n".utf8))
    exitCode = 1
} catch {
    FileHandle.standardError.write(Data("\(declaration.program): \(error)\n".utf8))
    exitCode = 1
}
exit(exitCode)
