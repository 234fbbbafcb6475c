import Foundation
import PatternDoc

// The `patterndoc` command line: argument parsing and printing only; the work is in the
// PatternDoc library.

InterruptForwarding.install()
ProcessRunner.adoptOrphans()
let arguments = Array(CommandLine.arguments.dropFirst())
let exitCode: Int32
do {
    let command = try CommandLineRequest.parse(arguments)
    exitCode = try command.run()
} catch let error as UsageError {
    FileHandle.standardError.write(Data("patterndoc: \(error.message)\n\n\(CommandLineRequest.usage)\n".utf8))
    exitCode = 2
} catch let error as DocError {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exitCode = 1
} catch let errors as DocErrors {
    FileHandle.standardError.write(Data("\(errors)\n".utf8))
    exitCode = 1
} catch {
    FileHandle.standardError.write(Data("patterndoc: \(error)\n".utf8))
    exitCode = 1
}
exit(exitCode)
