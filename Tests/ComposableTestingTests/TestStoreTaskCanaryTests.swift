@_spi(Canary) import ComposableTesting
import Testing

/// `TestStoreTask(rawValue:timeout:)`, the original's `@_spi(Canary)` initializer: a test
/// store task over any task, or over none.
struct TestStoreTaskCanaryTests {
    @Test func finishingWaitsForTheWrappedTask() async {
        let steps = LockIsolated<[Int]>([])
        let task = TestStoreTask(
            rawValue: Task {
                try? await Task.sleep(for: .milliseconds(20))
                steps.withValue { $0.append(1) }
            },
            timeout: .seconds(600)
        )
        await task.finish()
        #expect(steps.value == [1])
        #expect(!task.isCancelled)
    }

    @Test func noTaskIsFinishedAndCountsAsCancelled() async {
        let task = TestStoreTask(rawValue: nil, timeout: .seconds(1))
        await task.finish()
        #expect(task.isCancelled)
    }

    @Test func cancellingCancelsTheWrappedTask() async {
        let wasCancelled = LockIsolated(false)
        let task = TestStoreTask(
            rawValue: Task {
                do {
                    try await Task.sleep(for: .seconds(3600))
                } catch {
                    wasCancelled.setValue(true)
                }
            },
            timeout: .seconds(600)
        )
        await task.cancel()
        #expect(wasCancelled.value)
        #expect(task.isCancelled)
    }

    @Test func aTaskStillRunningAfterTheTimeoutFailsTheTest() async {
        let task = TestStoreTask(
            rawValue: Task { try? await Task.sleep(for: .seconds(3600)) },
            timeout: .milliseconds(10)
        )
        await withKnownIssue {
            await task.finish()
        }
        await task.cancel()
    }
}
