import Testing

@testable import PatternDoc
@testable import PatternDocPlan
@testable import PatternDocReport
@testable import PatternDocVerify

/// Tests in suites nested in suites, and a suite declared in one block that the tests of later
/// blocks go in (`@Suite(.dependencies) struct BaseSuite {}`, then `extension BaseSuite { ... }`),
/// are matched to their blocks as Swift Testing names them: `Tests.BaseSuite/FeatureTests/basics()`.
@Suite struct NestedSuiteTests {
    static let page = DocPage(path: "Docs/Testing.md", title: "Testing", markdown: "")

    /// The reports of `codes` (each a `test` block) when the tests that ran are `ran`, ids
    /// without the test target.
    static func reports(_ codes: [String], ran: [String]) -> [BlockReport] {
        var line = 3
        var blocks: [CodeBlock] = []
        for (index, code) in codes.enumerated() {
            blocks.append(WorkspaceFixture.block(page, index, line: line, code) { $0.isTest = true })
            line += code.split(separator: "\n").count + 4
        }
        var tests: [Int: [DocTest]] = [:]
        for block in blocks { tests[block.index] = BlockSplitter.tests(in: block.code) }
        let module = PlannedModule(
            name: "DocTesting", page: page.path, testTarget: "DocTestingTests", blocks: blocks, programBlocks: [], tests: tests
        )
        var events = TestEvents()
        for id in ran {
            let full = "DocTestingTests.\(id)/Testing.md:9:6"
            let name = String(id.split(separator: "/").last ?? "")
            events.tests.append(TestEvents.TestRecord(id: full, name: name, file: page.path, line: 9))
            events.started.insert(full)
            events.finished.insert(full)
        }
        let verdicts = BlockVerdicts(
            page: page, blocks: PreparedPage(blocks: blocks).blocks, leftOut: [:], buildSucceeded: true, modules: [module],
            tests: events, programs: [:], failOutcomes: [], timeout: 60, facts: { BlockFacts($0) }
        )
        return verdicts.reports()
    }

    @Test func aTestInASuiteNestedInAnExtensionOfAnotherBlocksSuiteIsItsBlocks() {
        let reports = Self.reports(
            [
                "@Suite(.serialized) struct BaseSuite {}\n",
                "extension BaseSuite {\n  @Suite struct FeatureTests {\n    @Test func basics() {\n      #expect(1 == 1)\n    }\n  }\n}\n",
            ],
            ran: ["BaseSuite/FeatureTests/basics()"]
        )
        #expect(reports.map(\.status) == [.passed, .passed])
        #expect(reports[1].tests == ["basics()"])
        // The suite that holds no test of its own is verified by the tests that ran in it.
        #expect(reports[0].kind == .test)
        #expect(reports[0].tests.isEmpty)
    }

    @Test func aTestInNestedSuitesOfOneBlockIsFound() {
        let reports = Self.reports(
            ["struct Outer {\n  @Suite struct Inner {\n    @Test func adds() {}\n  }\n}\n"],
            ran: ["Outer/Inner/adds()"]
        )
        #expect(reports[0].status == .passed)
        #expect(reports[0].tests == ["adds()"])
    }

    @Test func aSuiteNoTestRanInStillFails() {
        // No test ran in `BaseSuite`: the block is not verified.
        let reports = Self.reports(
            ["@Suite struct BaseSuite {}\n", "@Suite struct Other {\n  @Test func runs() {}\n}\n"],
            ran: ["Other/runs()"]
        )
        #expect(reports[0].status == .failed)
        #expect(reports[0].message?.hasPrefix("no test from this block ran") == true)
        #expect(reports[1].status == .passed)
    }
}
