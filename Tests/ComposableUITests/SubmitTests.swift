import ComposableUI
import Testing

/// Pressing return in a text field: `.onSubmit`, `.submitLabel` and `ViewHost.submit(_:)`.
@MainActor
struct SubmitTests {
    struct Address: View {
        enum Field: Hashable { case street, city }

        @State var street = ""
        @State var city = ""
        @State var log: [String] = []
        @FocusState var focus: Field?
        var isLocked = false

        var body: some View {
            VStack {
                TextField("Street", text: $street)
                    .focused($focus, equals: .street)
                    .submitLabel(.next)
                    .onSubmit {
                        log.append("street")
                        focus = .city
                    }
                TextField("City", text: $city)
                    .focused($focus, equals: .city)
                    .submitLabel(.done)
                    .disabled(isLocked)
                TextField("Notes", text: .constant(""))
                    .onSubmit(of: .search) { log.append("searched") }
                Text("Log: \(log.joined(separator: ", "))")
            }
            .onSubmit { log.append("form") }
        }
    }

    struct Bare: View {
        @State var text = ""

        var body: some View {
            TextField("Bare", text: $text)
        }
    }

    @Test func returnRunsTheFieldsOnSubmitThenTheOnesAroundIt() throws {
        let host = ViewHost(Address())
        try host.type("1 Main St", into: "Street")

        try host.submit("Street")

        #expect(host.texts.last == "Log: street, form")
        #expect(host.focusedField == "City")
    }

    @Test func returnInAFieldWithoutItsOwnOnSubmitRunsTheOneAroundIt() throws {
        let host = ViewHost(Address())

        try host.submit("City")

        #expect(host.texts.last == "Log: form")
        #expect(host.focusedField == "City")
    }

    @Test func aSearchOnlyOnSubmitDoesNotHearReturnInATextField() throws {
        let host = ViewHost(Address())

        try host.submit("Notes")

        #expect(host.texts.last == "Log: form")
        #expect(host.render().contains(".onSubmit(of: .search)"))
    }

    @Test func returnInAFieldWithNoOnSubmitAroundItThrowsAndSaysWhatToAdd() {
        let host = ViewHost(Bare())

        #expect(throws: ViewHostError("The text field \"Bare\" has no .onSubmit around it, so pressing return in it does nothing. Add .onSubmit { ... } to the field or to a view around it.")) {
            try host.submit("Bare")
        }
    }

    @Test func returnInADisabledOrMissingFieldThrows() {
        let host = ViewHost(Address(isLocked: true))

        #expect(throws: ViewHostError.self) { try host.submit("City") }
        #expect(throws: ViewHostError.self) { try host.submit("Country") }
        #expect(host.texts.last == "Log: ")
    }

    @Test func theSubmitLabelIsRecordedForTheRenderedOutline() {
        let host = ViewHost(Address())

        let outline = host.render()

        #expect(outline.contains(".submitLabel(.next)"))
        #expect(outline.contains(".submitLabel(.done)"))
        #expect(outline.contains(".onSubmit"))
    }

    @Test func returnCanBePressedInAFieldInsideAPartOfTheScreen() throws {
        let host = ViewHost(
            VStack {
                Address().accessibilityIdentifier("home")
                Address().accessibilityIdentifier("work")
            }
        )

        try host.within("work").submit("Street")

        #expect(host.within("work").texts.last == "Log: street, form")
        #expect(host.within("home").texts.last == "Log: ")
        #expect(throws: ViewHostError.self) { try host.submit("Street") }
    }
}
