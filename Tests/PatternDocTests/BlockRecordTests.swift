import Testing

@testable import PatternDoc
@testable import PatternDocExtract
@testable import PatternDocPlan
@testable import PatternDocVerify

/// One record per block: what the prepare stage decides for a block (its disposition, the
/// block it is joined into) is what the planner and the verdicts read, and a skip reason is only
/// ever the writer's.
@Suite struct BlockRecordTests {
    static let page = DocPage(path: "Docs/Records.md", title: "Records", markdown: """
        # Records

        ```swift tset
        let broken = 1
        ```

        ```swift
        func <#name#>() {}
        ```

        ```swift skip("needs a network")
        let data = fetch()
        ```

        ```text
        plain
        ```

        ```swift
        struct Tally {
            var count = 0
        ```

        ```swift continues
            mutating func add() { count += 1 }
        }
        ```

        """)

    /// The verdicts of `blocks` on `page` with nothing built or run.
    static func reports(_ blocks: [PreparedBlock], page: DocPage = page) -> [BlockReport] {
        BlockVerdicts(
            page: page, blocks: blocks, leftOut: [:], buildSucceeded: false, modules: [], tests: TestEvents(),
            programs: [:], failOutcomes: [], timeout: 60, facts: { BlockFacts($0) }
        ).reports()
    }

    @Test func eachBlockIsRecordedOnceWithItsDispositionAndNoMadeUpSkipReason() {
        let prepared = PreparedPage(CodeBlockExtractor.extractEachBlock(from: Self.page)).blocks
        #expect(prepared.count == 6)
        guard case .invalid(_, template: false) = prepared[0].disposition else {
            Issue.record("the block with a typo in its fence is not invalid: \(prepared[0].disposition)")
            return
        }
        #expect(Array(prepared.map(\.disposition).dropFirst()) == [.template, .skip("needs a network"), .notSwift, .verify, .verify])
        #expect(prepared.map(\.joinedInto) == [nil, nil, nil, nil, nil, 4])
        #expect(prepared.map(\.isCompiled) == [false, false, false, false, true, false])
        // Only the writer's reason is a skip reason, as written and as planned.
        #expect(prepared.compactMap(\.planned.attributes.skipReason) == ["needs a network"])
        #expect(prepared.compactMap(\.block.attributes.skipReason) == ["needs a network"])
    }

    @Test func theVerdictsComeFromTheDispositionsInBlockOrder() {
        let prepared = PreparedPage(CodeBlockExtractor.extractEachBlock(from: Self.page)).blocks
        let reports = Self.reports(prepared)
        // One report per Swift block and per block with problems, in block order; the text
        // block has none.
        #expect(reports.map(\.index) == [0, 1, 2, 4, 5])
        #expect(reports.map(\.status) == [.failed, .template, .skipped, .failed, .failed])
        #expect(reports.map(\.kind) == [.skipped, .template, .skipped, .compiled, .compiled])
        #expect(reports[0].cause == .invalidBlock)
        #expect(reports[0].message?.contains("tset") == true)
        #expect(reports[1].message == SyntaxTemplate.message)
        #expect(reports[2].message == "needs a network")
        // The continuation reports its unit's verdict, at its own line.
        #expect(reports[4].line == 24)
        #expect(reports[4].message?.hasPrefix("the declaration this block continues, from line 19, does not verify:\n") == true)
    }

    @Test func aDocCommentBlockWithAProblemSaysWhatToDoAboutIt() {
        var page = DocPage(path: "Sources/Shapes/Circle.swift", title: "Sources/Shapes/Circle.swift", markdown: "")
        page.sourceModule = "Shapes"
        let block = CodeBlock(page: page.path, index: 0, fenceLine: 3, codeLine: 4, code: "let a = 1\n", attributes: FenceAttributes(language: "swift"))
        let problem = DocError(at: block.position, "an unknown attribute 'tset'", hint: "Did you mean 'test'?")
        let reports = Self.reports([PreparedBlock(block, problems: [problem])], page: page)
        #expect(reports.map(\.status) == [.failed])
        #expect(reports.first?.message == "an unknown attribute 'tset' Did you mean 'test'? " + Verifier.docCommentAdvice)
    }

    @Test func aJoinedBlockIsNotCompiledOnItsOwnButWithTheBlockItContinues() {
        let plan = WorkspacePlanner.plan(
            pages: [Self.page], blocks: PreparedDocsLike.lexed(Self.page), package: WorkspaceFixture.package
        )
        let blocks = plan.modules.flatMap(\.blocks)
        #expect(blocks.map(\.index) == [4])
        #expect(blocks.first?.code.contains("mutating func add()") == true)
    }

    @Test func aUnitWhoseContinuationHoldsAPlaceholderIsATemplateAndNothingOfItCompiles() {
        let page = DocPage(path: "Docs/Unit.md", title: "Unit", markdown: """
            ```swift
            struct Tally {
            ```

            ```swift continues
                func <#name#>() {}
            }
            ```

            """)
        let prepared = PreparedPage(CodeBlockExtractor.extractEachBlock(from: page)).blocks
        #expect(prepared.map(\.disposition) == [.template, .template])
        #expect(prepared.map(\.isCompiled) == [false, false])
        #expect(Self.reports(prepared, page: page).map(\.status) == [.template, .template])
        let plan = WorkspacePlanner.plan(pages: [page], blocks: PreparedDocsLike.lexed(page), package: WorkspaceFixture.package)
        #expect(plan.modules.isEmpty)
    }

    @Test func aContinuationOfASkippedBlockReportsTheWritersReason() {
        let page = DocPage(path: "Docs/Skipped.md", title: "Skipped", markdown: """
            ```swift skip("shown only")
            struct Tally {
            ```

            ```swift continues
            }
            ```

            """)
        let prepared = PreparedPage(CodeBlockExtractor.extractEachBlock(from: page)).blocks
        #expect(prepared.map(\.joinedInto) == [nil, 0])
        let reports = Self.reports(prepared, page: page)
        #expect(reports.map(\.status) == [.skipped, .skipped])
        #expect(reports.map(\.message) == ["shown only", "shown only"])
        #expect(reports.map(\.line) == [1, 5])
    }
}

/// The blocks of a page as the prepare stage hands them to the planner.
private enum PreparedDocsLike {
    static func lexed(_ page: DocPage) -> LexedBlocks {
        LexedBlocks([page.path: PreparedPage(CodeBlockExtractor.extractEachBlock(from: page)).blocks])
    }
}
