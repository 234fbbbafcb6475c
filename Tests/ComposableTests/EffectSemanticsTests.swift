import Composable
import Testing

/// The original's effect semantics that users notice: when synchronous effects inside a
/// sequence are reduced, what happens to an action sent after its effect finished, and how far
/// `.cancel(id:)` reaches through composed features.
@MainActor
struct EffectSemanticsTests {
    struct Sequencing: Reducer {
        struct State: Equatable {
            var log: [String] = []
        }

        enum Action {
            case concatenateSends
            case mergeSends
            case concatenateAroundARun
            case nestedSequences
            case step(String)
        }

        /// What the run effect in the middle of a concatenation waits on; the test opens it.
        var gate = AsyncStream<Void> { $0.finish() }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .concatenateSends:
                    return .concatenate(.send(.step("a")), .send(.step("b")))
                case .mergeSends:
                    return .merge(.send(.step("a")), .send(.step("b")))
                case .concatenateAroundARun:
                    return .concatenate(
                        .send(.step("before")),
                        .run { [gate] send in
                            for await _ in gate {}
                            await send(.step("run"))
                        },
                        .send(.step("after"))
                    )
                case .nestedSequences:
                    return .concatenate(
                        .merge(.send(.step("a")), .concatenate(.send(.step("b")), .send(.step("c")))),
                        .send(.step("d"))
                    )
                case let .step(name):
                    state.log.append(name)
                    return .none
                }
            }
        }
    }

    @Test func sendsInsideConcatenateAreReducedBeforeSendReturns() {
        let store = Store(initialState: Sequencing.State()) { Sequencing() }

        let task = store.send(.concatenateSends)

        #expect(store.log == ["a", "b"])
        #expect(task.isCancelled, "nothing is left running, as for an action without effects")
    }

    @Test func sendsInsideMergeAreReducedBeforeSendReturns() {
        let store = Store(initialState: Sequencing.State()) { Sequencing() }

        store.send(.mergeSends)

        #expect(store.log == ["a", "b"])
    }

    @Test func nestedSequencesOfSendsAreReducedInOrderBeforeSendReturns() {
        let store = Store(initialState: Sequencing.State()) { Sequencing() }

        store.send(.nestedSequences)

        #expect(store.log == ["a", "b", "c", "d"])
    }

    @Test func aConcatenationRunsItsSendsUpToTheFirstRunAtOnceAndTheRestAfterIt() async {
        let (gate, opener) = AsyncStream<Void>.makeStream()
        let store = Store(initialState: Sequencing.State()) { Sequencing(gate: gate) }

        let task = store.send(.concatenateAroundARun)
        #expect(store.log == ["before"])

        opener.finish()
        await task.finish()
        #expect(store.log == ["before", "run", "after"])
    }

    struct Escaping: Reducer {
        struct State: Equatable {
            var count = 0
        }

        enum Action {
            case escapeSend
            case increment
        }

        /// Where the effect leaves its `send`, as code that escapes it into a callback would.
        let escaped: EscapedSend<Action>
        static let runLine: UInt = #line + 6

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .escapeSend:
                    return .run { [escaped] send in
                        await escaped.keep(send)
                    }
                case .increment:
                    state.count += 1
                    return .none
                }
            }
        }
    }

    @Test func anActionSentAfterItsEffectFinishedIsIgnoredWithAWarning() async {
        let escaped = EscapedSend<Escaping.Action>()
        let store = Store(initialState: Escaping.State()) { Escaping(escaped: escaped) }
        let warnings = RuntimeWarningRecorder()

        await warnings.record { store.send(.escapeSend) }.finish()
        escaped.send?(.increment)

        #expect(store.count == 0)
        #expect(warnings.messages.count == 1)
        let message = warnings.messages.first ?? ""
        // Worded as the original's: the action sent, and the action whose effect it was.
        #expect(message.hasPrefix("An action was sent from a completed effect."))
        #expect(message.contains("  Action:\n    EffectSemanticsTests.Escaping.Action.increment\n"))
        #expect(message.contains("  Effect returned from:\n    EffectSemanticsTests.Escaping.Action.escapeSend\n"))
        #expect(message.hasSuffix("make sure that your 'run' closure does not return until you're done calling 'send'."))
        // Reported at the effect's `.run`.
        #expect(warnings.recorded.first?.callSite.line == Escaping.runLine)
    }

    struct Timer: Reducer {
        struct State: Equatable, Identifiable {
            var id = 0
        }

        enum Action {
            case start
            case stopOwnTimer
        }

        enum CancelID { case timer }

        var body: some ReducerOf<Self> {
            Reduce { _, action in
                switch action {
                case .start:
                    return .run { _ in try await Task.sleep(for: .seconds(600)) }
                        .cancellable(id: CancelID.timer)
                case .stopOwnTimer:
                    return .cancel(id: CancelID.timer)
                }
            }
        }
    }

    struct Parent: Reducer {
        struct State: Equatable {
            var rows: IdentifiedArrayOf<Timer.State> = [Timer.State(id: 1), Timer.State(id: 2)]
            var detail: Timer.State? = Timer.State(id: 9)
        }

        enum Action {
            case rows(IdentifiedActionOf<Timer>)
            case detail(Timer.Action)
            case stopAllTimers
            case startOwnTimer
        }

        var body: some ReducerOf<Self> {
            Reduce { _, action in
                switch action {
                case .stopAllTimers:
                    return .cancel(id: Timer.CancelID.timer)
                case .startOwnTimer:
                    return .run { _ in try await Task.sleep(for: .seconds(600)) }
                        .cancellable(id: Timer.CancelID.timer)
                case .rows, .detail:
                    return .none
                }
            }
            .forEach(\.rows, action: \.rows) { Timer() }
            .ifLet(\.detail, action: \.detail) { Timer() }
        }
    }

    @Test func aParentsCancelReachesTheSameIDInEveryChild() async {
        let store = Store(initialState: Parent.State()) { Parent() }
        let row1 = store.send(.rows(.element(id: 1, action: .start)))
        let row2 = store.send(.rows(.element(id: 2, action: .start)))
        let detail = store.send(.detail(.start))
        #expect(!row1.isCancelled && !row2.isCancelled && !detail.isCancelled)

        store.send(.stopAllTimers)

        #expect(row1.isCancelled)
        #expect(row2.isCancelled)
        #expect(detail.isCancelled)
        await row1.finish()
        await row2.finish()
        await detail.finish()
    }

    @Test func aChildsCancelReachesNeitherItsSiblingsNorItsParent() async {
        let store = Store(initialState: Parent.State()) { Parent() }
        let row1 = store.send(.rows(.element(id: 1, action: .start)))
        let row2 = store.send(.rows(.element(id: 2, action: .start)))
        let detail = store.send(.detail(.start))
        let parent = store.send(.startOwnTimer)

        store.send(.rows(.element(id: 1, action: .stopOwnTimer)))

        #expect(row1.isCancelled)
        #expect(!row2.isCancelled)
        #expect(!detail.isCancelled)
        #expect(!parent.isCancelled)
        for task in [row2, detail, parent] { task.cancel(); await task.finish() }
    }

    @Test func cancelInFlightInAChildCancelsOnlyThatChildsEarlierWork() async {
        let store = Store(initialState: Parent.State()) { Parent() }
        let row1 = store.send(.rows(.element(id: 1, action: .start)))
        let row2 = store.send(.rows(.element(id: 2, action: .start)))

        let row2Again = store.send(.rows(.element(id: 2, action: .start)))
        store.send(.rows(.element(id: 2, action: .stopOwnTimer)))

        #expect(!row1.isCancelled)
        #expect(row2.isCancelled && row2Again.isCancelled)
        row1.cancel()
        await row1.finish()
    }
}

extension EffectSemanticsTests {
    struct Cleanup: Reducer {
        struct State: Equatable {}
        enum Action { case start }

        let log: CleanupLog

        var body: some ReducerOf<Self> {
            Reduce { _, _ in
                .run { [log] _ in
                    do {
                        try await Task.sleep(for: .seconds(600))
                    } catch {
                        // Winding down takes a few hops before the effect is done.
                        for _ in 0..<20 { await Task.yield() }
                        await log.record("cleaned up")
                    }
                }
            }
        }
    }

    @Test func awaitingCancelReturnsOnlyOnceTheEffectsHaveWoundDown() async {
        let log = CleanupLog()
        let store = Store(initialState: Cleanup.State()) { Cleanup(log: log) }
        let task = store.send(.start)

        task.cancel()
        await task.finish()

        #expect(log.lines == ["cleaned up"])
        #expect(task.isCancelled)
    }
}

@MainActor
final class CleanupLog: Sendable {
    private(set) var lines: [String] = []

    func record(_ line: String) {
        lines.append(line)
    }
}

/// Holds the `send` an effect escaped, for a test to call after the effect finished.
@MainActor
final class EscapedSend<Action>: Sendable {
    private(set) var send: Send<Action>?

    func keep(_ send: Send<Action>) {
        self.send = send
    }
}
