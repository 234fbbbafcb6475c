import Composable
import ComposableTesting
import Testing

/// Collects what it is given, to see what `reportIssue` hands to the reporters.
struct CollectingReporter: IssueReporter {
    struct Report: Equatable, Sendable {
        var message: String?
        var severity: IssueSeverity?
        var fileID: String
        var line: UInt
        var expected = false
    }

    let reports = LockIsolated<[Report]>([])

    func reportIssue(
        _ message: @autoclosure () -> String?,
        severity: IssueSeverity,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) {
        let report = Report(message: message(), severity: severity, fileID: "\(fileID)", line: line)
        reports.withValue { $0.append(report) }
    }

    func expectIssue(
        _ message: @autoclosure () -> String?,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) {
        let report = Report(message: message(), fileID: "\(fileID)", line: line, expected: true)
        reports.withValue { $0.append(report) }
    }
}

struct ReportIssueTests {
    @Test func anIssueReportedInATestIsRecordedAsAnIssueOfThatTest() {
        withKnownIssue {
            reportIssue("The row was deleted")
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "The row was deleted" }
                && issue.sourceLocation?.fileID == #fileID
                && issue.severity == .error
        }
    }

    @Test func aReportedErrorIsRecordedAsThatError() {
        struct Offline: Error {}
        withKnownIssue {
            reportIssue(Offline(), "while syncing")
        } matching: { issue in
            if case .errorCaught(let error) = issue.kind { return error is Offline }
            return false
        }
    }

    @Test func aWarningIsRecordedWithTheWarningSeverity() {
        let reporter = CollectingReporter()
        withIssueReporters([reporter]) {
            reportIssue("cold cache", severity: .warning)
        }
        #expect(reporter.reports.value.map(\.severity) == [.warning])
    }

    @Test func withExpectedIssueCatchesAReportedIssue() {
        withExpectedIssue("a known problem") {
            reportIssue("Known problem")
        }
    }

    @Test func withExpectedIssueCatchesAnIssueReportedAfterASuspension() async {
        await withExpectedIssue {
            await Task.yield()
            reportIssue("Later problem")
        }
    }

    @Test func withExpectedIssueFailsTheTestWhenNoIssueIsReported() {
        // Swift Testing records "Known issue was not recorded" itself; catch that with the
        // matcher of an outer withKnownIssue.
        withKnownIssue {
            withExpectedIssue {}
        } matching: { issue in
            if case .knownIssueNotRecorded = issue.kind { return true }
            return false
        }
    }

    @Test func anIntermittentExpectedIssueMayNotHappen() {
        withExpectedIssue(isIntermittent: true) {}
    }

    @Test func theRuntimesOwnWarningsAreCaughtByWithExpectedIssue() {
        let warning = RuntimeWarning(
            message: "an action reached a missing child",
            callSite: CallSite(fileID: "Feature/Feature.swift", line: 7)
        )
        withExpectedIssue {
            warning.report()
        }
    }

    @Test func aReportersInTheCurrentListSeeTheRuntimesWarnings() {
        let reporter = CollectingReporter()
        let warning = RuntimeWarning(
            message: "an action reached a missing child",
            callSite: CallSite(fileID: "Feature/Feature.swift", line: 7)
        )
        withIssueReporters([reporter]) {
            warning.report()
        }
        #expect(
            reporter.reports.value
                == [.init(message: "an action reached a missing child", severity: .error, fileID: "Feature/Feature.swift", line: 7)]
        )
    }

    @Test func withoutReportersNothingIsReported() {
        withIssueReporters([]) {
            reportIssue("Nobody hears this")
        }
    }

    @Test func withIssueContextMovesTheIssueToTheGivenPlace() {
        let reporter = CollectingReporter()
        withIssueReporters([reporter]) {
            withIssueContext(fileID: "Other/Helper.swift", filePath: "/Other/Helper.swift", line: 42, column: 1) {
                reportIssue("moved")
            }
        }
        #expect(reporter.reports.value.map(\.fileID) == ["Other/Helper.swift"])
        #expect(reporter.reports.value.map(\.line) == [42])
    }

    @Test func anErrorIsDescribedAsCaughtByTheDefaultMethods() {
        struct Offline: Error, CustomStringConvertible {
            var description: String { "Offline" }
        }
        let reporter = CollectingReporter()
        withIssueReporters([reporter]) {
            reportIssue(Offline(), "while syncing")
        }
        #expect(reporter.reports.value.map(\.message) == ["Caught error: Offline: while syncing"])
    }

    @Test func theCurrentListHoldsTheDefaultReporter() {
        #expect(IssueReporters.current.count == 1)
        #expect(IssueReporters.current.first is _DefaultReporter)
    }

    @Test func isTestingIsTrueUnderTheTestRunner() {
        #expect(isTesting)
    }
}
