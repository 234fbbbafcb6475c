import Composable
import ComposableTesting
import Testing

struct TestClockCheckSuspensionTests {
    @Test func checkSuspensionPassesWhenNothingSleeps() async throws {
        let clock = TestClock()
        try await clock.checkSuspension()
    }

    @Test func checkSuspensionThrowsWhileATaskSleepsAndPassesOnceItWoke() async throws {
        let clock = TestClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
        await #expect(throws: SuspensionError.self) {
            try await clock.checkSuspension()
        }
        await clock.advance(by: .seconds(1))
        try await sleeper.value
        try await clock.checkSuspension()
    }
}
