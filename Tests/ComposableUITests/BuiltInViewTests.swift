import ComposableUI
import Testing

/// Every built-in view and container, mounted together: what each shows in the outline, and
/// the bindings and items that drive them.
@MainActor
struct BuiltInViewTests {
    struct Item: Identifiable, Equatable {
        let id: Int
        var name: String
    }

    struct Gallery: View {
        @State var password = "secret"
        @State var settings = (volume: 3, muted: false)
        @State var selected: Item?
        @State var level = 0.5

        var body: some View {
            ZStack {
                Group {
                    SecureField("Password", text: $password)
                    Toggle("Muted", isOn: Binding(get: { settings.muted }, set: { settings.muted = $0 }))
                    Stepper("Volume \(settings.volume)", value: $settings.volume, in: 0...3)
                    Slider(value: $level)
                    ProgressView("Loading")
                    Spacer()
                    AnyView(Text("erased"))
                    Label("Inbox", systemImage: "folder")
                }
                List([Item(id: 1, name: "one"), Item(id: 2, name: "two")]) { item in
                    Button(item.name) { selected = item }
                }
                Section {
                    ForEach(0..<2) { index in
                        Text("number \(index)")
                    }
                } header: {
                    Text("Numbers")
                }
                Toggle("Always on", isOn: .constant(true))
                Text("Volume is \(settings.volume)"[...])
            }
            .sheet(item: $selected) { item in
                Text("Selected \(item.name)")
            }
        }
    }

    @Test func everyBuiltInViewShowsWhatItHolds() throws {
        let host = ViewHost(Gallery())

        #expect(
            host.render() == """
                ZStack
                  SecureField "Password" = "••••••"
                  Toggle "Muted" off
                  Stepper "Volume 3"
                  Slider 0.5 in 0.0...1.0
                  ProgressView
                    Text "Loading"
                  Spacer
                  Text "erased"
                  Label "Inbox" (folder)
                  List
                    Button "one"
                    Button "two"
                  Section "Numbers"
                    Text "number 0"
                    Text "number 1"
                  Toggle "Always on" on
                  Text "Volume is 3"
                """
        )
    }

    @Test func bindingsProjectIntoPartsAndConstantsIgnoreWrites() throws {
        let host = ViewHost(Gallery())

        try host.toggle("Muted")
        try host.decrement("Volume 3")
        try host.toggle("Always on")
        try host.type("hunter2", into: "Password")

        #expect(host.texts.contains("Volume is 2"))
        #expect(host.render().contains("Toggle \"Muted\" on"))
        #expect(host.render().contains("Toggle \"Always on\" on"))
        #expect(host.render().contains("SecureField \"Password\" = \"•••••••\""))
    }

    @Test func aStepperAtTheEndOfItsRangeSaysSo() throws {
        let host = ViewHost(Gallery())

        #expect(throws: ViewHostError("The stepper \"Volume 3\" cannot go up: it is at the end of its range.")) {
            try host.increment("Volume 3")
        }
    }

    @Test func anItemSheetShowsTheItemAndDismissingClearsIt() throws {
        let host = ViewHost(Gallery())

        try host.tap("two")
        #expect(host.texts.last == "Selected two")

        try host.dismissSheet()
        #expect(host.texts.last == "Volume is 3")
    }

    enum Phase { case loading, failed(String), loaded([String]) }

    struct PhaseView: View {
        @State var phase = Phase.loading

        var body: some View {
            VStack {
                switch phase {
                case .loading:
                    ProgressView()
                case let .failed(message):
                    Text("Failed: \(message)")
                case let .loaded(items):
                    Group {
                        ForEach(items, id: \.self) { Text($0) }
                    }
                }
                Button("Fail") { phase = .failed("offline") }
                Button("Load") { phase = .loaded(["a", "b"]) }
                VStack {
                    // Nothing yet.
                }
            }
        }
    }

    @Test func aSwitchShowsTheViewOfTheCurrentCase() throws {
        let host = ViewHost(PhaseView())
        #expect(host.render().hasPrefix("VStack\n  ProgressView\n"))

        try host.tap("Fail")
        #expect(host.texts == ["Failed: offline", "Fail", "Load"])

        try host.tap("Load")
        #expect(host.texts == ["a", "b", "Fail", "Load"])
        #expect(host.render().hasSuffix("Button \"Load\"\n  VStack"))
    }
}
