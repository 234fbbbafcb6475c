import Foundation
import Testing

@testable import PatternDoc

/// `patterndoc help`, `help VERB` and `VERB --help`, all written from the one declaration.
struct CommandLineHelpTests {
    private let help = CommandLineHelp(declaration: PatternDocCommandLine.declaration)

    @Test func theOverviewListsEveryCommandAndPointsAtItsHelp() {
        let text = help.text(for: nil)
        #expect(text.hasPrefix("patterndoc \(PatternDocCommandLine.version): "))
        for command in PatternDocCommandLine.declaration.commands {
            #expect(text.contains("\n  \(command.name) "), "the overview lists \(command.name)")
        }
        #expect(text.contains("Run 'patterndoc help COMMAND'"))
        #expect(!text.contains("--no-remote-images"), "the overview does not print every option")
    }

    @Test func aCommandsHelpShowsItsOwnOptionsOnly() {
        let text = help.text(for: "examples")
        #expect(text.hasPrefix("Usage: patterndoc examples [--package PATH] [--docs PATH] [--out DIR] [--check]"))
        #expect(text.contains("  --check "))
        #expect(!text.contains("--timeout"))
        #expect(!text.contains("patterndoc build"))
    }

    @Test func everyDeclaredOptionAppearsInItsCommandsHelp() {
        for command in PatternDocCommandLine.declaration.commands {
            let text = help.text(for: command)
            for option in command.options {
                #expect(text.contains("  \(option.synopsis)"), "\(command.name)'s help shows \(option.synopsis)")
            }
        }
    }

    @Test func noLineIsWiderThanTheWidthUnlessOneWordIs() {
        for name in [nil] + PatternDocCommandLine.declaration.commands.map(\.name) {
            for line in help.text(for: name).split(separator: "\n") where line.count > help.width {
                #expect(!line.trimmingCharacters(in: .whitespaces).contains(" "), "too wide: \(line)")
            }
        }
    }

    @Test func positionalArgumentsAreShownWithTheirHelp() {
        let text = help.text(for: "merge-reports")
        #expect(text.contains("[--report FILE] REPORT..."))
        #expect(text.contains("Arguments:\n  REPORT..."))
    }
}
