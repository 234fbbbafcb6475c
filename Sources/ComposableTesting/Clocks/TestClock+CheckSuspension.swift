import Composable
import Testing

extension TestClock {
    /// Throws ``SuspensionError`` if any task is sleeping on this clock once the effects have
    /// settled and other tasks were given turns: for a test asserting that a feature is not waiting on the clock (a timer was
    /// stopped, a debounce was cancelled).
    ///
    /// ```swift test
    /// @Test func nothingSleepsOnAClockThatWasNeverUsed() async throws {
    ///     let clock = TestClock()
    ///     try await clock.checkSuspension()
    /// }
    /// ```
    public func checkSuspension() async throws {
        await settle(sourceLocation: #_sourceLocation)
        // Tasks off the clock's executor (one the test made) are only given turns, as the
        // original gives every task.
        await Task.megaYield()
        guard !hasSleepers else { throw SuspensionError() }
    }
}

/// The error ``TestClock/checkSuspension()`` throws when something still sleeps on the clock.
///
/// ```swift test
/// @Test func aSleeperMakesCheckSuspensionThrow() async {
///     let clock = TestClock()
///     let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
///     await #expect(throws: SuspensionError.self) {
///         try await clock.checkSuspension()
///     }
///     sleeper.cancel()
/// }
/// ```
public struct SuspensionError: Error {}
