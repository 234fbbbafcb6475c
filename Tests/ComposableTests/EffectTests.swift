import Composable
import Testing

@MainActor
struct EffectTests {
    struct Feature: Reducer {
        struct State: Equatable {
            var log: [String] = []
            var ticks = 0
            var results: [String] = []
        }

        enum Action {
            case sendChain
            case step(String)
            case runTwice
            case mergeTwo
            case concatenateThree
            case mapSend
            case mapRun
            case mapped(Int)
            case startTimer
            case stopTimer
            case tick
            case search(String)
            case searched(String)
            case sendOnce
            case sleepThenSend
            case sleepTwiceThenSend
        }

        enum CancelID {
            case timer
            case search
        }

        /// What the timer and the first concatenated effect wait on; the test drives it.
        var gate = AsyncStream<Void> { $0.finish() }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .sendChain:
                    state.log.append("sendChain")
                    return .send(.step("sent"))
                case let .step(name):
                    state.log.append(name)
                    return name == "sent" ? .send(.step("sent by sent")) : .none
                case .runTwice:
                    return .run { send in
                        await send(.step("run 1"))
                        await send(.step("run 2"))
                    }
                case .mergeTwo:
                    return .merge(
                        .run { send in await send(.step("left")) },
                        .run { send in await send(.step("right")) }
                    )
                case .concatenateThree:
                    return .concatenate(
                        .run { send in
                            for await _ in gate {}
                            await send(.step("first"))
                        },
                        .run { send in await send(.step("second")) },
                        .send(.step("third"))
                    )
                case .mapSend:
                    return Effect<Int>.send(3).map { .mapped($0) }
                case .mapRun:
                    return Effect<Int>.run { send in await send(4) }.map { .mapped($0 * 10) }
                case let .mapped(value):
                    state.log.append("mapped \(value)")
                    return .none
                case .startTimer:
                    return .run { send in
                        for await _ in gate {
                            await send(.tick)
                        }
                    }
                    .cancellable(id: CancelID.timer)
                case .stopTimer:
                    return .cancel(id: CancelID.timer)
                case .tick:
                    state.ticks += 1
                    return .none
                case let .search(query):
                    return .run { send in
                        await send(.searched(query))
                    }
                    .cancellable(id: CancelID.search, cancelInFlight: true)
                case let .searched(query):
                    state.results.append(query)
                    return .none
                case .sendOnce:
                    return .run { send in await send(.step("once")) }
                case .sleepThenSend:
                    return .run { send in
                        try? await Task.sleep(for: .seconds(60))
                        await send(.step("woke"))
                    }
                case .sleepTwiceThenSend:
                    return .merge(
                        .run { send in
                            try await Task.sleep(for: .seconds(60))
                            await send(.step("left woke"))
                        },
                        .run { send in
                            try await Task.sleep(for: .seconds(60))
                            await send(.step("right woke"))
                        }
                    )
                }
            }
        }
    }

    @Test func sendEffectIsReducedBeforeSendReturns() {
        let store = Store(initialState: Feature.State()) { Feature() }

        store.send(.sendChain)

        #expect(store.log == ["sendChain", "sent", "sent by sent"])
    }

    @Test func runEffectDeliversItsActionsAndFinishWaitsForThem() async {
        let store = Store(initialState: Feature.State()) { Feature() }

        await store.send(.runTwice).finish()

        #expect(store.log == ["run 1", "run 2"])
    }

    @Test func mergeRunsEveryEffect() async {
        let store = Store(initialState: Feature.State()) { Feature() }

        await store.send(.mergeTwo).finish()

        #expect(store.log.sorted() == ["left", "right"])
    }

    @Test func concatenateStartsEachEffectAfterThePreviousOneFinished() async {
        let (gate, opener) = AsyncStream.makeStream(of: Void.self)
        let store = Store(initialState: Feature.State()) { Feature(gate: gate) }

        let task = store.send(.concatenateThree)
        for _ in 0..<100 { await Task.yield() }
        #expect(store.log == [])

        opener.finish()
        await task.finish()

        #expect(store.log == ["first", "second", "third"])
    }

    @Test func mapTurnsEffectActionsIntoAnotherDomain() async {
        let store = Store(initialState: Feature.State()) { Feature() }

        store.send(.mapSend)
        await store.send(.mapRun).finish()

        #expect(store.log == ["mapped 3", "mapped 40"])
    }

    @Test func cancelStopsTheEffectRunningUnderThatID() async {
        let (gate, ticker) = AsyncStream.makeStream(of: Void.self)
        let store = Store(initialState: Feature.State()) { Feature(gate: gate) }

        let timer = store.send(.startTimer)
        store.send(.stopTimer)
        #expect(timer.isCancelled)

        ticker.yield()
        ticker.finish()
        await timer.finish()

        #expect(store.ticks == 0)
    }

    @Test func cancellableEffectRunsUntilCancelled() async {
        let (gate, ticker) = AsyncStream.makeStream(of: Void.self)
        let store = Store(initialState: Feature.State()) { Feature(gate: gate) }

        let timer = store.send(.startTimer)
        ticker.yield()
        ticker.yield()
        ticker.finish()
        await timer.finish()

        #expect(store.ticks == 2)
    }

    @Test func cancelInFlightCancelsThePreviousEffectWithTheSameID() async {
        let store = Store(initialState: Feature.State()) { Feature() }

        let first = store.send(.search("a"))
        let second = store.send(.search("ab"))
        #expect(first.isCancelled)
        #expect(!second.isCancelled)

        await first.finish()
        await second.finish()

        #expect(store.results == ["ab"])
    }

    @Test func sendDoesNothingOnceTheEffectIsCancelled() async {
        let store = Store(initialState: Feature.State()) { Feature() }

        let task = store.send(.sleepThenSend)
        task.cancel()
        await task.finish()
        await task.finish()

        #expect(task.isCancelled)
        #expect(store.log == [])
    }

    @Test func sendDoesNothingWhenCancelledBeforeTheEffectGotToIt() async {
        let store = Store(initialState: Feature.State()) { Feature() }

        let task = store.send(.sendOnce)
        task.cancel()
        await task.finish()
        await task.finish()

        #expect(store.log == [])
    }

    @Test func storeTaskCancelsEveryEffectTheActionStarted() async {
        let store = Store(initialState: Feature.State()) { Feature() }

        let task = store.send(.sleepTwiceThenSend)
        #expect(!task.isCancelled)

        task.cancel()
        await task.finish()
        #expect(task.isCancelled)
        await task.finish()

        #expect(store.log == [])
    }

    @Test func storeTaskOfAnActionWithoutEffectsCountsAsCancelledAsInTheOriginal() async {
        let store = Store(initialState: Feature.State()) { Feature() }

        let task = store.send(.stopTimer)
        #expect(task.isCancelled)
        task.cancel()
        await task.finish()
        await task.finish()
        #expect(task.isCancelled)
    }

    @Test func noneIsTheOnlyEffectThatIsNone() {
        #expect(Effect<Int>.none.isNone)
        #expect(Effect<Int>.merge(.none, .none).isNone)
        #expect(Effect<Int>.concatenate([]).isNone)
        #expect(Effect<Int>.none.merge(with: .none).isNone)
        #expect(Effect<Int>.none.cancellable(id: "id").isNone)
        // As in the original: `.none` stays `.none` even with cancelInFlight.
        #expect(Effect<Int>.none.cancellable(id: "id", cancelInFlight: true).isNone)
        #expect(Effect<Int>.none.map { $0 + 1 }.isNone)

        #expect(!Effect<Int>.send(1).isNone)
        #expect(!Effect<Int>.run { _ in }.isNone)
        #expect(!Effect<Int>.cancel(id: "id").isNone)
    }


    @Test func mergeAndConcatenateTakeAnySequence() async {
        let ids: Set<Int> = [1, 2, 3]
        let merged: EffectOf<Feature> = .merge(ids.lazy.map { _ in .none })
        #expect(merged.isNone)
        let steps: EffectOf<Feature> = .concatenate(["a", "b"].lazy.map { .send(.step($0)) })
        let store = Store(initialState: Feature.State()) {
            Reduce<Feature.State, Feature.Action> { state, action in
                if case let .step(name) = action {
                    state.log.append(name)
                    return .none
                }
                return steps
            }
        }
        await store.send(.sendOnce).finish()
        #expect(store.log == ["a", "b"])
    }

    @Test func cancellingTheTaskThatAwaitsFinishCancelsTheEffects() async {
        let store = Store(initialState: Feature.State()) { Feature() }
        let storeTask = store.send(.sleepTwiceThenSend)
        // What `.task { await store.send(.task).finish() }` does when its view goes away.
        let viewTask = Task { await storeTask.finish() }
        viewTask.cancel()
        await viewTask.value
        #expect(storeTask.isCancelled)
        await storeTask.finish()
        #expect(store.log == [])
    }
}
