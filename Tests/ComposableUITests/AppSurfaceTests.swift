import Composable
import ComposableUI
import Foundation
import Testing

/// The SwiftUI the original's example apps use beyond the basics: sliders, scrolling,
/// dismissing from inside, opening Settings, app entry points, formatted text, transactions.
@MainActor
struct AppSurfaceTests {
    struct Form: Reducer {
        struct State: Equatable {
            var minutes = 5.0
        }

        enum Action: BindableAction {
            case binding(BindingAction<State>)
        }

        var body: some ReducerOf<Self> {
            BindingReducer()
        }
    }

    struct FormView: View {
        @Bindable var store: StoreOf<Form>

        var body: some View {
            HStack {
                Slider(value: $store.minutes, in: 5...30, step: 1) { Text("Length") }
                Text("\(Int(store.minutes)) min")
            }
        }
    }

    @Test func aSliderIsMovedThroughTheHostWithinItsRangeAndStep() throws {
        let store = Store(initialState: Form.State()) { Form() }
        let host = ViewHost(FormView(store: store))

        try host.slide("Length", to: 12.4)
        #expect(store.minutes == 12)
        #expect(host.texts == ["Length", "12 min"])

        try host.slide("Length", to: 99)
        #expect(store.minutes == 30)
        #expect(host.render().contains(#"Slider "Length" 30.0 in 5.0...30.0 step 1.0"#))
        #expect(host.html().contains(#"type="range" min="5.0" max="30.0" step="1.0" value="30.0" aria-label="Length""#))
    }

    @Test func slidingASliderThatIsNotThereListsTheSlidersOnScreen() {
        let host = ViewHost(Slider(value: .constant(0.5)) { Text("Volume") })

        #expect(throws: ViewHostError.self) { try host.slide("Brightness", to: 1) }
    }

    @Test func editingASliderReportsTheStartAndEndOfTheDrag() throws {
        var events: [Bool] = []
        var value = 0.0
        let binding = Binding(get: { value }, set: { value = $0 })
        let host = ViewHost(Slider(value: binding, in: 0...1, label: { Text("Mix") }, onEditingChanged: { events.append($0) }))

        try host.slide("Mix", to: 0.25)

        #expect(value == 0.25)
        #expect(events == [true, false])
    }

    struct Transcript: View {
        let lines: [String]

        var body: some View {
            ScrollViewReader { proxy in
                ScrollView {
                    ForEach(lines, id: \.self) { Text($0).id($0) }
                }
                Button("Jump to end") { proxy.scrollTo(lines[lines.count - 1], anchor: .bottom) }
            }
        }
    }

    @Test func scrollViewReaderRecordsWhereItScrolledTo() throws {
        let host = ViewHost(Transcript(lines: ["one", "two", "three"]))

        #expect(host.scrollTargets.isEmpty)
        try host.tap("Jump to end")

        #expect(host.scrollTargets == [ScrollTarget(id: "three", anchor: .bottom)])
        #expect(host.texts == ["one", "two", "three", "Jump to end"])
        #expect(host.html().contains(#"<div class="cui-scroll-view">"#))
    }

    struct Editor: View {
        @Environment(\.dismiss) var dismiss

        var body: some View {
            Button("Done") { dismiss() }
        }
    }

    struct Parent: View {
        @State var isEditing = false

        var body: some View {
            VStack {
                Text(isEditing ? "Editing" : "Idle")
                Button("Edit") { isEditing = true }
            }
            .sheet(isPresented: $isEditing) { Editor() }
        }
    }

    @Test func dismissFromTheEnvironmentClosesTheSheetTheViewIsIn() throws {
        let host = ViewHost(Parent())

        try host.tap("Edit")
        #expect(host.texts == ["Editing", "Edit", "Done"])
        try host.tap("Done")

        #expect(host.texts == ["Idle", "Edit"])
    }

    @Test func dismissFromTheEnvironmentPopsAPushedScreen() throws {
        let host = ViewHost(NavigationStack {
            NavigationLink("Open") { Editor() }
        })

        try host.tap("Open")
        #expect(host.texts == ["Done"])
        try host.tap("Done")

        #expect(host.texts == ["Open"])
    }

    @Test func dismissOutsideAnyPresentationDoesNothing() throws {
        let host = ViewHost(Editor())

        try host.tap("Done")

        #expect(host.texts == ["Done"])
    }

    @Test func openingSettingsIsRecordedByTheApplication() throws {
        UIApplication.shared.removeOpenedURLs()
        let host = ViewHost(Button("Settings") {
            UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
        })

        try host.tap("Settings")

        #expect(UIApplication.shared.openedURLs == [URL(string: UIApplication.openSettingsURLString)!])
    }

    struct TodosApp: App {
        var body: some Scene {
            WindowGroup {
                NavigationView {
                    Text("Todos").navigationTitle("Todos")
                }
                .navigationViewStyle(.stack)
            }
        }
    }

    @Test func anAppsWindowGroupMountsItsRootView() {
        let host = ViewHost(TodosApp().body)

        #expect(host.render() == """
            .navigationViewStyle(.stack)
              NavigationStack
                .navigationTitle("Todos")
                  Text "Todos"
            """)
    }

    @Test func textInputTraitsAndListRowStylingAreRecorded() {
        let host = ViewHost(
            List {
                TextField("Email", text: .constant(""))
                    .keyboardType(.emailAddress)
                    .textContentType(.emailAddress)
                    .autocapitalization(.none)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                    .listRowBackground(Color(.systemGray6))
                    .listRowInsets(EdgeInsets())
                    .listRowSeparator(.hidden)
            }
        )

        let outline = host.render()
        for written in [
            ".keyboardType(.emailAddress)", ".textContentType(.emailAddress)", ".autocapitalization(.none)",
            ".textInputAutocapitalization(.never)", ".listRowBackground(Color.systemGray6)",
            ".listRowInsets(EdgeInsets(top: 0.0, leading: 0.0, bottom: 0.0, trailing: 0.0))", ".listRowSeparator(.hidden)",
        ] {
            #expect(outline.contains(written), "\(written) is missing from\n\(outline)")
        }
        #expect(!host.html().contains("keyboardType"))
    }

    @Test func symbolVariantsChangeTheNamesOfTheSymbolsInside() throws {
        var starred = false
        let host = ViewHost(Button { starred = true } label: { Image(systemName: "star") }.symbolVariant(.fill))

        try host.tap("star.fill")

        #expect(starred)
        #expect(host.html().contains("★"))
    }

    struct Themed: View {
        @Environment(\.colorScheme) var colorScheme

        var body: some View {
            Text(colorScheme == .dark ? "Dark" : "Light")
        }
    }

    @Test func theColorSchemeIsLightUnlessSet() {
        #expect(ViewHost(Themed()).texts == ["Light"])
        #expect(ViewHost(Themed().environment(\.colorScheme, .dark)).texts == ["Dark"])
    }

    @Test func timersAndOffsetsShowTheTimeFromNow() {
        let now = Date()
        #expect(ViewHost(Text(timerInterval: now...now.addingTimeInterval(3725), pauseTime: now)).texts == ["1:02:05"])
        #expect(ViewHost(Text(timerInterval: now...now.addingTimeInterval(90), pauseTime: now, countsDown: false)).texts == ["0:00"])
        #expect(ViewHost(Text(now.addingTimeInterval(7260), style: .relative)).texts == ["2 hours, 1 minute"])
        #expect(ViewHost(Text(now.addingTimeInterval(-65), style: .offset)).texts == ["-1 minute, 5 seconds"])
    }

    @Test func aBindingsSetterIsGivenTheTransactionOfTheChange() {
        var seen: [String] = []
        let binding = Binding<Bool>(get: { false }, set: { _, transaction in
            seen.append(transaction.animation.map(\.description) ?? "none")
        })

        binding.wrappedValue = true
        withAnimation(.spring) { binding.wrappedValue = true }
        withTransaction(\.animation, .linear) { binding.wrappedValue = true }

        #expect(seen == ["none", "spring", "linear"])
    }
}
