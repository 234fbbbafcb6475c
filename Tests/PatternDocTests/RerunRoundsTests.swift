import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocReport

/// The rounds that order the blocks left out of a build go on counting after a page's program
/// stopped early and the workspace was built again, so a block left out after the rerun says
/// which blocks it was compiled without.
@Suite(.serialized)
struct RerunRoundsTests {
    /// `Fixtures/RerunRounds`: a block that does not compile (line 5), a block that ends the
    /// program, and a block that uses its locals, which no longer compiles once that block is
    /// kept from running (after the rerun); and a page whose code never changes, whose program
    /// runs once.
    @Test func aBlockLeftOutAfterAProgramRerunSaysItWasCompiledWithoutTheBlocksLeftOutBefore() async throws {
        let package = try FixtureCopy(fixture: "RerunRounds")
        let progress = ProgressLines()
        let report = try await package.verifyPages { options in options.progress = { progress.append($0) } }
        func block(_ line: Int) -> BlockReport? {
            report.blocks.first { $0.page == "Docs/Rounds.md" && $0.line == line }
        }

        #expect(report.problems.isEmpty)
        #expect(block(5)?.status == .failed)
        #expect(block(5)?.message?.hasPrefix("Docs/Rounds.md:6:19: error: cannot convert value of type 'String' to specified type 'Int'") == true, "\(block(5)?.message ?? "")")
        // Compiled without nothing: line 5 was left out in the first round, before any other.
        #expect(block(5)?.message?.contains("compiled without") == false)
        #expect(block(12)?.status == .failed)
        let late = try #require(block(20))
        #expect(late.status == .failed)
        #expect(late.message?.hasPrefix("Docs/Rounds.md:21:7: error: cannot find 'tally' in scope") == true, "\(late.message ?? "")")
        #expect(late.message?.contains("This block was compiled without the block(s) at line 5 of this page") == true, "\(late.message ?? "")")
        // The rerun runs the program of the page whose code changed, not the other page's.
        func runs(_ page: String) -> Int { progress.lines.filter { $0.hasPrefix("Running the program of Docs/\(page) ") }.count }
        #expect(runs("Rounds.md") == 2)
        #expect(runs("Steady.md") == 1)
        let steady = report.blocks.first { $0.page == "Docs/Steady.md" }
        #expect(steady?.status == .passed)
    }
}
