import Composable
import ComposableTesting
import ComposableUI
import Testing

/// A view that counts whole seconds on the environment's continuous clock while it is shown.
private struct SecondsCounter: View {
    @Environment(\.continuousClock) var clock
    let seconds: LockIsolated<Int>
    let started: LockIsolated<Bool>

    var body: some View {
        Text("Counting").task {
            started.setValue(true)
            while true {
                do { try await clock.sleep(for: .seconds(1)) } catch { return }
                seconds.withValue { $0 += 1 }
            }
        }
    }
}

@MainActor
@Suite struct EnvironmentClockTests {
    @Test func viewsReadARealContinuousClockUnlessOneIsSet() {
        var values = EnvironmentValues()
        #expect(values.continuousClock is ContinuousClock)
        #expect(values.suspendingClock is SuspendingClock)

        values.continuousClock = ImmediateClock()
        #expect(values.continuousClock is ImmediateClock<Duration>)
        #expect(values.suspendingClock is SuspendingClock, "setting one clock leaves the other alone")
    }

    @Test func aTaskSleepsOnTheClockSetAboveIt() async {
        let clock = TestClock()
        let seconds = LockIsolated(0)
        let started = LockIsolated(false)
        let host = ViewHost(SecondsCounter(seconds: seconds, started: started).environment(\.continuousClock, clock))
        await waitUntil { started.value }

        await clock.advance(by: .milliseconds(999))
        #expect(seconds.value == 0, "no whole second has passed on the test clock")

        await clock.advance(by: .seconds(2))
        await waitUntil { seconds.value >= 2 }
        #expect(seconds.value == 2)

        host.disappear()
        await clock.run()
        #expect(seconds.value == 2, "the view went away, so its task stopped sleeping on the clock")
    }
}
