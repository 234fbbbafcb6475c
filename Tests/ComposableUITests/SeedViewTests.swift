import Composable
import ComposableTesting
import ComposableUI
import Testing

/// The seeds' views, mounted in a ViewHost and used by tapping and typing, as a person would.
@MainActor
struct SeedViewTests {
    @Test func counterViewCountsUpAndDownByItsSymbolButtons() throws {
        let store = Store(initialState: Counter.State()) { Counter() }
        let host = ViewHost(CounterView(store: store))
        #expect(host.texts == ["0"])

        try host.tap("plus")
        try host.tap("plus")
        try host.tap("minus")

        #expect(store.withState(\.count) == 1)
        #expect(host.texts == ["1"])
    }

    @Test func bindingFormViewWritesThroughBindingActions() throws {
        let store = Store(initialState: BindingForm.State()) { BindingForm() }
        let host = ViewHost(BindingFormView(store: store))

        try host.type("Hello", into: "Type here")
        try host.toggle("Disable other controls")
        try host.increment("Max slider value: 10")
        try host.decrement("Max slider value: 11")
        try host.decrement("Max slider value: 10")

        #expect(store.withState { $0 } == BindingForm.State(text: "Hello", toggleIsOn: true, stepCount: 9, sliderValue: 5))
        #expect(host.texts == ["Disable other controls", "Max slider value: 9"])
        #expect(host.render().contains("Slider 5.0 in 0.0...9.0"))
    }

    @Test func settingsViewSendsTheActionsItsBindingsName() throws {
        let store = Store(initialState: Settings.State()) { Settings() }
        let host = ViewHost(SettingsView(store: store))

        try host.toggle("Notifications")
        try host.increment("0")
        try host.increment("1")

        #expect(store.withState(\.log) == ["notifications on", "count 1", "count 2"])
        #expect(host.texts == ["Notifications", "2"])
    }

    @Test func tappingARowChangesOnlyThatRowAndEvaluatesOnlyItsBody() throws {
        let store = Store(initialState: Todos.State(todos: [
            Todo.State(id: 1, title: "Milk"),
            Todo.State(id: 2, title: "Eggs"),
            Todo.State(id: 3, title: "Bread"),
        ])) { Todos() }
        let host = ViewHost(TodosView(store: store))
        #expect(host.evaluations(of: TodoRowView.self) == 3)
        #expect(host.evaluations(of: TodosView.self) == 1)

        try host.tap("Eggs")

        #expect(store.withState(\.todos).map(\.isComplete) == [false, true, false])
        #expect(host.evaluations(of: TodoRowView.self) == 4, "only row 2's body runs again")
        #expect(host.evaluations(of: TodosView.self) == 1, "the list read only the ids, which did not change")
        #expect(host.render().contains("Image(systemName: \"checkmark.square\")") == false)
        #expect(host.html().contains("aria-label=\"checkmark.square\""))
    }

    @Test func theFilteredListShowsTheRowsOfTheComputedCollection() throws {
        let store = Store(initialState: Todos.State(todos: [
            Todo.State(id: 1, title: "Milk"),
            Todo.State(id: 2, title: "Eggs", isComplete: true),
        ])) { Todos() }
        let host = ViewHost(FilteredTodosView(store: store))
        #expect(host.texts == ["Milk", "Eggs"])

        store.send(.filterChanged(.active))
        #expect(host.texts == ["Milk"])

        try host.tap("Milk")
        #expect(host.texts == [])
        store.send(.filterChanged(.completed))
        #expect(host.texts == ["Milk", "Eggs"])
    }

    @Test func twoCountersShareTitlesSoATapMustSayWhichIsAmbiguous() throws {
        let store = Store(initialState: TwoCounters.State()) { TwoCounters() }
        let host = ViewHost(TwoCountersView(store: store))

        let error = #expect(throws: ViewHostError.self) { try host.tap("plus") }
        #expect(error?.message.contains("2 buttons titled \"plus\"") == true)
        #expect(error?.message.contains("\"minus\", \"plus\", \"minus\", \"plus\"") == true)
        #expect(host.texts == ["0", "0"])
    }

    @Test func optionalCounterShowsTheCounterOnlyWhileItsStateIsThere() throws {
        let store = Store(initialState: OptionalCounter.State()) { OptionalCounter() }
        let host = ViewHost(OptionalCounterView(store: store))
        #expect(host.texts == ["Counter not loaded", "Toggle Counter"])

        try host.tap("Toggle Counter")
        try host.tap("plus")
        #expect(host.texts == ["1", "Toggle Counter"])

        try host.tap("Toggle Counter")
        #expect(host.texts == ["Counter not loaded", "Toggle Counter"])
        #expect(store.withState(\.counter) == nil)
    }

    @Test func animatedCounterRecordsTheAnimatedChangeOfItsValue() {
        let store = Store(initialState: Counter.State()) { Counter() }
        let host = ViewHost(AnimatedCounterView(store: store))
        #expect(host.animatedChanges.isEmpty)

        store.send(.incrementButtonTapped)

        #expect(host.texts == ["1"])
        #expect(host.animatedChanges.map(\.change) == [".animation(_:value:) saw 0 become 1"])
        #expect(host.html().contains("cui-font-largeTitle"))
    }

    @Test func featureViewSendsOnAppearAndItsTaskLivesAsLongAsTheView() async {
        let (ticks, tick) = AsyncStream<Void>.makeStream()
        let store = Store(initialState: Feature.State()) { Feature(ticks: ticks) }
        let host = ViewHost(FeatureView(store: store))
        #expect(store.withState(\.appearances) == 1)

        tick.yield()
        tick.yield()
        await waitUntil { store.withState(\.ticks) == 2 }

        host.disappear()
        tick.yield()
        for _ in 0..<50 { await Task.yield() }
        #expect(store.withState(\.ticks) == 2, "the view went away, so its task and the effect it awaited were cancelled")
        tick.finish()
    }

    @Test func mainViewSelectsTabsThroughTheStore() throws {
        let store = Store(initialState: MainFeature.State()) { MainFeature() }
        let host = ViewHost(MainView(store: store))
        #expect(host.texts == ["Notes.txt", "Photo.png", "Files", "Account"])

        try host.selectTab("Account")

        #expect(store.withState(\.selectedTab) == .account)
        #expect(host.texts == ["All systems normal", "Refresh", "Files", "Account"])
        try host.tap("Refresh")
        #expect(host.texts.first == "Refreshed")
        #expect(host.render().contains("Tab \"Account\" (selected)"))
    }
}

/// Waits, yielding, until `condition` holds; fails the test after two minutes.
@MainActor
func waitUntil(_ condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async {
    // A deadline, not a count of polls: on a loaded machine a millisecond's sleep takes far longer,
    // and while other tests run the compiler the whole process can stall for half a minute.
    let deadline = ContinuousClock.now + .seconds(600)
    while ContinuousClock.now < deadline {
        if condition() { return }
        try? await Task.sleep(for: .milliseconds(1))
    }
    Issue.record("The condition never held within 120 seconds.", sourceLocation: sourceLocation)
}
