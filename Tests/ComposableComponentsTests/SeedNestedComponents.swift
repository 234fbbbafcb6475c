import ComposableComponents
import ComposableUI

// The nested components of seed 001, as the seed writes them (steps 2 and 3 and the third
// parent view are the seed's lines), around a small child and parent so that they run: a
// counter that can also roll a die from its dependencies, and a parent that counts how many
// of the child's inputs reached it.

struct ChildState: Equatable {
    var count = 0
}

enum ChildInput: Equatable {
    case decrement
    case increment
    case roll
}

struct ChildDependencies {
    var roll: @Sendable () async -> Int
}

typealias ChildDispatcher = StateDispatcher<ChildDependencies, ChildState, ChildInput>

let childDispatcher = ChildDispatcher.effectful { input in
    switch input {
    case .decrement:
        .modify { state in ChildState(count: state.count - 1) }
    case .increment:
        .modify { state in ChildState(count: state.count + 1) }
    case .roll:
        .run { dependencies in .set(ChildState(count: await dependencies.roll())) }
    }
}

struct ChildView: View {
    let state: ChildState
    let handle: (ChildInput) -> Void

    var body: some View {
        HStack {
            Button("−") { handle(.decrement) }
            Text("\(state.count)")
            Button("+") { handle(.increment) }
            Button("Roll") { handle(.roll) }
        }
    }
}

typealias ChildComponent = StoreComponent<ChildDependencies, ChildState, ChildInput, ChildView>

func childComponent(_ childState: ChildState) -> ChildComponent {
    ChildComponent(
        initialState: childState,
        environment: ChildDependencies(roll: { Int.random(in: 1...6) }),
        dispatcher: childDispatcher,
        render: { state, handle in ChildView(state: state, handle: handle) }
    )
}

struct ParentState: Equatable {
    var childState = ChildState()
    var childMoves = 0

    static let childLens = Lens(\ParentState.childState)
}

enum ParentInput: AutoPrism {
    case childInput(ChildInput)
    case resetTapped
}

struct ParentDependencies {
    var childDependencies: ChildDependencies
}

typealias ParentDispatcher = StateDispatcher<ParentDependencies, ParentState, ParentInput>

let parentDispatcher = ParentDispatcher.pure { input in
    switch input {
    case .childInput:
        .modify { state in
            var state = state
            state.childMoves += 1
            return state
        }
    case .resetTapped:
        .set(ParentState())
    }
}

// Step 2 of the seed: creating a global dispatcher.

let widenChildDispatcher: ParentDispatcher =
    childDispatcher.widen(
        transformEnvironment: \.childDependencies,
        transformState: ParentState.childLens,
        transformInput: ParentInput.prism(for: ParentInput.childInput))

let combinedDispatcher = parentDispatcher.combine(widenChildDispatcher)

// Step 1 of the seed, its third version: a generic parent view with a child builder.

struct ParentView<Child: View>: View {
    let state: ParentState
    let child: (ChildState) -> Child
    let handle: (ParentInput) -> Void

    var body: some View {
        VStack {
            Text("Moves: \(state.childMoves)")

            child(self.state.childState)

            Button("Reset") { handle(.resetTapped) }
        }
    }
}

// Step 3 of the seed: assembling the parent component.

typealias ParentComponent = StoreComponent<ParentDependencies, ParentState, ParentInput, ParentView<ChildComponent>>

func parentComponent(
    initialState: ParentState,
    dependencies: ParentDependencies
) -> ParentComponent {
    ParentComponent(
        initialState: initialState,
        environment: dependencies,
        dispatcher: combinedDispatcher,
        render: { state, handle in
            ParentView(
                state: state,
                child: { childState in
                    childComponent(childState)
                        .using(handle,
                               transformInput: ParentInput.prism(for: ParentInput.childInput))
                },
                handle: handle)
        }
    )
}
