import Composable
import Testing

struct WithErrorReportingTests {
    struct DiskFull: Error {}

    @Test func aThrownErrorIsReportedAndGivesNil() {
        let reporter = CollectingReporter()
        let saved: Int? = withErrorReporting("Saving", to: [reporter]) {
            throw DiskFull()
        }
        #expect(saved == nil)
        #expect(reporter.reports.value.map(\.message) == ["Caught error: DiskFull(): Saving"])
    }

    @Test func aValueIsReturnedAndNothingReported() {
        let reporter = CollectingReporter()
        let saved = withErrorReporting(to: [reporter]) { 42 }
        #expect(saved == 42)
        #expect(reporter.reports.value.isEmpty)
    }

    @Test func anOptionalResultIsFlattened() {
        let first: Int? = withErrorReporting(to: []) { [Int]().first }
        #expect(first == nil)
        let second: Int? = withErrorReporting(to: []) { [7].first }
        #expect(second == 7)
    }

    @Test func cancellationIsNotReported() async {
        let reporter = CollectingReporter()
        let value: Int? = await withErrorReporting(to: [reporter]) {
            await Task.yield()
            throw CancellationError()
        }
        #expect(value == nil)
        #expect(reporter.reports.value.isEmpty)
    }

    @Test func anAsyncThrownErrorFailsTheRunningTest() async {
        await withKnownIssue {
            let value: Int? = await withErrorReporting {
                await Task.yield()
                throw DiskFull()
            }
            #expect(value == nil)
        } matching: { issue in
            if case .errorCaught(let error) = issue.kind { return error is DiskFull }
            return false
        }
    }
}
