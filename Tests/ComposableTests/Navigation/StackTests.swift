import Composable
import ComposableTesting
import Testing

/// `StackState` and `forEach(\.path, action:)`: ids, pushing, popping, screens popping
/// themselves, and cancelling the effects of popped screens.
@MainActor
struct StackTests {
    @Test func screensArePushedWithIDsCountingFromZeroInATest() async {
        let store = TestStore(initialState: Navigator.State()) { Navigator() }

        await store.send(.pushScreen(id: 10)) { $0.path[id: 0] = Screen.State(id: 10) }
        await store.send(.pushScreen(id: 11)) { $0.path.append(Screen.State(id: 11)) }
        #expect(store.state.path.ids == [0, 1])
    }

    @Test func poppingAScreenPopsThoseAboveAndCancelsTheirEffects() async {
        let clock = TestClock()
        let store = TestStore(initialState: Navigator.State()) {
            Navigator()
        } withDependencies: {
            $0.continuousClock = clock
        }
        await store.send(.pushScreen(id: 1)) { $0.path.append(Screen.State(id: 1)) }
        await store.send(.pushScreen(id: 2)) { $0.path.append(Screen.State(id: 2)) }
        await store.send(.pushScreen(id: 3)) { $0.path.append(Screen.State(id: 3)) }
        await store.send(.path(.element(id: 1, action: .startTimer)))
        await store.send(.path(.element(id: 2, action: .startTimer)))
        await clock.advance(by: .seconds(1))
        await store.receive(\.path[id: 1].tick) { $0.path[id: 1]?.ticks = 1 }
        await store.receive(\.path[id: 2].tick) { $0.path[id: 2]?.ticks = 1 }

        await store.send(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }

        #expect(store.state.path.ids == [0])
        await clock.advance(by: .seconds(5))
        await store.finish()
    }

    @Test func aPushedScreenPopsItselfWithDismiss() async {
        let store = TestStore(initialState: Navigator.State()) { Navigator() }
        await store.send(.pushScreen(id: 1)) { $0.path.append(Screen.State(id: 1)) }
        await store.send(.pushScreen(id: 2)) { $0.path.append(Screen.State(id: 2)) }

        await store.send(.path(.element(id: 1, action: .closeTapped)))
        await store.receive(\.path.popFrom) { $0.path.pop(from: 1) }
        #expect(store.state.path.ids == [0])
    }

    @Test func aPushActionAddsTheScreenUnderItsIDAndLaterIDsComeAfterIt() async {
        // A plain store: in a test store, an id ahead of the next one fails the test, as in
        // the original (`StackStateIDTests`).
        let store = Store(initialState: Navigator.State()) { Navigator() }

        store.send(.path(.push(id: 5, state: Screen.State(id: 50))))
        store.send(.pushScreen(id: 60))

        #expect(store.withState(\.path.ids) == [5, 6])
        #expect(store.withState(\.path[id: 5]?.id) == 50)
    }

    @Test func actionsForScreensThatAreNotOnTheStackAreWarnings() {
        let warnings = RuntimeWarningRecorder()
        let store = Store(initialState: Navigator.State()) { Navigator() }

        warnings.record { store.send(.path(.element(id: 7, action: .tick))) }
        warnings.record { store.send(.path(.popFrom(id: 7))) }

        #expect(warnings.messages.count == 2)
        #expect(warnings.messages[0].contains("received an action for a missing element."))
        #expect(warnings.messages[1].hasSuffix("received a \"popFrom\" action for a missing element.\n\n  ID:\n    #7\n  Path IDs:\n    []"))
    }

    @Test func stackStateIsACollectionOfItsScreensBottomFirst() {
        var stack: StackState<String> = ["root", "middle", "top"]
        #expect(Array(stack) == ["root", "middle", "top"])
        stack.pop(to: stack.ids[0])
        #expect(Array(stack) == ["root"])
        stack.append("again")
        #expect(stack.popLast() == "again")
        #expect(stack.count == 1)
    }
}

/// The stack's warnings about ids say what the original says, with the ids it saw.
@MainActor
struct StackIDWarningTests {
    @Test func aPushForAnIDTheStackAlreadyHasWarnsWithThePathIDs() {
        let warnings = RuntimeWarningRecorder()
        let store = Store(initialState: Navigator.State()) { Navigator() }
        store.send(.path(.push(id: 4, state: Screen.State(id: 40))))

        warnings.record { store.send(.path(.push(id: 4, state: Screen.State(id: 41)))) }

        #expect(warnings.messages.count == 1)
        #expect(
            warnings.messages.first?.hasSuffix(
                """
                received a "push" action for an element it already contains.

                  ID:
                    #4
                  Path IDs:
                    [#4]
                """
            ) == true
        )
        #expect(warnings.messages.first?.hasPrefix(#"A "forEach" at "ComposableTests/NavigationFeatures.swift:"#) == true)
    }
}
