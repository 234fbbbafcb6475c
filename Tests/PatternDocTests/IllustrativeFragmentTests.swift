import Testing

@testable import PatternDoc
@testable import PatternDocPlan
@testable import PatternDocReport
@testable import PatternDocVerify

/// A block using a name nothing declares is an illustrative fragment, counted apart; a block
/// failing because an earlier one does not compile names that block's line; the adoption
/// summary ranks the blocks whose fix verifies the most.
@Suite struct IllustrativeFragmentTests {
    static let page = DocPage(path: "Docs/P.md", title: "P", markdown: "")

    static func error(_ message: String, line: Int) -> CompilerDiagnostic {
        CompilerDiagnostic(file: "Docs/P.md", line: line, column: 1, severity: .error, message: message)
    }

    /// The reports of `blocks` (code, first code line) when the build left out those of
    /// `leftOut` (block index → its errors) and nothing else ran.
    static func reports(_ blocks: [(String, Int)], leftOut: [Int: [String]]) -> [BlockReport] {
        let codeBlocks = blocks.enumerated().map { WorkspaceFixture.block(page, $0.offset, line: $0.element.1, $0.element.0) }
        var failures: [BlockID: BuildLoop.Failure] = [:]
        for (index, messages) in leftOut {
            let line = codeBlocks[index].codeLine
            failures[BlockID(codeBlocks[index])] = BuildLoop.Failure(errors: messages.map { error($0, line: line) }, note: nil, build: 1)
        }
        let verdicts = BlockVerdicts(
            page: page, blocks: PreparedPage(blocks: codeBlocks).blocks, leftOut: failures, buildSucceeded: true, modules: [],
            tests: TestEvents(), programs: [:], failOutcomes: [], timeout: 60, facts: { BlockFacts($0) }
        )
        return verdicts.reports()
    }

    @Test func aBlockUsingANameNoBlockOfThePageDeclaresIsAFragmentNamingIt() throws {
        let reports = Self.reports(
            [("let photo = downloadContent(named: \"x\")\n", 2), ("let size = photo.count\n", 6)],
            leftOut: [0: ["cannot find 'downloadContent' in scope"], 1: ["cannot find 'photo' in scope"]]
        )
        #expect(reports[0].status == .fragment)
        #expect(reports[0].kind == .fragment)
        #expect(reports[0].cause == nil)
        #expect(reports[0].message?.contains("it uses `downloadContent`, which no block of the page declares at file scope, nor the package") == true)
        // The second uses what the fragment declares: it fails, and says which block it waits for.
        #expect(reports[1].status == .failed)
        #expect(reports[1].cause == .dependsOnFailingBlock)
        #expect(reports[1].message?.hasPrefix("depends on the block at line \(reports[0].line), which does not compile") == true)
    }

    @Test func aMethodShownApartFromItsTypeIsAFragment() {
        // The book shows a method of `Matrix` on its own: `rows` is the struct's property.
        let reports = Self.reports(
            [("struct Matrix {\n    let rows: Int\n}\n", 2), ("func isValid(row: Int) -> Bool {\n    row < rows\n}\n", 8)],
            leftOut: [1: ["cannot find 'rows' in scope"]]
        )
        #expect(reports[1].status == .fragment)
        #expect(reports[1].message?.contains("it uses `rows`") == true)
    }

    @Test func aMethodUsingSelfShownApartFromItsTypeIsAFragment() {
        // A catalog shows a log handler's method alone; the compiler adds a question to its error.
        let reports = Self.reports(
            [("public func log(level: Int) {\n    self.write(level)\n}\n", 4)],
            leftOut: [0: ["cannot find 'self' in scope; did you mean to use it in a type or extension context?"]]
        )
        #expect(reports[0].status == .fragment)
        #expect(reports[0].cause == nil)
        #expect(reports[0].message?.contains("it uses `self`") == true)
    }

    @Test func aNameAnotherBlockOfThePageDeclaresIsNoFragment() {
        let reports = Self.reports(
            [("let total = count + 1\n", 2), ("struct Tally {}\n", 6), ("var count: Int { Tally().hashValue }\n", 10)],
            leftOut: [0: ["cannot find 'count' in scope"]]
        )
        #expect(reports[0].status == .failed)
        #expect(reports[0].cause == .missingSymbol)
    }

    @Test func fragmentsAreCountedApartFromFailuresInTheSummaryAndJUnit() throws {
        var fragment = BlockReport(page: "Docs/P.md", line: 1, index: 0, kind: .fragment, isHidden: false, status: .fragment)
        fragment.message = "an illustrative fragment: it uses `someCondition`, which no block of the page nor the package declares, so ..."
        var failed = BlockReport(page: "Docs/P.md", line: 9, index: 1, kind: .compiled, isHidden: false, status: .failed)
        failed.cause = .doesNotCompile
        let passed = BlockReport(page: "Docs/P.md", line: 20, index: 2, kind: .compiled, isHidden: false, status: .passed)
        let report = VerificationReport(
            dependencyHash: "h", pages: [.init(path: "Docs/P.md", title: "P", hash: "#", reused: false)],
            blocks: [fragment, failed, passed], problems: [], seconds: 1
        )
        #expect(report.summaryLine == "1 passed, 1 failed, 1 illustrative fragment")
        let summary = AdoptionSummary.text(for: report)
        #expect(summary.contains("illustrative fragments (1, not counted as failures)"))
        #expect(summary.contains("Docs/P.md:1: uses `someCondition`"))
        #expect(JUnitReport.xml(for: report).contains("skipped=\"1\""))
    }

    @Test func theSummaryRanksTheBlocksWhoseFixVerifiesTheMostBlocks() throws {
        func block(_ line: Int, dependsOn: Int? = nil) -> BlockReport {
            var block = BlockReport(page: "Docs/P.md", line: line, index: line, kind: .compiled, isHidden: false, status: .failed)
            block.cause = dependsOn == nil ? .doesNotCompile : .dependsOnFailingBlock
            block.message = dependsOn.map { FailureCause.dependsOnBlockPhrase(line: $0) + "cannot find 'x' in scope" } ?? "boom"
            return block
        }
        let blocks = [block(3), block(10), block(14, dependsOn: 10), block(18, dependsOn: 10), block(22, dependsOn: 3)]
        let report = VerificationReport(
            dependencyHash: "h", pages: [.init(path: "Docs/P.md", title: "P", hash: "#", reused: false)],
            blocks: blocks, problems: [], seconds: 1
        )
        let lines = AdoptionSummary.text(for: report).split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("The edits that would verify the most blocks") })
        #expect(Array(lines[(start + 1)...(start + 2)]) == [
            "  Docs/P.md:10 (does not compile): 3 blocks",
            "  Docs/P.md:3 (does not compile): 2 blocks",
        ])
    }
}
