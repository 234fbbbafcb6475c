import Testing

@testable import PatternDoc
@testable import PatternDocExtract
@testable import PatternDocLayout
@testable import PatternDocPlan
@testable import PatternDocRender
@testable import PatternDocReport
@testable import PatternDocSite
@testable import PatternDocVerify

/// Blocks with editor placeholders are syntax templates: shown with their placeholders styled,
/// badged, never compiled, and counted apart.
@Suite struct SyntaxTemplateTests {
    @Test func aPlaceholderOutsideStringsAndCommentsMakesATemplate() {
        #expect(SyntaxTemplate.hasPlaceholder("func <#name#>(<#parameters#>) -> <#return type#> {\n    <#statements#>\n}\n"))
        #expect(!SyntaxTemplate.hasPlaceholder("let s = \"<#not one#>\"\n"))
        #expect(!SyntaxTemplate.hasPlaceholder("// <#not one either#>\nlet a = 1\n"))
        #expect(!SyntaxTemplate.hasPlaceholder("let a = 1 #> 2\n"))
    }

    @Test func onlyAnUnskippedSwiftBlockIsATemplate() {
        var block = CodeBlock(page: "Docs/P.md", index: 0, fenceLine: 1, codeLine: 2, code: "<#name#>\n", attributes: FenceAttributes(language: "swift"))
        #expect(SyntaxTemplate.isTemplate(block))
        block.attributes.skipReason = "grammar"
        #expect(!SyntaxTemplate.isTemplate(block))
        block.attributes = FenceAttributes(language: "text")
        #expect(!SyntaxTemplate.isTemplate(block))
    }

    @Test func placeholdersAreHighlightedAsSuch() {
        let html = SwiftHighlighter.html("func <#name#>() {}")
        #expect(html.contains("<span class=ph>name</span>"))
        #expect(html.hasPrefix("<span class=k>func</span> "))
        // An opening without a closing after it is plain code, and does not loop.
        #expect(!SwiftHighlighter.html("a #> b <# c").contains("class=ph"))
    }

    @Test func templatesAreCountedApartFromPassesFailuresAndOptOuts() {
        let block = CodeBlock(page: "Docs/P.md", index: 0, fenceLine: 3, codeLine: 4, code: "let <#name#> = 1\n", attributes: FenceAttributes(language: "swift"))
        let verdicts = BlockVerdicts(
            page: DocPage(path: "Docs/P.md", title: "P", markdown: ""), blocks: [PreparedBlock(block, problems: [])], leftOut: [:],
            buildSucceeded: true, modules: [], tests: TestEvents(), programs: [:], failOutcomes: [], timeout: 60, facts: { BlockFacts($0) }
        )
        let reports = verdicts.reports()
        #expect(reports.map(\.status) == [.template])
        #expect(reports.map(\.kind) == [.template])
        let passed = BlockReport(page: "Docs/P.md", line: 9, index: 1, kind: .compiled, isHidden: false, status: .passed)
        let report = VerificationReport(dependencyHash: "", pages: [], blocks: reports + [passed], problems: [], seconds: 0)
        #expect(report.summaryLine == "1 passed, 0 failed, 1 syntax template")
        #expect(report.succeeded)
        #expect(BlockBadge.label(reports[0]) == ("syntax template", "template"))
        #expect(SiteBuilder.footer(for: reports + [passed]).contains("1 shown as syntax templates"))
    }
}
