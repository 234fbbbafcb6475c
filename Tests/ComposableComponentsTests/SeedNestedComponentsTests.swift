import Composable
import ComposableComponents
import ComposableTesting
import ComposableUI
import Testing

/// The seed's nested components (SeedNestedComponents.swift) behave as the seed describes.
@MainActor
struct SeedNestedComponentsTests {
    static func dependencies(rolling number: Int, counter: CallCounter = CallCounter()) -> ParentDependencies {
        ParentDependencies(
            childDependencies: ChildDependencies(roll: {
                await counter.record()
                return number
            })
        )
    }

    @Test func aTapInTheChildChangesTheChildStateInsideTheParentsAndReachesTheParentOnce() throws {
        let parent = parentComponent(initialState: ParentState(), dependencies: Self.dependencies(rolling: 4))
        let host = ViewHost(parent)

        try host.tap("+")

        #expect(parent.store.withState { $0 } == ParentState(childState: ChildState(count: 1), childMoves: 1))
        #expect(host.texts == ["Moves: 1", "−", "1", "+", "Roll", "Reset"])

        try host.tap("+")
        try host.tap("−")

        #expect(parent.store.withState { $0 } == ParentState(childState: ChildState(count: 1), childMoves: 3))
        #expect(host.texts == ["Moves: 3", "−", "1", "+", "Roll", "Reset"])
    }

    @Test func theChildsEffectRunsOnceInTheParentsStoreAndItsResultReachesTheChild() async throws {
        let rolls = CallCounter()
        let parent = parentComponent(
            initialState: ParentState(),
            dependencies: Self.dependencies(rolling: 6, counter: rolls)
        )
        let host = ViewHost(parent)

        try host.tap("Roll")

        #expect(await waitUntil { host.texts.contains("6") })
        #expect(host.texts == ["Moves: 1", "−", "6", "+", "Roll", "Reset"])
        #expect(await rolls.calls == 1)
    }

    @Test func theParentsOwnInputsStillWork() throws {
        let parent = parentComponent(
            initialState: ParentState(childState: ChildState(count: 5), childMoves: 2),
            dependencies: Self.dependencies(rolling: 1)
        )
        let host = ViewHost(parent)
        #expect(host.texts == ["Moves: 2", "−", "5", "+", "Roll", "Reset"])

        try host.tap("Reset")

        #expect(host.texts == ["Moves: 0", "−", "0", "+", "Roll", "Reset"])
    }

    @Test func theCombinedDispatcherRunsAsAReducerInATestStore() async {
        let store = TestStore(initialState: ParentState()) {
            combinedDispatcher.reducer(environment: Self.dependencies(rolling: 3))
        }

        await store.send(.input(.childInput(.increment))) {
            $0.childMoves = 1
            $0.childState.count = 1
        }
        await store.send(.input(.childInput(.roll))) {
            $0.childMoves = 2
        }
        await store.receive(\.update) {
            $0.childState.count = 3
        }
        await store.send(.input(.resetTapped)) {
            $0 = ParentState()
        }
    }

    @Test func theWidenedChildDispatcherIgnoresTheParentsOwnInputs() async {
        let store = TestStore(initialState: ParentState(childState: ChildState(count: 2))) {
            widenChildDispatcher.reducer(environment: Self.dependencies(rolling: 3))
        }

        await store.send(.input(.resetTapped))
        await store.send(.input(.childInput(.decrement))) {
            $0.childState.count = 1
        }
    }

    @Test func theAutoPrismOfTheSeedEmbedsAndExtractsTheChildsInputs() {
        let prism = ParentInput.prism(for: ParentInput.childInput)

        #expect(prism.extract(from: prism.embed(.roll)) == .roll)
        #expect(prism.extract(from: .resetTapped) == nil)
    }
}
