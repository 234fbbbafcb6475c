import Composable
import ComposableTesting
import Testing

/// `@Presents` and `ifLet(\.$x, action:)`: presenting, dismissing from the parent and from the
/// child, cancelling the child's effects, alerts, and the warnings.
@MainActor
struct PresentationTests {
    @Test func aPresentedScreenDismissesItselfAndItsTimerStops() async {
        let clock = TestClock()
        let store = TestStore(initialState: Navigator.State()) {
            Navigator()
        } withDependencies: {
            $0.continuousClock = clock
        }

        await store.send(.showSheet(id: 1)) { $0.sheet = Screen.State(id: 1) }
        await store.send(.sheet(.presented(.startTimer)))
        await clock.advance(by: .seconds(2))
        await store.receive(\.sheet.presented.tick) { $0.sheet?.ticks = 1 }
        await store.receive(\.sheet.presented.tick) { $0.sheet?.ticks = 2 }

        await store.send(.sheet(.presented(.closeTapped)))
        await store.receive(\.sheet.dismiss) {
            $0.sheet = nil
            $0.log = ["sheet dismissed"]
        }
        await clock.advance(by: .seconds(5))
        await store.finish()
    }

    @Test func theParentDismissingCancelsTheScreensEffects() async {
        let clock = TestClock()
        let store = TestStore(initialState: Navigator.State(sheet: Screen.State(id: 1))) {
            Navigator()
        } withDependencies: {
            $0.continuousClock = clock
        }

        await store.send(.sheet(.presented(.startTimer)))
        await store.send(.sheet(.dismiss)) {
            $0.sheet = nil
            $0.log = ["sheet dismissed"]
        }
        await clock.advance(by: .seconds(3))
        await store.finish()
    }

    @Test func replacingTheScreenWithAnotherCancelsTheFirstOnesEffects() async {
        let clock = TestClock()
        let store = TestStore(initialState: Navigator.State(sheet: Screen.State(id: 1))) {
            Navigator()
        } withDependencies: {
            $0.continuousClock = clock
        }

        await store.send(.sheet(.presented(.startTimer)))
        await store.send(.showSheet(id: 2)) { $0.sheet = Screen.State(id: 2) }
        await clock.advance(by: .seconds(3))
        await store.finish()
    }

    @Test func aPresentedScreenSeesThatItIsPresented() async {
        let store = TestStore(initialState: Navigator.State(sheet: Screen.State(id: 1))) { Navigator() }

        await store.send(.sheet(.presented(.checkPresentation)))
        await store.receive(\.sheet.presented.presentationChecked) { $0.sheet?.wasPresented = true }
    }

    @Test func anAlertGoesAwayWhenAButtonIsTappedAndTheParentHearsIt() async {
        let store = TestStore(initialState: Navigator.State()) { Navigator() }

        await store.send(.deleteTapped) {
            $0.alert = AlertState {
                TextState("Delete everything?")
            } actions: {
                ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
                ButtonState(role: .cancel) { TextState("Cancel") }
            }
        }
        await store.send(.alert(.presented(.confirmDeletion))) {
            $0.alert = nil
            $0.log = ["deleted"]
        }
    }

    @Test func anActionForAScreenThatIsNotPresentedIsAWarning() {
        let warnings = RuntimeWarningRecorder()
        let store = Store(initialState: Navigator.State()) { Navigator() }

        warnings.record { store.send(.sheet(.presented(.tick))) }
        warnings.record { store.send(.sheet(.dismiss)) }

        #expect(warnings.messages.count == 2)
        #expect(warnings.messages.allSatisfy { $0.contains("received a presentation action when destination state was absent.") })
    }

    @Test func dismissCalledByAFeatureNobodyPresentedIsAWarning() async {
        let warnings = RuntimeWarningRecorder()
        let store = Store(initialState: Screen.State(id: 1)) { Screen() }

        await warnings.record { store.send(.closeTapped) }.finish()

        #expect(warnings.messages.count == 1)
        #expect(warnings.messages.first?.contains("by a feature that is not presented, so nothing was dismissed") == true)
    }

    @Test func presentedStateDumpsAsTheOptionalItWraps() {
        let state = Navigator.State(sheet: Screen.State(id: 3))
        let dump = structuralDump(state)
        #expect(dump.contains("  sheet: Screen.State("))
        #expect(!dump.contains("_sheet"))
        #expect(dump.contains("  alert: nil"))
    }
}
