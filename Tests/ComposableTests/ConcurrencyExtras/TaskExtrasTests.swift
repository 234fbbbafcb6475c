import Composable
import Testing

struct TaskExtrasTests {
    @Test func megaYieldLetsAnotherTaskOnTheSharedPoolRun() async {
        let ran = LockIsolated(false)
        Task.detached { ran.setValue(true) }
        // Yield until it ran, which a single yield does not promise.
        for _ in 0..<50 where !ran.value {
            await Task.megaYield()
        }
        #expect(ran.value)
    }

    @Test func cancellableValueCancelsTheAwaitedTaskWithTheWaitingOne() async {
        let innerSawCancellation = LockIsolated(false)
        let outer = Task {
            let inner = Task {
                try? await Task<Never, Never>.sleep(for: .seconds(60))
                innerSawCancellation.setValue(Task<Never, Never>.isCancelled)
            }
            await inner.cancellableValue
        }
        try? await Task.sleep(for: .milliseconds(20))
        outer.cancel()
        await outer.value
        #expect(innerSawCancellation.value)
    }

    @Test func aThrowingCancellableValueThrowsTheInnerCancellation() async {
        let outer = Task {
            let inner = Task { () throws -> Int in
                try await Task<Never, Never>.sleep(for: .seconds(60))
                return 1
            }
            return try await inner.cancellableValue
        }
        outer.cancel()
        await #expect(throws: CancellationError.self) { try await outer.value }
    }

    @Test func aTypedNeverThrowsCancellationWhenCancelled() async {
        let waiting = Task { try await Task<Int, Never>.never() }
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
    }
}
