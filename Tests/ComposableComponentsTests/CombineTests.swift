import Composable
import ComposableComponents
import ComposableTesting
import Testing

/// Combined dispatchers both handle every input, in the order they were combined.
@MainActor
struct CombineTests {
    struct Log: Equatable {
        var value = 3
        var entries: [String] = []
    }

    enum Input: Equatable {
        case go
        case onlyFirst
    }

    struct Slow {
        var answer: @Sendable (String) async -> String
    }

    static let doubling = StateDispatcher<Slow, Log, Input>.workflow { input in
        switch input {
        case .go:
            [
                .modify { log in Log(value: log.value * 2, entries: log.entries + ["doubled"]) },
                .run { slow in
                    let word = await slow.answer("first")
                    return .modify { log in Log(value: log.value, entries: log.entries + [word]) }
                },
            ]
        case .onlyFirst:
            [.modify { log in Log(value: log.value, entries: log.entries + ["first only"]) }]
        }
    }

    static let incrementing = StateDispatcher<Slow, Log, Input>.effectful { input in
        switch input {
        case .go:
            .modify { log in Log(value: log.value + 1, entries: log.entries + ["incremented"]) }
        case .onlyFirst:
            .none
        }
    }

    @Test func theFirstDispatchersChangeIsMadeFirstAndTheSecondSeesIt() async {
        let store = TestStore(initialState: Log()) {
            Self.doubling.combine(Self.incrementing).reducer(environment: Slow(answer: { $0 }))
        }

        await store.send(.input(.go)) {
            $0.value = 7
            $0.entries = ["doubled", "incremented"]
        }
        await store.receive(\.update) { $0.entries.append("first") }
    }

    @Test func combiningTheOtherWayRoundChangesTheOrder() async {
        let store = TestStore(initialState: Log()) {
            Self.incrementing.combine(Self.doubling).reducer(environment: Slow(answer: { $0 }))
        }

        await store.send(.input(.go)) {
            $0.value = 8
            $0.entries = ["incremented", "doubled"]
        }
        await store.receive(\.update) { $0.entries.append("first") }
    }

    @Test func anInputOneOfThemIgnoresIsHandledByTheOther() async {
        let store = TestStore(initialState: Log()) {
            Self.incrementing.combine(Self.doubling).reducer(environment: Slow(answer: { $0 }))
        }

        await store.send(.input(.onlyFirst)) { $0.entries = ["first only"] }
    }

    @Test func theAsynchronousStepsOfBothRunSideBySide() async {
        let second = StateDispatcher<Slow, Log, Input>.effectful { _ in
            .run { slow in
                let word = await slow.answer("second")
                return .modify { log in Log(value: log.value, entries: log.entries + [word]) }
            }
        }
        // "first" waits until "second" has been answered: run one after the other, they would
        // never finish.
        let gate = Gate()
        let slow = Slow(answer: { word in
            if word == "first" { await gate.wait() } else { await gate.open() }
            return word
        })
        let store = TestStore(initialState: Log()) { Self.doubling.combine(second).reducer(environment: slow) }

        await store.send(.input(.go)) {
            $0.value = 6
            $0.entries = ["doubled"]
        }
        await store.receive(\.update) { $0.entries.append("second") }
        await store.receive(\.update) { $0.entries.append("first") }
    }

    @Test func theEmptyDispatcherChangesNothingOnEitherSide() async {
        for dispatcher in [Self.incrementing.combine(.empty), StateDispatcher.empty.combine(Self.incrementing)] {
            let store = TestStore(initialState: Log()) { dispatcher.reducer(environment: Slow(answer: { $0 })) }
            await store.send(.input(.go)) {
                $0.value = 4
                $0.entries = ["incremented"]
            }
        }
    }
}

/// A one-way gate: `wait()` returns once `open()` has been called.
actor Gate {
    private var isOpen = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiting.append($0) }
    }

    func open() {
        isOpen = true
        for continuation in waiting { continuation.resume() }
        waiting = []
    }
}
