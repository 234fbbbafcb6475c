import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocReport
@testable import PatternDocVerify

/// Runs the whole pipeline on `Fixtures/Greeter`, a small package that is not this one, the way
/// `patterndoc test --package Greeter` does. Each test works on its own copy of the fixture.
@Suite(.serialized)
struct EndToEndTests {
    @Test func verifiesTheDocsOfAnotherPackageAgainstItsOwnProducts() async throws {
        let package = try FixtureCopy()
        let report = try await offThePool { [path = package.path] in try Verifier.verify(VerifyOptions(packageRoot: path)) }

        #expect(report.summaryLine == "4 passed, 0 failed")
        #expect(report.blocks.map(\.kind) == [.compiled, .output, .test, .fails])
        let fails = try #require(report.blocks.last)
        #expect(fails.message == "Docs/Guide.md:38:29: error: cannot convert value of type 'Int' to expected argument type 'String'")
        #expect(report.blocks[2].tests == ["greetingEndsWithAFullStop()"])
        // Each entry says where its block ends; none is hidden, so none carries its code.
        #expect(report.blocks.allSatisfy { ($0.endLine ?? 0) > $0.line && $0.code == nil })
    }

    @Test func aTypeErrorFailsItsBlockAtTheMarkdownLine() async throws {
        let package = try FixtureCopy()
        try package.edit("Docs/Guide.md") { $0.replacingOccurrences(of: "greeter.greet(\"Ada\")", with: "greeter.greet(1)") }

        let report = try await offThePool { [path = package.path] in try Verifier.verify(VerifyOptions(packageRoot: path)) }

        #expect(!report.succeeded)
        let first = try #require(report.blocks.first)
        #expect(first.status == .failed)
        #expect(first.message?.hasPrefix("Docs/Guide.md:7:21: error: cannot convert value of type 'Int'") == true)
    }

    @Test func aBrokenAssertionFailsItsTestBlockAtTheMarkdownLine() async throws {
        let package = try FixtureCopy()
        try package.edit("Docs/Guide.md") { $0.replacingOccurrences(of: "\"Hello, Alan.\"", with: "\"Hello, Bob.\"") }

        let report = try await offThePool { [path = package.path] in try Verifier.verify(VerifyOptions(packageRoot: path)) }

        #expect(report.summaryLine == "3 passed, 1 failed")
        let test = try #require(report.blocks.first { $0.kind == .test })
        #expect(test.status == .failed)
        #expect(test.message?.hasPrefix("Docs/Guide.md:31: Expectation failed") == true)
    }

    @Test func aSecondRunWithNothingChangedReusesTheReportWithoutBuilding() async throws {
        let package = try FixtureCopy()
        let first = try await offThePool { [path = package.path] in try Verifier.verify(VerifyOptions(packageRoot: path)) }
        try FileManager.default.removeItem(atPath: "\(package.path)/.build/patterndoc/workspace")

        let again = try await offThePool { [path = package.path] in try Verifier.verify(VerifyOptions(packageRoot: path)) }

        #expect(again.summaryLine == "4 passed, 0 failed")
        #expect(again.pages.allSatisfy { $0.reused })
        #expect(again.blocks.map(\.endLine) == first.blocks.map(\.endLine))
        #expect(!FileManager.default.fileExists(atPath: "\(package.path)/.build/patterndoc/workspace"))
    }

    @Test func aWrongOutputFailsWithBothTexts() async throws {
        let package = try FixtureCopy()
        try package.edit("Docs/Guide.md") { $0.replacingOccurrences(of: "Hello, Grace!\n```", with: "Hello, Grace.\n```") }

        let report = try await offThePool { [path = package.path] in try Verifier.verify(VerifyOptions(packageRoot: path)) }

        let output = try #require(report.blocks.first { $0.kind == .output })
        #expect(output.status == .failed)
        #expect(output.message?.contains("Expected:\nHello, Ada!\nHello, Grace.\nActual:\nHello, Ada!\nHello, Grace!") == true)
    }

    /// The fixture knows nothing of ComposableUI: its page prints the preview protocol itself,
    /// which shows that patterndoc reads the lines, not a library.
    @Test func previewLinesBecomePreviewsKeptOutOfTheOutputAndThroughAReusedRun() async throws {
        let package = try FixtureCopy()
        try package.edit("Docs/Guide.md") { markdown in
            markdown
                .replacingOccurrences(of: "```swift output\n", with: "```swift output\nimport Foundation\n\n")
                .replacingOccurrences(of: "    print(excited.greet(guest))\n}\n", with: #"""
                        print(excited.greet(guest))
                    }
                    let flag = ProcessInfo.processInfo.environment["PATTERNDOC_PREVIEWS"] ?? "unset"
                    print("\u{1}patterndoc-preview\u{1}" + flag + "\u{1}<p class=\"guests\">Ada &amp; Grace</p>")
                    print("\u{1}patterndoc-preview\u{1}Second\u{1}<p>2</p>")

                    """#)
        }
        let options = VerifyOptions(packageRoot: package.path)

        let report = try await offThePool { try Verifier.verify(options) }

        #expect(report.summaryLine == "4 passed, 0 failed")
        let output = try #require(report.blocks.first { $0.kind == .output })
        #expect(output.previews == [
            BlockPreview(title: "1", html: "<p class=\"guests\">Ada &amp; Grace</p>"),
            BlockPreview(title: "Second", html: "<p>2</p>"),
        ])
        #expect(report.blocks.filter { $0.kind != .output }.allSatisfy { $0.previews.isEmpty })
        let saved = try String(contentsOfFile: options.reportPath, encoding: .utf8)
        #expect(saved.contains("\"title\":\"Second\""))

        let again = try await offThePool { try Verifier.verify(options) }

        #expect(again.pages.allSatisfy { $0.reused })
        #expect(again.blocks == report.blocks)
    }
}

/// A copy of a fixture package (`Fixtures/Greeter` unless told) in a temporary folder, removed
/// when the test is done.
final class FixtureCopy {
    let path: String

    init(fixture name: String = "Greeter") throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/\(name)")
        path = FileManager.default.temporaryDirectory.appendingPathComponent("\(name.lowercased())-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: fixture.path, toPath: path)
        try? FileManager.default.removeItem(atPath: "\(path)/.build")
    }

    func edit(_ file: String, _ change: (String) -> String) throws {
        let url = URL(fileURLWithPath: "\(path)/\(file)")
        try change(String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: true, encoding: .utf8)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
