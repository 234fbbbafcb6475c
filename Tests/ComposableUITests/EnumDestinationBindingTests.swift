import Composable
import ComposableTesting
import ComposableUI
import Testing

/// One `@Presents` destination whose state is an enum reducer's, presented by three modifiers,
/// each given its case with `$store.scope(\.$destination, action: \.destination).drillDown`.
@MainActor
struct EnumDestinationBindingTests {
    struct Tally: Reducer {
        struct State: Equatable {
            var count = 0
        }

        enum Action {
            case addTapped
            case removeTapped
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .addTapped: state.count += 1
                case .removeTapped: state.count -= 1
                }
                return .none
            }
        }
    }

    struct TallyView: View {
        let store: StoreOf<Tally>

        var body: some View {
            HStack {
                Button("Remove") { store.send(.removeTapped) }
                Text("Tally: \(store.count)")
                Button("Add") { store.send(.addTapped) }
            }
        }
    }

    struct Launcher: Reducer {
        enum Destination: Reducer {
            case drillDown(Tally)
            case popover(Tally)
            case sheet(Tally)
            case alert(AlertState<Alert>)

            enum Alert {
                case confirmTapped
            }
        }

        struct State: Equatable {
            @Presents var destination: Destination.State?
        }

        enum Action {
            case destination(PresentationAction<Destination.Action>)
            case drillDownTapped
            case popoverTapped
            case sheetTapped
            case alertTapped
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .drillDownTapped: state.destination = .drillDown(Tally.State())
                case .popoverTapped: state.destination = .popover(Tally.State(count: 10))
                case .sheetTapped: state.destination = .sheet(Tally.State(count: 20))
                case .alertTapped: state.destination = .alert(AlertState { TextState("Sure?") })
                case .destination: break
                }
                return .none
            }
            .ifLet(\.$destination, action: \.destination)
        }
    }

    struct LauncherView: View {
        @Bindable var store: StoreOf<Launcher>

        var body: some View {
            Form {
                Button("Drill down") { store.send(.drillDownTapped) }
                Button("Popover") { store.send(.popoverTapped) }
                Button("Sheet") { store.send(.sheetTapped) }
            }
            .navigationDestination(item: $store.scope(\.$destination, action: \.destination).drillDown) { store in
                TallyView(store: store)
            }
            .popover(item: $store.scope(\.$destination, action: \.destination).popover) { store in
                TallyView(store: store)
            }
            .sheet(item: $store.scope(state: \.$destination, action: \.destination).sheet) { store in
                TallyView(store: store)
            }
        }
    }

    @Test func aDrillDownCaseIsPushedAndItsTapsReachItsFeature() throws {
        let store = Store(initialState: Launcher.State()) { Launcher() }
        let host = ViewHost(NavigationStack { LauncherView(store: store) })

        try host.tap("Drill down")
        try host.tap("Add")
        try host.tap("Add")

        #expect(store.destination == .drillDown(Tally.State(count: 2)))
        #expect(host.texts == ["Remove", "Tally: 2", "Add"])
        try host.back()
        #expect(store.destination == nil)
        #expect(host.texts == ["Drill down", "Popover", "Sheet"])
    }

    @Test func aPopoverCaseIsPresentedAndDismissingItSendsDismiss() throws {
        let store = Store(initialState: Launcher.State()) { Launcher() }
        let host = ViewHost(NavigationStack { LauncherView(store: store) })

        try host.tap("Popover")
        try host.tap("Remove")

        #expect(store.destination == .popover(Tally.State(count: 9)))
        #expect(host.texts.contains("Tally: 9"))
        #expect(host.render().contains("Popover"))
        try host.dismiss()
        #expect(store.destination == nil)
        #expect(!host.texts.contains("Tally: 9"))
    }

    @Test func aSheetCaseReachedWithTheStateLabelIsPresented() throws {
        let store = Store(initialState: Launcher.State()) { Launcher() }
        let host = ViewHost(NavigationStack { LauncherView(store: store) })

        try host.tap("Sheet")
        try host.tap("Add")

        #expect(store.destination == .sheet(Tally.State(count: 21)))
        #expect(host.render().contains("Sheet"))
        try host.dismiss()
        #expect(store.destination == nil)
    }

    @Test func onlyTheMemberOfThePresentedCaseHoldsAStore() {
        let store = Store(initialState: Launcher.State()) { Launcher() }
        let destination = Bindable(store).scope(\.$destination, action: \.destination)

        #expect(destination.sheet.wrappedValue == nil)
        store.send(.sheetTapped)

        let sheet = destination.sheet.wrappedValue
        #expect(sheet?.count == 20)
        #expect(destination.drillDown.wrappedValue == nil)
        #expect(destination.popover.wrappedValue == nil)
        #expect(destination.sheet.wrappedValue === sheet, "the case's store keeps its identity while presented")
    }

    @Test func settingTheMemberOfACaseNotPresentedToNilLeavesTheDestinationAlone() {
        let store = Store(initialState: Launcher.State()) { Launcher() }
        let destination = Bindable(store).scope(\.$destination, action: \.destination)
        store.send(.sheetTapped)

        destination.drillDown.wrappedValue = nil
        destination.popover.wrappedValue = nil

        #expect(store.destination == .sheet(Tally.State(count: 20)))
        destination.sheet.wrappedValue = nil
        #expect(store.destination == nil)
    }

    @Test func anAlertCaseGivesItsAlertStateAndClearingItDismisses() {
        let store = Store(initialState: Launcher.State()) { Launcher() }
        let destination = Bindable(store).scope(\.$destination, action: \.destination)
        store.send(.alertTapped)

        #expect(destination.alert.wrappedValue?.title == TextState("Sure?"))
        #expect(destination.sheet.wrappedValue == nil)
        destination.alert.wrappedValue = nil
        #expect(store.destination == nil)
    }

    @Test func tappingInThePresentedCaseIsRecordedByATestStore() async {
        let store = TestStore(initialState: Launcher.State()) { Launcher() }

        await store.send(.popoverTapped) { $0.destination = .popover(Tally.State(count: 10)) }
        await store.send(\.destination.popover.addTapped) { $0.destination = .popover(Tally.State(count: 11)) }
        await store.send(\.destination.dismiss) { $0.destination = nil }
    }
}

extension EnumDestinationBindingTests.Launcher.Destination.State: Equatable {}
