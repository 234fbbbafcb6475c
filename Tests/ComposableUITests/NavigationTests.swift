import Composable
import ComposableTesting
import ComposableUI
import Testing

/// Pushing by tapping links, going back, presenting and dismissing, alerts, and screens that
/// close themselves, through a ViewHost on a real store.
@MainActor
struct NavigationTests {
    @Test func pushThreeBackOneDismissASheetAndLetAChildDismissItself() async throws {
        let clock = TestClock()
        let store = Store(initialState: Library.State()) {
            Library()
        } withDependencies: {
            $0.continuousClock = clock
        }
        let host = ViewHost(LibraryView(store: store))

        try host.tap("Open page 1")
        try host.tap("Next after Page 1")
        try host.tap("Next after Page 2")
        #expect(store.withState(\.path).map(\.title) == ["Page 1", "Page 2", "Page 3"])
        #expect(store.withState(\.path).ids == [0, 1, 2])
        #expect(host.texts.contains("Page 3: 0 ticks"))
        #expect(!host.texts.contains("Page 2: 0 ticks"), "only the top screen is on screen")

        await clock.advance(by: .seconds(1))
        #expect(store.withState(\.path).map(\.ticks) == [1, 1, 1], "each page's timer runs while it is on the stack")

        try host.back()
        #expect(store.withState(\.path).map(\.title) == ["Page 1", "Page 2"])
        #expect(host.texts.contains("Page 2: 1 ticks"))
        await clock.advance(by: .seconds(1))
        #expect(store.withState(\.path).map(\.ticks) == [2, 2], "the popped page's timer was cancelled with it")

        try host.tap("Close Page 2")
        await waitUntil { store.withState(\.path).count == 1 }
        #expect(store.withState(\.path).map(\.title) == ["Page 1"], "a page that dismisses itself is popped")

        try host.back()
        #expect(store.withState(\.path).isEmpty)
        try host.tap("Settings")
        #expect(store.withState(\.settings)?.title == "Settings")
        #expect(host.texts.contains("Settings: 0 ticks"))
        try host.dismiss()
        #expect(store.withState(\.settings) == nil)

        try host.tap("Settings")
        await clock.advance(by: .seconds(1))
        #expect(store.withState(\.settings)?.ticks == 1)
        try host.tap("Close Settings")
        await waitUntil { store.withState(\.settings) == nil }
        #expect(!host.texts.contains { $0.hasPrefix("Settings:") })
        await clock.advance(by: .seconds(3))
        #expect(store.withState(\.settings) == nil, "the dismissed sheet's timer was cancelled with it")
    }

    @Test func anAlertTakesTheTapsWhileItIsUpAndGoesAwayAfterOne() throws {
        let store = Store(initialState: Library.State()) { Library() } withDependencies: { $0.continuousClock = TestClock() }
        let host = ViewHost(LibraryView(store: store))
        try host.tap("Open page 1")
        try host.back()

        try host.tap("Reset")
        #expect(host.texts.suffix(3) == ["Reset the library?", "Reset", "Cancel"])
        #expect(throws: ViewHostError.self) { try host.tap("Settings") }

        try host.tap("Reset")
        #expect(store.withState(\.alert) == nil)
        #expect(store.withState(\.log) == ["reset"])

        try host.tap("Reset")
        try host.tap("Cancel")
        #expect(store.withState(\.alert) == nil)
        #expect(store.withState(\.log) == ["reset"])
    }

    @Test func goingBackFromTheRootOrDismissingNothingSaysSo() {
        let host = ViewHost(LibraryView(store: Store(initialState: Library.State()) { Library() }))

        #expect(throws: ViewHostError("Every NavigationStack on screen shows its root screen, so there is nothing to go back from.")) {
            try host.back()
        }
        #expect(throws: ViewHostError("Nothing is presented (no sheet, cover, popover, alert or dialog), so there is nothing to dismiss.")) {
            try host.dismiss()
        }
    }

    struct Plain: View {
        var body: some View {
            NavigationStack {
                NavigationLink("About") {
                    Text("Version 1")
                        .navigationTitle("About")
                }
            }
        }
    }

    @Test func aStackWithoutAPathKeepsTheViewsItsLinksPush() throws {
        let host = ViewHost(Plain())
        try host.tap("About")
        #expect(host.texts == ["Version 1"])
        #expect(host.render().hasPrefix("NavigationStack (back)"))
        #expect(host.html().contains("cui-back"))

        try host.back()
        #expect(host.texts == ["About"])
    }

    @Test func theOutlineAndHTMLShowTheTopScreenTheToolbarAndWhatIsPresented() throws {
        let store = Store(initialState: Library.State()) { Library() } withDependencies: { $0.continuousClock = TestClock() }
        let host = ViewHost(LibraryView(store: store))
        try host.tap("Reset")

        #expect(
            host.render() == """
                NavigationStack
                  Button "Settings"
                  .navigationTitle("Library")
                    VStack
                      NavigationLink "Open page 1"
                      Button "Reset"
                Alert "Reset the library?"
                  Button "Reset" (destructive)
                  Button "Cancel" (cancel)
                """
        )
        #expect(host.html().contains("<div class=\"cui-alert\" role=\"alertdialog\">"))
        #expect(host.html().contains("<div class=\"cui-toolbar\">"))
    }

    @Test func aLinkNeverPushesAnIDAgainAfterItsScreenWasPopped() throws {
        let store = Store(initialState: Library.State()) { Library() } withDependencies: { $0.continuousClock = TestClock() }
        let host = ViewHost(LibraryView(store: store))

        try host.tap("Open page 1")
        try host.tap("Next after Page 1")
        try host.back()
        try host.tap("Next after Page 1")

        #expect(store.withState(\.path).ids == [0, 2])
    }

    @Test func whileASheetIsUpOnlyWhatItShowsCanBeTapped() throws {
        let store = Store(initialState: Library.State()) { Library() } withDependencies: { $0.continuousClock = TestClock() }
        let host = ViewHost(LibraryView(store: store))
        try host.tap("Settings")

        #expect(throws: ViewHostError.self) { try host.tap("Reset") }
        #expect(host.texts.contains("Reset"), "the screen under the sheet is still shown")
        try host.tap("Close Settings")
    }
}
