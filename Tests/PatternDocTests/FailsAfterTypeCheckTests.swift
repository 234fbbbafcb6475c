import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocReport

/// A block marked `fails` is compiled as far as SIL, so an error found only after
/// type-checking (a constant used before being initialized, a missing return) counts as the
/// failure the block shows, as it would in a build.
@Suite(.serialized)
struct FailsAfterTypeCheckTests {
    /// `Fixtures/LateCompileErrors`: two blocks whose errors come from the passes after the
    /// type-checker, one whose error the type-checker finds, and one that compiles.
    @Test func aFailsBlockWhoseErrorIsFoundAfterTypeCheckingPasses() async throws {
        let package = try FixtureCopy(fixture: "LateCompileErrors")
        let report = try await package.verifyPages()
        func block(_ line: Int) -> BlockReport? {
            report.blocks.first { $0.page == "Docs/LateErrors.md" && $0.line == line }
        }

        #expect(report.problems.isEmpty)
        #expect(report.summaryLine == "3 passed, 1 failed")
        for line in [5, 12, 20] {
            #expect(block(line)?.status == .passed, "line \(line): \(block(line)?.message ?? "no report")")
        }
        #expect(block(5)?.message?.contains("Docs/LateErrors.md:7:7: error: constant 'opening' used before being initialized") == true, "\(block(5)?.message ?? "")")
        #expect(block(12)?.message?.contains("Docs/LateErrors.md:15:1: error: missing return in global function expected to return 'Int'") == true, "\(block(12)?.message ?? "")")
        // A block that compiles is still told so.
        #expect(block(26)?.status == .failed)
        #expect(block(26)?.message?.hasPrefix("this block is marked 'fails' but it compiled.") == true, "\(block(26)?.message ?? "")")
    }
}
