import Composable
import ComposableUI
import Testing

/// The host's building blocks: identity, `@State`, lifecycles, bindings, selective evaluation,
/// lookups and their errors, and the outline and HTML it writes.
@MainActor
struct ViewHostTests {
    struct Disclosure: View {
        let title: String
        @State var isExpanded = false

        var body: some View {
            VStack {
                Button(isExpanded ? "Hide \(title)" : "Show \(title)") { isExpanded.toggle() }
                if isExpanded {
                    Text("Details of \(title)")
                }
            }
        }
    }

    @Test func stateIsKeptPerPlaceOnScreenAcrossEvaluations() throws {
        let host = ViewHost(VStack {
            Disclosure(title: "A")
            Disclosure(title: "B")
        })

        try host.tap("Show B")

        #expect(host.texts == ["Show A", "Hide B", "Details of B"])
        try host.tap("Hide B")
        #expect(host.texts == ["Show A", "Show B"])
    }

    struct Switcher: View {
        @State var showsFirst = true

        var body: some View {
            VStack {
                Button("Switch") { showsFirst.toggle() }
                if showsFirst {
                    Disclosure(title: "first")
                } else {
                    Disclosure(title: "second")
                }
            }
        }
    }

    @Test func anotherBranchIsAnotherViewWhoseStateStartsOver() throws {
        let host = ViewHost(Switcher())
        try host.tap("Show first")
        #expect(host.texts.contains("Details of first"))

        try host.tap("Switch")
        #expect(host.texts == ["Switch", "Show second"])
        try host.tap("Switch")
        #expect(host.texts == ["Switch", "Show first"], "the first branch was unmounted, so its state is gone")
    }

    struct Row: Identifiable, Equatable {
        let id: Int
        let name: String
    }

    struct Rows: View {
        @State var rows = [Row(id: 1, name: "one"), Row(id: 2, name: "two")]

        var body: some View {
            VStack {
                Button("Reverse") { rows.reverse() }
                ForEach(rows) { row in
                    Disclosure(title: row.name)
                }
            }
        }
    }

    @Test func forEachKeepsEachRowsStateByIDWhenRowsMove() throws {
        let host = ViewHost(Rows())
        try host.tap("Show two")

        try host.tap("Reverse")

        #expect(host.texts == ["Reverse", "Hide two", "Details of two", "Show one"])
    }

    struct Lifecycle: View {
        let log: Log
        @State var isShown = true
        @State var query = "a"

        var body: some View {
            VStack {
                Button("Toggle") { isShown.toggle() }
                TextField("Query", text: $query)
                if isShown {
                    Text("child")
                        .onAppear { log.lines.append("appear") }
                        .onDisappear { log.lines.append("disappear") }
                        .task(id: query) { [query] in
                            log.lines.append("task \(query) started")
                            try? await Task.sleep(for: .seconds(3600))
                            log.lines.append("task \(query) ended, cancelled: \(Task.isCancelled)")
                        }
                }
            }
        }
    }

    @MainActor
    final class Log {
        var lines: [String] = []
    }

    @Test func appearDisappearAndTaskFollowTheViewOnScreen() async throws {
        let log = Log()
        let host = ViewHost(Lifecycle(log: log))
        await waitUntil { log.lines.count == 2 }
        #expect(log.lines == ["appear", "task a started"])

        try host.type("b", into: "Query")
        await waitUntil { log.lines.count == 4 }
        // The cancelled task and the new one run concurrently; either may log first.
        #expect(Set(log.lines[2...]) == ["task a ended, cancelled: true", "task b started"])

        try host.tap("Toggle")
        await waitUntil { log.lines.count == 6 }
        #expect(log.lines[4...] == ["disappear", "task b ended, cancelled: true"])

        try host.tap("Toggle")
        host.disappear()
        await waitUntil { log.lines.count == 10 }
        #expect(log.lines[6] == "appear")
        #expect(Set(log.lines[7...]) == ["task b started", "disappear", "task b ended, cancelled: true"])
    }

    struct Parent: View {
        let store: StoreOf<Pair>

        var body: some View {
            VStack {
                Text("Total: \(store.left.count + store.right.count)")
                Child(store: store.scope(state: \.left, action: \.left))
                Child(store: store.scope(state: \.right, action: \.right))
            }
        }
    }

    struct ScopedParent: View {
        let store: StoreOf<Pair>

        var body: some View {
            VStack {
                Child(store: store.scope(state: \.left, action: \.left))
                Child(store: store.scope(state: \.right, action: \.right))
            }
        }
    }

    struct Child: View {
        let store: StoreOf<Counter>

        var body: some View {
            Text("\(store.count)")
        }
    }

    @Test func aParentThatReadsChildStateIsEvaluatedForEveryChildChange() {
        let store = Store(initialState: Pair.State()) { Pair() }
        let host = ViewHost(Parent(store: store))

        store.send(.left(.incrementButtonTapped))
        #expect(host.texts == ["Total: 1", "1", "0"])
        store.send(.right(.incrementButtonTapped))

        #expect(host.texts == ["Total: 2", "1", "1"])
        #expect(host.evaluations(of: Parent.self) == 3)
        #expect(host.evaluations(of: Child.self) == 4, "each child once at first, then once for its own change")
    }

    @Test func aParentThatOnlyScopesIsNotEvaluatedForChildChanges() {
        let store = Store(initialState: Pair.State()) { Pair() }
        let host = ViewHost(ScopedParent(store: store))

        store.send(.left(.incrementButtonTapped))
        #expect(host.texts == ["1", "0"])
        store.send(.left(.incrementButtonTapped))

        #expect(host.texts == ["2", "0"])
        #expect(host.evaluations(of: ScopedParent.self) == 1)
        #expect(host.evaluations(of: Child.self) == 4)
    }

    @Test func changesMadeBetweenTwoUpdatesAreBroughtToScreenInOneEvaluation() {
        let store = Store(initialState: Pair.State()) { Pair() }
        let host = ViewHost(Parent(store: store))

        store.send(.left(.incrementButtonTapped))
        store.send(.right(.incrementButtonTapped))

        #expect(host.texts == ["Total: 2", "1", "1"])
        #expect(host.evaluations(of: Parent.self) == 2)
    }

    @Test func withAnimationRecordsTheViewsItsChangeReEvaluated() {
        let store = Store(initialState: Pair.State()) { Pair() }
        let host = ViewHost(ScopedParent(store: store))

        withAnimation(.easeInOut) {
            store.send(.right(.incrementButtonTapped))
        }
        store.send(.left(.incrementButtonTapped))

        #expect(host.texts == ["1", "1"])
        #expect(host.animatedChanges.map(\.description) == ["easeInOut: withAnimation re-evaluated Child"])
    }

    @Test func sendingWithAnAnimationRecordsItAndReadingTheRecordIsUpToDate() {
        let store = Store(initialState: Pair.State()) { Pair() }
        let host = ViewHost(ScopedParent(store: store))

        store.send(.left(.incrementButtonTapped), animation: .bouncy)

        #expect(host.animatedChanges.map(\.description) == ["bouncy: withAnimation re-evaluated Child"])
    }

    struct Drafts: View {
        @State var draft = 1
        let log: Log

        var body: some View {
            VStack {
                Button("Next draft") { draft += 1 }
                Disclosure(title: "draft \(draft)")
                    .onAppear { log.lines.append("draft \(draft) appeared") }
                    .id(draft)
            }
        }
    }

    @Test func anExplicitIDReplacesTheViewWhenItChanges() throws {
        let log = Log()
        let host = ViewHost(Drafts(log: log))
        try host.tap("Show draft 1")
        #expect(host.texts.contains("Details of draft 1"))

        try host.tap("Next draft")

        #expect(host.texts == ["Next draft", "Show draft 2"], "the new draft's @State starts over")
        #expect(log.lines == ["draft 1 appeared", "draft 2 appeared"])
    }

    struct Flipper: View {
        @State var isOn = false

        var body: some View {
            if isOn {
                Text("on").onAppear { isOn = false }
            } else {
                Text("off").onAppear { isOn = true }
            }
        }
    }

    @Test func viewsThatNeverSettleAreReportedInsteadOfHangingTheHost() {
        withKnownIssue {
            _ = ViewHost(Flipper())
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("re-evaluated its views 100 times in a row") }
        }
    }

    @Test func aLinkOutsideANavigationStackSaysItLeadsNowhere() {
        let host = ViewHost(NavigationLink("Orphan") { Text("Nowhere") })

        #expect(throws: ViewHostError("The link \"Orphan\" is not inside a NavigationStack, so it leads nowhere. Put the view in a NavigationStack.")) {
            try host.tap("Orphan")
        }
    }

    struct Controls: View {
        @State var flavor = "Vanilla"
        @State var isLocked = true
        @State var isSheetShown = false
        @State var level = 0.25

        var body: some View {
            Form {
                Section("Order") {
                    Picker("Flavor", selection: $flavor) {
                        Text("Vanilla").tag("Vanilla")
                        Text("Mint").tag("Mint")
                    }
                    Toggle("Locked", isOn: $isLocked)
                    Button("Delete", role: .destructive) {}
                        .disabled(isLocked)
                    ProgressView(value: level)
                }
                Button("Details") { isSheetShown = true }
            }
            .navigationTitle("Ice <cream> & \"co\"")
            .sheet(isPresented: $isSheetShown) {
                Text("You chose \(flavor)")
            }
        }
    }

    @Test func controlsChangeTheirBindingsAndDisabledOnesRefuse() throws {
        let host = ViewHost(Controls())

        #expect(throws: ViewHostError("The button \"Delete\" is disabled, so it cannot be tapped. Enable it first, or assert that it is disabled.")) {
            try host.tap("Delete")
        }
        try host.toggle("Locked")
        try host.tap("Delete")
        try host.select("Mint", in: "Flavor")
        try host.tap("Details")

        #expect(host.texts == ["Order", "Flavor", "Mint", "Locked", "Delete", "Details", "You chose Mint"])
        try host.dismissSheet()
        #expect(!host.texts.contains("You chose Mint"))
        #expect(throws: ViewHostError.self) { try host.dismissSheet() }
    }

    @Test func aFailedLookupSaysWhatItLookedForAndWhatIsOnScreen() {
        let host = ViewHost(Controls())

        #expect(throws: ViewHostError("No button titled \"Save\" is on screen. Buttons on screen: \"Delete\", \"Details\". Check the title (it must match the whole label's text), or render() the host to see what is shown.")) {
            try host.tap("Save")
        }
        #expect(throws: ViewHostError.self) { try host.type("x", into: "Name") }
        #expect(throws: ViewHostError.self) { try host.toggle("Unlocked") }
        #expect(throws: ViewHostError.self) { try host.increment("Count") }
        #expect(throws: ViewHostError.self) { try host.selectTab("Files") }
        #expect(throws: ViewHostError.self) { try host.select("Chocolate", in: "Flavor") }
    }

    @Test func renderWritesAnOutlineOfWhatIsOnScreen() throws {
        let host = ViewHost(Controls())
        try host.tap("Details")

        #expect(
            host.render() == """
                .navigationTitle("Ice <cream> & \\"co\\"")
                  Form
                    Section "Order"
                      Picker "Flavor" = "Vanilla"
                      Toggle "Locked" on
                      .disabled(true)
                        Button "Delete" (destructive) disabled
                      ProgressView 25%
                    Button "Details"
                Sheet
                  Text "You chose Vanilla"
                """
        )
    }

    @Test func htmlIsSemanticAndEscaped() {
        let host = ViewHost(Controls())
        let html = host.html()

        #expect(html.hasPrefix("<div class=\"cui-screen\"><h2 class=\"cui-navigation-title\">Ice &lt;cream&gt; &amp; &quot;co&quot;</h2>"))
        #expect(html.contains("<button type=\"button\" class=\"cui-button cui-button-destructive\" disabled>"))
        #expect(html.contains("<input type=\"checkbox\" role=\"switch\" checked>"))
        #expect(html.contains("<progress class=\"cui-progress\" max=\"1\" value=\"0.25\"></progress>"))
        #expect(html.contains("<h3 class=\"cui-section-header\"><span class=\"cui-text\">Order</span></h3>"))
        #expect(!html.contains("<script"))
    }

    struct Card: ViewModifier {
        func body(content: Content) -> some View {
            content.padding().font(.headline)
        }
    }

    @Test func aViewModifierOfOurOwnWrapsItsContent() {
        let host = ViewHost(Text("Hello").modifier(Card()))

        #expect(host.texts == ["Hello"])
        #expect(host.render() == ".font(.headline)\n  .padding()\n    Text \"Hello\"")
    }

    @Test func anImageAddsNoTextButNamesTheButtonItLabels() throws {
        var taps = 0
        let host = ViewHost(Button { taps += 1 } label: { Image(systemName: "trash") })

        try host.tap("trash")

        #expect(taps == 1)
        #expect(host.texts.isEmpty)
        #expect(host.html().contains("aria-label=\"trash\""))
    }
}

struct Pair: Reducer {
    struct State: Equatable {
        var left = Counter.State()
        var right = Counter.State()
    }

    enum Action {
        case left(Counter.Action)
        case right(Counter.Action)
    }

    var body: some ReducerOf<Self> {
        Scope(state: \.left, action: \.left) { Counter() }
        Scope(state: \.right, action: \.right) { Counter() }
    }
}
