import Testing

@testable import PatternDoc
@testable import PatternDocLayout
@testable import PatternDocReport

/// What a block's badge says, and what it leaves to the footer under the code.
struct BlockBadgeTests {
    @Test func aVerifiedBlocksBadgeSaysHowLongItTookInItsTooltip() {
        let report = BlockReport(
            page: "Docs/Guide.md", line: 12, index: 0, kind: .compiled, isHidden: false, status: .passed, seconds: 0.25
        )

        let badge = BlockBadge(report: report, rootPrefix: "../", examplePath: nil)

        #expect(badge.toolbar == """
            <a class="badge badge-compiled" href="../verification.html#Docs-Guide-md-12" \
            title="Passed, 250 ms. Open the verification report.">compiled</a>
            """)
        #expect(badge.footer.isEmpty)
    }

    @Test func aSkippedBlockGivesItsReasonUnderTheCodeAndNoTooltipRepeatingIt() {
        let report = BlockReport(
            page: "Docs/Guide.md", line: 30, index: 2, kind: .skipped, isHidden: false, status: .skipped,
            message: "needs a network"
        )

        let badge = BlockBadge(report: report, rootPrefix: "", examplePath: nil)

        #expect(badge.toolbar == #"<a class="badge badge-skipped" href="verification.html#Docs-Guide-md-30">not verified</a>"#)
        #expect(badge.footer == #"<p class="skip-reason">Not verified: needs a network</p>"#)
    }
}
