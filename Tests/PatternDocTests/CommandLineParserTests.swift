import Testing

@testable import PatternDoc

/// The command line as a new user types it, read with patterndoc's own declaration: every
/// request form, and every mistake named with the nearest correct word.
struct CommandLineParserTests {
    private let tool = PatternDocCommandLine.declaration

    private func parse(_ arguments: [String]) throws(CommandLineError) -> CommandLineRequest {
        try tool.parse(arguments)
    }

    private func failure(_ arguments: [String]) -> String {
        do {
            let request = try parse(arguments)
            return "parsed as \(request)"
        } catch {
            return error.description
        }
    }

    @Test func noArgumentsAsksForTheOverview() throws {
        #expect(try parse([]) == .help(command: nil))
    }

    @Test func versionIsAskedWithEitherSpelling() throws {
        #expect(try parse(["--version"]) == .version)
        #expect(try parse(["-V"]) == .version)
    }

    @Test func helpOfOneCommandIsAskedThreeWays() throws {
        #expect(try parse(["help", "build"]) == .help(command: "build"))
        #expect(try parse(["build", "--help"]) == .help(command: "build"))
        #expect(try parse(["build", "--out", "site", "-h"]) == .help(command: "build"))
        #expect(try parse(["help"]) == .help(command: nil))
        #expect(try parse(["--help"]) == .help(command: nil))
    }

    @Test func optionValuesComeAfterASpaceOrAnEqualsSign() throws {
        let spaced = try parse(["test", "--timeout", "30", "--filter", "Scoping"])
        let joined = try parse(["test", "--timeout=30", "--filter=Scoping"])
        #expect(spaced == .run(ParsedCommand(command: "test", values: ["timeout": "30", "filter": "Scoping"])))
        #expect(joined == spaced)
    }

    @Test func anEqualsSignInsideAValueStaysInTheValue() throws {
        #expect(try parse(["test", "--filter=a=b"]) == .run(ParsedCommand(command: "test", values: ["filter": "a=b"])))
    }

    @Test func flagsAndPositionalArgumentsAreKeptApart() throws {
        let request = try parse(["merge-reports", "a.json", "--report", "out.json", "b.json"])
        #expect(request == .run(ParsedCommand(command: "merge-reports", values: ["report": "out.json"], arguments: ["a.json", "b.json"])))
        let flags = try parse(["examples", "--check"])
        #expect(flags == .run(ParsedCommand(command: "examples", flags: ["check"])))
    }

    @Test func aDoubleDashEndsTheOptions() throws {
        let request = try parse(["merge-reports", "--report", "out.json", "--", "--odd.json"])
        #expect(request == .run(ParsedCommand(command: "merge-reports", values: ["report": "out.json"], arguments: ["--odd.json"])))
    }

    @Test func aMistypedCommandSuggestsTheNearestAndPointsAtHelp() {
        #expect(failure(["tset"]) == "unknown command 'tset'. Did you mean 'test'?\nSee 'patterndoc help'.")
        #expect(failure(["bulid", "--out", "x"]).hasPrefix("unknown command 'bulid'. Did you mean 'build'?"))
        #expect(failure(["merge"]).hasPrefix("unknown command 'merge'. Did you mean 'merge-reports'?"))
    }

    @Test func aWordFarFromEveryCommandGetsNoSuggestion() {
        #expect(failure(["deploy"]) == "unknown command 'deploy'.\nSee 'patterndoc help'.")
    }

    @Test func anOptionBeforeTheCommandSaysWhereOptionsGo() {
        #expect(failure(["--out", "site"]).hasPrefix("unknown option '--out': options come after a command"))
    }

    @Test func helpOfAnUnknownCommandSuggestsTheNearest() {
        #expect(failure(["help", "covrage"]).hasPrefix("unknown command 'covrage'. Did you mean 'coverage'?"))
        #expect(failure(["help", "build", "test"]).hasPrefix("help takes one command"))
    }

    @Test func aMistypedOptionSuggestsTheNearestOfThatCommand() {
        #expect(failure(["test", "--timout", "3"])
            == "unknown option '--timout' for 'test'. Did you mean '--timeout'?\nSee 'patterndoc help test'.")
        #expect(failure(["build", "--no-remote-image"]).contains("Did you mean '--no-remote-images'?"))
    }

    @Test func anOptionOfAnotherCommandNamesTheCommandsThatTakeIt() {
        #expect(failure(["test", "--out", "site"])
            == "'test' takes no option '--out'; 'build', 'examples' and 'preview' do.\nSee 'patterndoc help test'.")
        #expect(failure(["coverage", "--check"]).hasPrefix("'coverage' takes no option '--check'; 'examples' does."))
    }

    @Test func aSingleDashOptionIsUnknownAndNamed() {
        #expect(failure(["test", "-x"]).hasPrefix("unknown option '-x' for 'test'."))
    }

    @Test func anOptionWithoutItsValueSaysWhatValueItTakes() {
        #expect(failure(["build", "--out"]) == "--out needs a value: --out DIR.\nSee 'patterndoc help build'.")
        #expect(failure(["build", "--out", "--no-api"]).hasPrefix("--out needs a value: --out DIR."))
        #expect(failure(["build", "--out="]).hasPrefix("--out needs a value after '=': --out DIR."))
    }

    @Test func aFlagGivenAValueIsAnError() {
        #expect(failure(["examples", "--check=yes"]).hasPrefix("--check takes no value, but was given 'yes'."))
    }

    @Test func anOptionGivenTwiceIsAnError() {
        #expect(failure(["test", "--filter", "a", "--filter=b"]).hasPrefix("--filter was given twice; give it once."))
    }

    @Test func aStrayArgumentIsNamed() {
        #expect(failure(["test", "Docs"]).hasPrefix("test takes no arguments besides its options, but was given 'Docs'."))
    }

    @Test func tooFewPositionalArgumentsSayHowManyAreNeeded() {
        #expect(failure(["merge-reports", "--report", "x.json"]).hasPrefix("merge-reports needs one REPORT, but was given 0."))
    }

    @Test func everyOptionOfTheOldCommandLineStillParses() throws {
        let lines: [[String]] = [
            ["test", "--package", ".", "--docs", "Docs", "--filter", "x", "--report", "r.json", "--timeout", "5",
             "--no-wait", "--implicit-imports", "none", "--traits", "all", "--no-doc-comments"],
            ["build", "--package", ".", "--docs", "Docs", "--out", "site", "--timeout", "5", "--no-wait",
             "--no-remote-images", "--no-api", "--implicit-imports", "none", "--traits", "all", "--no-doc-comments"],
            ["examples", "--package", ".", "--docs", "Docs", "--out", "Examples", "--check"],
            ["coverage", "--package", "."],
        ]
        for line in lines {
            guard case .run(let parsed) = try parse(line) else {
                Issue.record("\(line) did not parse as a command")
                continue
            }
            #expect(parsed.values.count + parsed.flags.count == line.count { $0.hasPrefix("--") })
        }
    }

    @Test func nearestNeedsTheWordToBeCloseOrAnUnambiguousStart() {
        #expect(CommandLineParser.nearest(to: "tst", among: ["test", "build"]) == "test")
        #expect(CommandLineParser.nearest(to: "xyz", among: ["test", "build"]) == nil)
        #expect(CommandLineParser.nearest(to: "no-doc", among: ["no-doc-comments", "no-api"]) == "no-doc-comments")
        #expect(CommandLineParser.nearest(to: "no-", among: ["no-doc-comments", "no-api"]) == nil)
    }
}
