import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocExtract
@testable import PatternDocPlan
@testable import PatternDocReport
@testable import PatternDocVerify

/// `swift continues`: a declaration shown in parts across blocks, verified as one unit, each
/// part with its own verdict and errors at its own lines of the page.
@Suite struct ContinuationBlockTests {
    /// A page that shows a type in three parts, with prose and a `text` block between them.
    static let partsPage = DocPage(path: "Docs/Parts.md", title: "Parts", markdown: """
        # Parts

        ```swift
        struct Tally {
            var count = 0
        ```

        Then what it does:

        ```swift continues
            mutating func add() { count += 1 }
        ```

        ```text
        not Swift
        ```

        ```swift continues hidden
        }
        ```

        """)

    @Test func aContinuationIsJoinedToTheSwiftBlockBeforeItAtItsOwnLines() throws {
        let extracted = CodeBlockExtractor.extractEachBlock(from: Self.partsPage)
        #expect(extracted.problems.isEmpty)
        let prepared = PreparedPage(extracted).blocks
        let head = prepared[0].planned
        // The first part's code, then blank lines up to each part's first line of the page.
        let lines = head.code.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(head.codeLine == 4)
        #expect(lines[11 - 4] == "    mutating func add() { count += 1 }")
        #expect(lines[19 - 4] == "}")
        #expect(lines[6 - 4] == "")
        // The parts themselves are joined into the first block, and not compiled on their own;
        // none is given a skip reason.
        #expect(prepared.map(\.joinedInto) == [nil, 0, nil, 0])
        #expect(prepared.map(\.isCompiled) == [true, false, false, false])
        #expect(prepared.allSatisfy { $0.planned.attributes.skipReason == nil })
        #expect(prepared[3].planned.attributes.isHidden)
        // The blocks as written (what the site shows) are left as they were.
        #expect(extracted.blocks[0].code == "struct Tally {\n    var count = 0\n")
    }

    @Test func aContinuationWithNoSwiftBlockBeforeItIsAProblemAtItsFence() throws {
        let page = DocPage(path: "Docs/First.md", title: "First", markdown: "Text.\n\n```swift continues\nlet a = 1\n```\n")
        let extracted = CodeBlockExtractor.extractEachBlock(from: page)
        let problem = try #require(extracted.problems[0]?.first)
        #expect(problem.position == SourcePosition(file: "Docs/First.md", line: 3))
        #expect(problem.message.contains("no Swift block comes before this one"))
        // Set aside with the problem, not joined to anything.
        let prepared = PreparedPage(extracted).blocks[0]
        #expect(prepared.joinedInto == nil && !prepared.isCompiled)
        #expect(prepared.problems.first?.message.contains("no Swift block comes before") == true)
        #expect(prepared.planned.attributes.skipReason == nil)
    }

    @Test func continuesGoesWithHiddenAloneAndTakesNoArgument() throws {
        let position = SourcePosition(file: "Docs/Page.md", line: 3)
        #expect(try FenceAttributeParser.parse("swift continues hidden", at: position).continuesPrevious)
        for info in ["swift continues test", "swift output continues", "swift continues skip(\"x\")", "swift continues(\"x\")"] {
            #expect(throws: DocErrors.self, "\(info)") { try FenceAttributeParser.parse(info, at: position) }
        }
        do {
            _ = try FenceAttributeParser.parse("swift test continues", at: position)
        } catch let error as DocErrors {
            #expect(error.errors.first?.hint?.contains("put `test` on the first part") == true, "\(error.errors)")
        }
    }

    @Test func theJoinedPartsCompileAsOneAndEachPartReportsTheUnit() async throws {
        let package = try FixtureCopy()
        try package.edit("Docs/Guide.md") { _ in Self.partsPage.markdown + "```swift output\nvar tally = Tally()\ntally.add()\nprint(tally.count)\n```\n\n```text\n1\n```\n" }
        let report = try await offThePool { [path = package.path] in try Verifier.verify(VerifyOptions(packageRoot: path)) }

        #expect(report.summaryLine == "4 passed, 0 failed", "\(report.blocks.map { ($0.line, $0.status, $0.message ?? "") })")
        #expect(report.blocks.filter { $0.kind != .notSwift }.map(\.line) == [3, 10, 18, 21])
        #expect(report.blocks.first { $0.line == 18 }?.isHidden == true)
    }

    @Test func anErrorInAPartPointsAtItsLineAndFailsEveryPart() async throws {
        let package = try FixtureCopy()
        let broken = Self.partsPage.markdown.replacingOccurrences(of: "count += 1", with: "count += \"one\"")
        try package.edit("Docs/Guide.md") { _ in broken + "```swift\nlet other = 2\n```\n" }
        let report = try await offThePool { [path = package.path] in try Verifier.verify(VerifyOptions(packageRoot: path)) }

        let parts = report.blocks.filter { [3, 10, 18].contains($0.line) }
        #expect(parts.count == 3)
        #expect(parts.allSatisfy { $0.status == .failed }, "\(parts.map { ($0.line, $0.status) })")
        let head = try #require(parts.first)
        #expect(head.message?.hasPrefix("Docs/Guide.md:11:") == true, "\(head.message ?? "")")
        #expect(parts[1].message?.hasPrefix("the declaration this block continues, from line 3, does not verify:\nDocs/Guide.md:11:") == true, "\(parts[1].message ?? "")")
        // The block after the unit is verified all the same.
        #expect(report.blocks.last?.status == .passed)
    }
}

/// The adoption summary's pointer to `continues`: a block that fails because a later block of
/// its page goes on with its declaration.
@Suite struct DeclarationInPartsTests {
    static func block(_ index: Int, line: Int, _ code: String) -> CodeBlock {
        CodeBlock(page: "Docs/Feature.md", index: index, fenceLine: line - 1, codeLine: line, code: code, attributes: FenceAttributes(language: "swift"))
    }

    static func error(_ line: Int, _ message: String) -> CompilerDiagnostic {
        CompilerDiagnostic(file: "Docs/Feature.md", line: line, column: 8, severity: .error, message: message)
    }

    @Test func aLaterBlockThatClosesTheBraceOrCompletesTheConformanceIsFound() {
        let opened = Self.block(0, line: 4, "struct Feature: Reducer {\n    struct State {}\n")
        let closing = Self.block(2, line: 12, "    var body: some ReducerOf<Self> { EmptyReducer() }\n}\n")
        let unrelated = Self.block(1, line: 8, "let x = 1\n")
        let found = CompletingBlock.of(opened, errors: [Self.error(5, "expected '}' in struct")], later: [unrelated, closing], facts: { BlockFacts($0) })
        #expect(found?.index == 2)

        let whole = Self.block(0, line: 4, "struct Feature: Reducer {\n    struct State {}\n    enum Action {}\n}\n")
        let body = Self.block(1, line: 12, "extension Feature {\n    var body: some ReducerOf<Self> { EmptyReducer() }\n}\n")
        let conformance = Self.error(4, "type 'Feature' does not conform to protocol 'Reducer'")
        #expect(CompletingBlock.of(whole, errors: [conformance], later: [unrelated, body], facts: { BlockFacts($0) })?.index == 1)
        // An error of another kind, or no later block that goes on with it: no pointer.
        #expect(CompletingBlock.of(whole, errors: [Self.error(5, "cannot find 'y' in scope")], later: [unrelated, body], facts: { BlockFacts($0) }) == nil)
        #expect(CompletingBlock.of(whole, errors: [conformance], later: [unrelated], facts: { BlockFacts($0) }) == nil)
    }

    @Test func theSummaryPointsAtTheBlockThatGoesOn() {
        var failed = BlockReport(page: "Docs/Feature.md", line: 3, index: 0, kind: .compiled, isHidden: false, status: .failed)
        failed.cause = .declarationInParts
        failed.message = "the block at line 11 goes on with this declaration: mark it ```swift continues (and each part between), so that the parts compile as one.\nDocs/Feature.md:5:1: error: expected '}' in struct"
        let report = VerificationReport(dependencyHash: "", pages: [], blocks: [failed], problems: [], seconds: 0)
        let text = AdoptionSummary.text(for: report)
        #expect(text.contains("declaration in parts (1): the block is one part of a declaration"))
        #expect(text.contains("  Docs/Feature.md:3: the block at line 11 goes on with this declaration: mark it ```swift continues"))
    }

    @Test func aDeclarationSplitWithoutContinuesIsReportedAsInParts() async throws {
        let package = try FixtureCopy()
        try package.edit("Docs/Guide.md") { _ in
            """
            # Parts

            ```swift hidden
            protocol Describing { var summary: String { get } }
            ```

            ```swift
            struct Tally: Describing {
                var count = 0
            }
            ```

            Then what it says about itself:

            ```swift
                var summary: String { "\\(count)" }
            ```

            """
        }
        let report = try await offThePool { [path = package.path] in try Verifier.verify(VerifyOptions(packageRoot: path)) }
        let first = try #require(report.blocks.first { $0.line == 7 })
        #expect(first.status == .failed)
        #expect(first.cause == .declarationInParts, "\(first.message ?? "")")
        #expect(first.message?.hasPrefix("the block at line 15 goes on with this declaration") == true, "\(first.message ?? "")")
        #expect(AdoptionSummary.text(for: report).contains("Docs/Guide.md:7: the block at line 15 goes on with this declaration"))
    }
}
