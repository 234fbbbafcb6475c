import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocPackage
@testable import PatternDocReport

/// A parsed `patterndoc` command line turned into the library's options, and every value that
/// cannot be used refused before any work, naming its option.
struct PatternDocRequestTests {
    private func request(_ arguments: [String], environment: [String: String] = [:]) throws -> PatternDocRequest {
        guard case .run(let parsed) = try PatternDocCommandLine.declaration.parse(arguments) else {
            throw CommandLineError("not a command", pointer: "")
        }
        return try PatternDocRequest(parsed, environment: environment)
    }

    private func failure(_ arguments: [String]) -> String {
        do {
            _ = try request(arguments)
            return "accepted"
        } catch {
            return "\(error)"
        }
    }

    @Test func testOptionsAreReadIntoVerifyOptions() throws {
        guard case let .test(options, outputs) = try request([
            "test", "--package", "/tmp/lib", "--timeout=2.5", "--filter", "Scope", "--no-wait",
            "--traits", "A, B", "--implicit-imports", "none", "--no-doc-comments", "--shard", "2/3",
        ]) else {
            Issue.record("not a test request")
            return
        }
        #expect(options.packageRoot == "/tmp/lib")
        #expect(options.docs == "/tmp/lib/Docs")
        #expect(options.timeout == 2.5)
        #expect(options.filter == "Scope")
        #expect(!options.waitForOtherRuns)
        #expect(options.traits == ["A", "B"])
        #expect(!options.docComments)
        #expect(options.shard == Shard(index: 2, count: 3))
        #expect(outputs == .init(format: .text))
    }

    @Test func relativePathsAreMadeAbsolute() throws {
        guard case let .build(options, _, _) = try request(["build", "--package", "lib", "--out", "site"]) else {
            Issue.record("not a build request")
            return
        }
        let here = FileManager.default.currentDirectoryPath
        #expect(options.verify.packageRoot == URL(fileURLWithPath: "\(here)/lib").standardizedFileURL.path)
        #expect(options.output == URL(fileURLWithPath: "\(here)/site").standardizedFileURL.path)
    }

    @Test func withoutPackageTheDocsAreVerifiedAgainstThePackageAroundThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("enclosing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = folder.appendingPathComponent("lib")
        let catalog = library.appendingPathComponent("Sources/Lib/Lib.docc")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: library.appendingPathComponent("Package.swift"))

        // Run from anywhere (this test runs in the repository, itself a package).
        guard case let .test(options, _) = try request(["test", "--docs", catalog.path]),
              case let .build(built, _, _) = try request(["build", "--docs", catalog.path, "--out", folder.appendingPathComponent("site").path]),
              case let .test(chosen, _) = try request(["test", "--docs", catalog.path, "--package", "."])
        else {
            Issue.record("not test and build requests")
            return
        }
        let libraryPath = library.standardizedFileURL.path
        #expect(options.packageRoot == libraryPath)
        #expect(built.verify.packageRoot == libraryPath)
        #expect(chosen.packageRoot == URL(fileURLWithPath: ".").standardizedFileURL.path)
    }

    @Test func withoutDocsOrAPackageAroundThemTheCurrentFolderIsThePackage() throws {
        guard case let .test(options, _) = try request(["test"]) else {
            Issue.record("not a test request")
            return
        }
        #expect(options.packageRoot == URL(fileURLWithPath: ".").standardizedFileURL.path)
        #expect(OptionReader.enclosingPackage(of: "/") == nil || FileManager.default.fileExists(atPath: "/Package.swift"))
    }

    @Test func theFormatIsGitHubInAGitHubActionsJobUnlessTold() throws {
        guard case let .test(_, inJob) = try request(["test"], environment: ["GITHUB_ACTIONS": "true"]),
              case let .test(_, told) = try request(["test", "--format", "text"], environment: ["GITHUB_ACTIONS": "true"]),
              case let .test(_, local) = try request(["test"])
        else {
            Issue.record("not test requests")
            return
        }
        #expect(inJob.format == .github)
        #expect(told.format == .text)
        #expect(local.format == .text)
    }

    @Test func badValuesNameTheirOptionAndPointAtTheCommandsHelp() {
        #expect(failure(["test", "--timeout", "soon"])
            == "--timeout takes a number of seconds greater than 0, not 'soon'.\nSee 'patterndoc help test'.")
        #expect(failure(["test", "--timeout=-1"]).hasPrefix("--timeout takes a number of seconds greater than 0, not '-1'."))
        #expect(failure(["test", "--format", "xml"]).hasPrefix("--format takes text or github, not 'xml'."))
        #expect(failure(["test", "--shard", "4/3"]).hasPrefix("--shard takes K/N with 1 <= K <= N, such as 1/4, not '4/3'."))
        #expect(failure(["test", "--shard", "0/3"]).hasPrefix("--shard takes K/N"))
        #expect(failure(["test", "--traits", "A,,B"]).hasPrefix("--traits takes trait names separated by commas"))
        #expect(failure(["test", "--implicit-imports", ""]).contains("See 'patterndoc help test'."))
        #expect(failure(["preview", "--port", "70000"]).hasPrefix("--port takes a port number from 1 to 65535, not '70000'."))
    }

    @Test func outputFilesAreCheckedBeforeAnyWork() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("request-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(failure(["test", "--junit", "\(folder)/missing/junit.xml"])
            .hasPrefix("--junit \(folder)/missing/junit.xml: the folder \(folder)/missing does not exist."))
        #expect(failure(["test", "--report", folder]).hasPrefix("--report \(folder) is a folder."))
        #expect(failure(["build", "--from-report", "\(folder)/none.json"]).hasPrefix("--from-report \(folder)/none.json: there is no such file."))
        guard case let .test(_, outputs) = try request(["test", "--report", "\(folder)/r.json", "--junit=\(folder)/j.xml"]) else {
            Issue.record("not a test request")
            return
        }
        #expect(outputs.reportPath == "\(folder)/r.json")
        #expect(outputs.junitPath == "\(folder)/j.xml")
    }

    @Test func mergeReportsNeedsWhereToWrite() throws {
        #expect(failure(["merge-reports", "a.json"]).hasPrefix("merge-reports needs --report FILE"))
        guard case let .mergeReports(inputs, output) = try request(["merge-reports", "/a.json", "/b.json", "--report", "/tmp/m.json"]) else {
            Issue.record("not a merge request")
            return
        }
        #expect(inputs == ["/a.json", "/b.json"])
        #expect(output == "/tmp/m.json")
    }

    @Test func previewTakesThePortAndTheBuildOptions() throws {
        guard case let .preview(options, port) = try request(["preview", "--port", "8123", "--no-api", "--out", "/tmp/s"]) else {
            Issue.record("not a preview request")
            return
        }
        #expect(port == 8123)
        #expect(!options.includesAPI)
        #expect(options.output == "/tmp/s")
    }

    @Test func everyOptionACommandDeclaresIsReadByItsRequest() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("options-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = FileManager.default.createFile(atPath: "\(folder)/given.json", contents: Data())
        let samples = [
            "package": folder, "docs": folder, "filter": "Scope", "out": "\(folder)/out", "from-report": "\(folder)/given.json",
            "port": "8123", "report": "\(folder)/r.json", "junit": "\(folder)/j.xml", "format": "github", "shard": "1/2",
            "timeout": "9", "implicit-imports": "none", "traits": "A", "language-mode": "5",
        ]
        for command in PatternDocCommandLine.declaration.commands {
            var parsed = ParsedCommand(command: command.name, arguments: command.arguments == nil ? [] : ["\(folder)/a.json"])
            for option in command.options {
                if option.isFlag {
                    parsed.flags.insert(option.name)
                } else if let sample = samples[option.name] {
                    parsed.values[option.name] = sample
                } else {
                    Issue.record("no sample value for --\(option.name) of \(command.name): add one to this test")
                }
            }
            #expect(throws: Never.self, "\(command.name) reads every option it declares") {
                try PatternDocRequest(parsed, environment: [:])
            }
        }
    }

    @Test func aParsedCommandThatPatterndocDoesNotDeclareIsRefusedPointingAtTheToolsHelp() {
        let error = #expect(throws: CommandLineError.self) {
            try PatternDocRequest(ParsedCommand(command: "publish", values: ["out": "/tmp/s"]), environment: [:])
        }
        #expect(error?.message == "'publish' is not a patterndoc command.")
        #expect(error?.pointer == "See 'patterndoc help'.")
    }

    @Test func everyDeclaredOptionBelongsToACommand() {
        for declared in PatternDocOptions.declared {
            #expect(!declared.commands.isEmpty, "--\(declared.option.name) is taken by no command")
        }
    }

    /// The command plugin (which cannot import this library) passes the command line through
    /// as it is and keeps no list of commands or options: what it shares with the declaration is
    /// the names of the two environment variables it sets, checked here against its source.
    @Test func thePluginKeepsNoCommandListAndSetsTheVariablesTheLibraryReads() throws {
        let plugin = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Sources/PatternDocPlugin/PatternDocPlugin.swift"),
            encoding: .utf8
        )
        #expect(plugin.contains("environment[\"\(PatternDocOptions.pluginPackageVariable)\"] = "))
        #expect(plugin.contains("environment[\"\(SwiftPMScratchPath.environmentKey)\"] = "))
        #expect(plugin.contains("process.arguments = arguments\n"))
        let code = plugin.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
        for command in PatternDocCommand.allCases {
            #expect(!code.contains("\"\(command.rawValue)\""), "the plugin names the command '\(command.rawValue)'")
        }
        for option in PatternDocOptions.declared {
            #expect(!code.contains("\"\(option.option.spelling)"), "the plugin names the option \(option.option.spelling)")
        }
    }

    @Test func underThePluginThePackageDefaultsToThePluginsPackage() throws {
        let environment = [PatternDocOptions.pluginPackageVariable: "/tmp/plugged"]
        guard case let .test(options, _) = try PatternDocRequest(ParsedCommand(command: "test"), environment: environment),
              case let .coverage(packageRoot) = try PatternDocRequest(ParsedCommand(command: "coverage"), environment: environment),
              case let .test(given, _) = try PatternDocRequest(
                  ParsedCommand(command: "test", values: ["package": "/tmp/other"]), environment: environment
              )
        else {
            Issue.record("not test and coverage requests")
            return
        }
        #expect(options.packageRoot == "/tmp/plugged")
        #expect(packageRoot == "/tmp/plugged")
        #expect(given.packageRoot == "/tmp/other")
    }
}
