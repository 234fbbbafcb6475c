import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

@testable import PatternDoc
@testable import PatternDocReport

/// What a CI job reads: GitHub Actions annotations and JUnit XML, escaped so that any message
/// (many lines, percent signs, quotes, control characters from a crash) arrives whole.
struct CIOutputTests {
    private func report() -> VerificationReport {
        var report = VerificationReport(dependencyHash: "h", pages: [], blocks: [], problems: [], seconds: 2)
        report.pages = [
            .init(path: "Docs/Guide.md", title: "Guide", hash: "a", reused: false),
            .init(path: "Docs/A, b: c.md", title: "Odd", hash: "b", reused: false),
        ]
        report.blocks = [
            BlockReport(page: "Docs/Guide.md", line: 5, index: 0, kind: .compiled, isHidden: false, status: .passed, seconds: 0.25),
            BlockReport(page: "Docs/Guide.md", line: 12, index: 1, kind: .test, isHidden: false, status: .failed,
                        message: "greets(): Expectation failed: 100% <wrong>\n  at Docs/Guide.md:14"),
            BlockReport(page: "Docs/Guide.md", line: 20, index: 2, kind: .skipped, isHidden: false, status: .skipped,
                        message: "needs \"network\" & a server"),
            BlockReport(page: "Docs/A, b: c.md", line: 3, index: 0, kind: .output, isHidden: false, status: .failed,
                        message: "crashed\u{1}\r\n"),
        ]
        report.problems = ["the build failed outside the docs:\nerror: x"]
        return report
    }

    @Test func eachFailureIsOneAnnotationAtItsLine() {
        let lines = GitHubAnnotations.text(for: report()).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines == [
            "::error file=Docs/Guide.md,line=12,title=test block failed::greets(): Expectation failed: 100%25 <wrong>%0A  at Docs/Guide.md:14",
            "::error file=Docs/A%2C b%3A c.md,line=3,title=output block failed::crashed\u{1}%0D%0A",
            "::error::the build failed outside the docs:%0Aerror: x",
            "",
        ])
    }

    @Test func aRunWithoutFailuresHasNoAnnotations() {
        var passing = report()
        passing.blocks = passing.blocks.filter { $0.status != .failed }
        passing.problems = []
        #expect(GitHubAnnotations.text(for: passing) == "")
    }

    @Test func aSyntaxTemplateIsASkippedCaseInJUnit() {
        var templates = report()
        templates.blocks = [
            BlockReport(page: "Docs/Guide.md", line: 30, index: 3, kind: .template, isHidden: false, status: .template)
        ]
        templates.problems = []
        let xml = JUnitReport.xml(for: templates)
        #expect(xml.contains("tests=\"1\" failures=\"0\" skipped=\"1\""))
        #expect(xml.contains("<skipped message=\"syntax template: not compiled\"/>"))
    }

    @Test func junitHasOneCasePerBlockWithFailuresAndSkipsMarked() throws {
        let xml = JUnitReport.xml(for: report())
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"patterndoc\" tests=\"5\" failures=\"3\" skipped=\"1\" time=\"2.000\">"))
        #expect(xml.contains("<testsuite name=\"Docs/Guide.md\" tests=\"3\" failures=\"1\" skipped=\"1\" time=\"0.250\">"))
        #expect(xml.contains("<testcase name=\"Docs/Guide.md:5 (compiled)\" classname=\"Docs.Guide\" time=\"0.250\"/>"))
        #expect(xml.contains("<failure message=\"greets(): Expectation failed: 100% &lt;wrong&gt;\" type=\"test\">greets(): Expectation failed: 100% &lt;wrong&gt;&#10;  at Docs/Guide.md:14</failure>"))
        #expect(xml.contains("<skipped message=\"needs &quot;network&quot; &amp; a server\"/>"))
        #expect(xml.contains("crashed?"), "a control character XML cannot hold is replaced")
        #expect(xml.contains("<testcase name=\"problem 1\" classname=\"patterndoc\" time=\"0\">"))
    }

    @Test func junitIsWellFormedXML() throws {
        let document = try XMLDocument(data: Data(JUnitReport.xml(for: report()).utf8))
        let cases = try document.nodes(forXPath: "//testcase")
        #expect(cases.count == 5)
        let failures = try document.nodes(forXPath: "//testcase/failure")
        #expect(failures.count == 3)
        #expect(failures.first?.stringValue == "greets(): Expectation failed: 100% <wrong>\n  at Docs/Guide.md:14")
    }
}
