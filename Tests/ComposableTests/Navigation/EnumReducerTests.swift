import Composable
import ComposableTesting
import Testing

/// Enum reducers (`enum Destination: Reducer { case sheet(Counter) }`) with their generated
/// State, Action, body and CaseScope: presented through `ifLet` and pushed through `forEach`
/// without a closure, and switched over with `store.case`.
@MainActor
struct EnumReducerTests {
    @Test func aPresentedEnumDestinationRunsItsFeatureInATestStore() async {
        let store = TestStore(initialState: Destinations.State()) { Destinations() }

        await store.send(.showSheet) { $0.destination = .sheet(TallyCounter.State()) }
        await store.send(.destination(.presented(.sheet(.incrementTapped)))) {
            $0.destination = .sheet(TallyCounter.State(count: 1))
        }
        await store.send(.destination(.presented(.sheet(.doneTapped))))
        await store.receive(\.destination.dismiss) { $0.destination = nil }
    }

    @Test func tapsInAPresentedEnumDestinationReachItThroughAStore() {
        let store = Store(initialState: Destinations.State()) { Destinations() }
        store.send(.showDrillDown)

        let destination = store.scope(state: \.destination, action: \.destination)
        let counter = destination?.scope(state: \.drillDown, action: \.drillDown)
        counter?.send(.incrementTapped)
        counter?.send(.incrementTapped)

        #expect(store.destination == .drillDown(TallyCounter.State(count: 2)))
        #expect(counter?.count == 2)
    }

    @Test func storeCaseSwitchesOverTheDestinationWithAStoreOfEachFeature() throws {
        let store = Store(initialState: Destinations.State()) { Destinations() }
        store.send(.showSheet)
        let destination = try #require(store.scope(state: \.destination, action: \.destination))

        switch destination.case {
        case let .sheet(counter):
            counter.send(.incrementTapped)
            #expect(store.destination == .sheet(TallyCounter.State(count: 1)))
        case .drillDown, .alert:
            Issue.record("expected the sheet, got \(destination.case)")
        }
        #expect(destination.case.sheet != nil)
        #expect(destination.case.drillDown == nil)
    }

    @Test func storeCaseHandsOverAnAlertsStateAndTheAlertGoesAwayAfterItsButton() async {
        let store = TestStore(initialState: Destinations.State()) { Destinations() }
        let alert = AlertState<Destinations.Destination.Alert> { TextState("Reset?") } actions: {
            ButtonState(action: .resetTapped) { TextState("Reset") }
        }

        await store.send(.showAlert) { $0.destination = .alert(alert) }
        let scoped = Store(initialState: Destinations.Destination.State.alert(alert)) {
            Destinations.Destination.body
        }
        #expect(scoped.case.alert == alert)
        await store.send(.destination(.presented(.alert(.resetTapped)))) {
            $0.destination = nil
            $0.resets = 1
        }
    }

    @Test func theGeneratedStateIsEquatableAndHashableWhenAnExtensionSaysSo() {
        #expect(Destinations.Destination.State.sheet(TallyCounter.State()) == .sheet(TallyCounter.State()))
        #expect(Destinations.Destination.State.sheet(TallyCounter.State()) != .drillDown(TallyCounter.State()))
        #expect(Destinations.Destination.State.sheet(TallyCounter.State(count: 1)) != .sheet(TallyCounter.State()))
        let screens: Set<StackDemo.Path.State> = [
            .counting(CountingScreen.State()), .counting(CountingScreen.State()), .links(LinkScreen.State()),
        ]
        #expect(screens.count == 2)
    }

    @Test func aStackOfAnEnumReducerRunsEachScreensFeature() async {
        let store = TestStore(initialState: StackDemo.State()) { StackDemo() }

        await store.send(.goToLinks) { $0.path[id: 0] = .links(LinkScreen.State()) }
        await store.send(.path(.element(id: 0, action: .links(.countingTapped)))) {
            $0.path[id: 1] = .counting(CountingScreen.State())
        }
        await store.send(.path(.element(id: 1, action: .counting(.incrementTapped)))) {
            $0.path[id: 1] = .counting(CountingScreen.State(count: 1))
        }
        await store.send(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }
    }

    @Test func storeCaseOfAStackScreenGivesTheScreensStore() throws {
        let store = Store(initialState: StackDemo.State()) { StackDemo() }
        store.send(.goToLinks)
        store.send(.path(.element(id: store.path.ids[0], action: .links(.countingTapped))))
        let id = store.path.ids[1]
        let screen = Store(initialState: store.path[id: id]!) { StackDemo.Path.body }

        let counting = try #require(screen.case.counting)
        counting.send(.incrementTapped)
        #expect(screen.state == .counting(CountingScreen.State(count: 1)))
    }

    @Test func anActionForAnotherCaseThanThePresentedOneIsAWarning() {
        let warnings = RuntimeWarningRecorder()
        let store = Store(initialState: Destinations.State()) { Destinations() }
        store.send(.showSheet)

        warnings.record { store.send(.destination(.presented(.drillDown(.incrementTapped)))) }

        #expect(store.destination == .sheet(TallyCounter.State()))
        #expect(warnings.messages.count == 1)
    }
}
