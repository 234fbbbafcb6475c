import Composable
import ComposableUI
import Foundation
import Testing

/// Disclosure groups, menus, the environment, list editing, focus, refreshing, animated sends
/// and links driven by bindings, as a test taps and reads them.
@MainActor
struct InteractionTests {
    @Test func aDisclosureGroupShowsItsContentOnlyWhileExpanded() throws {
        let host = ViewHost(DisclosureGroup("About") { Text("Details") })

        #expect(host.texts == ["About"])
        #expect(host.render() == #"DisclosureGroup "About" collapsed"#)
        try host.tap("About")
        #expect(host.texts == ["About", "Details"])
        #expect(host.html().contains("<details class=\"cui-disclosure-group\" open>"))
        try host.tap("About")
        #expect(host.texts == ["About"])
    }

    @Test func aDisclosureGroupFollowsItsBinding() throws {
        var isExpanded = true
        let binding = Binding(get: { isExpanded }, set: { isExpanded = $0 })
        let host = ViewHost(DisclosureGroup("About", isExpanded: binding) { Text("Details") })

        #expect(host.texts == ["About", "Details"])
        try host.tap("About")
        #expect(isExpanded == false)
    }

    struct Sorting: View {
        @State var order = "none"

        var body: some View {
            VStack {
                Text("Order: \(order)")
                Menu("Sort") {
                    Button("By name") { order = "name" }
                    Button("By date") { order = "date" }
                }
            }
        }
    }

    @Test func aMenuOpensOnATapAndClosesAfterAnAction() throws {
        let host = ViewHost(Sorting())

        #expect(throws: ViewHostError.self) { try host.tap("By date") }
        try host.tap("Sort")
        #expect(host.texts == ["Order: none", "Sort", "By name", "By date"])
        try host.tap("By date")
        #expect(host.texts == ["Order: date", "Sort"])
    }

    struct Links: View {
        @Environment(\.openURL) var openURL

        var body: some View {
            Button("Docs") { openURL(URL(string: "https://example.com/docs")!) }
        }
    }

    @Test func openURLIsRecordedByTheHost() throws {
        let host = ViewHost(Links())

        try host.tap("Docs")

        #expect(host.openedURLs == [URL(string: "https://example.com/docs")!])
    }

    struct Fruits: View {
        @State var fruits = ["Apple", "Pear", "Plum"]
        @State var editMode = EditMode.inactive

        var body: some View {
            VStack {
                EditButton()
                List {
                    ForEach(fruits, id: \.self) { Text($0) }
                        .onDelete { fruits.remove(atOffsets: $0) }
                        .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
                }
            }
            .environment(\.editMode, $editMode)
        }
    }

    @Test func rowsAreDeletedBySwipeAndMovedOnlyInEditMode() throws {
        let host = ViewHost(Fruits())

        try host.delete(at: [1])
        #expect(host.texts == ["Edit", "Apple", "Plum"])

        let error = #expect(throws: ViewHostError.self) { try host.move(fromOffsets: [0], toOffset: 2) }
        #expect(error?.message.contains("only in edit mode") == true)

        try host.tap("Edit")
        #expect(host.render().contains(".onDelete .onMove (editing)"))
        try host.move(fromOffsets: [0], toOffset: 2)
        #expect(host.texts == ["Done", "Plum", "Apple"])
        try host.tap("Done")
        #expect(host.texts.first == "Edit")
    }

    @Test func offsetsOutsideTheListAreRejectedWithTheRowCount() {
        let host = ViewHost(Fruits())

        let error = #expect(throws: ViewHostError.self) { try host.delete(at: [5]) }

        #expect(error?.message.contains("the list has 3 rows") == true)
    }

    @Test func editingWithoutOnDeleteSaysSo() {
        let host = ViewHost(List { Text("Only") })

        let error = #expect(throws: ViewHostError.self) { try host.delete(at: [0]) }

        #expect(error?.message.contains("Add .onDelete to the ForEach") == true)
    }

    @Test func collectionsDeleteAndMoveByOffsetsAsOnDeleteAndOnMoveHandThemOver() {
        var letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: [0, 2], toOffset: 4)
        #expect(letters == ["b", "d", "a", "c"])
        letters.move(fromOffsets: [3], toOffset: 0)
        #expect(letters == ["c", "b", "d", "a"])
        letters.remove(atOffsets: [0, 3])
        #expect(letters == ["b", "d"])
    }

    struct SignIn: View {
        enum Field: Hashable { case username, password }
        @State var username = ""
        @State var password = ""
        @FocusState var focusedField: Field?

        var body: some View {
            VStack {
                TextField("Username", text: $username)
                    .focused($focusedField, equals: .username)
                SecureField("Password", text: $password)
                    .focused($focusedField, equals: .password)
                Button("Next") { focusedField = .password }
            }
        }
    }

    @Test func typingMovesTheFocusAndSettingTheFocusStateMovesItToo() throws {
        let host = ViewHost(SignIn())

        #expect(host.focusedField == nil)
        try host.type("ada", into: "Username")
        #expect(host.focusedField == "Username")
        #expect(host.render().contains(".focused (has focus)"))
        try host.tap("Next")
        #expect(host.focusedField == "Password")
    }

    struct Login: Reducer {
        struct State: Equatable {
            var focusedField: Field?
            var username = ""
            enum Field: Hashable { case username, password }
        }

        enum Action: BindableAction {
            case binding(BindingAction<State>)
            case signInTapped
        }

        var body: some ReducerOf<Self> {
            BindingReducer()
            Reduce { state, action in
                if case .signInTapped = action {
                    state.focusedField = state.username.isEmpty ? .username : .password
                }
                return .none
            }
        }
    }

    struct LoginView: View {
        @Bindable var store: StoreOf<Login>
        @FocusState var focusedField: Login.State.Field?

        var body: some View {
            VStack {
                TextField("Username", text: $store.username)
                    .focused($focusedField, equals: .username)
                TextField("Password", text: .constant(""))
                    .focused($focusedField, equals: .password)
                Button("Sign In") { store.send(.signInTapped) }
            }
            .bind($store.focusedField, to: $focusedField)
        }
    }

    @Test func bindKeepsTheStoresFocusAndTheViewsFocusEqual() throws {
        let store = Store(initialState: Login.State()) { Login() }
        let host = ViewHost(LoginView(store: store))

        try host.tap("Sign In")
        #expect(host.focusedField == "Username")

        try host.type("ada", into: "Password")
        #expect(host.focusedField == "Password")
        #expect(store.focusedField == .password)
    }

    struct Facts: View {
        @State var fact = "none"

        var body: some View {
            List { Text(fact) }
                .refreshable {
                    await Task.yield()
                    fact = "fresh"
                }
        }
    }

    @Test func refreshRunsTheActionAndWaitsForIt() async throws {
        let host = ViewHost(Facts())

        try await host.refresh()

        #expect(host.texts == ["fresh"])
        #expect(host.render().contains(".refreshable"))
    }

    struct Details: View {
        @State var isActive = false
        @State var selection: Int?

        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink("Details", isActive: $isActive) { Text("Detail screen") }
                    ForEach(1..<3) { row in
                        NavigationLink("Row \(row)", tag: row, selection: $selection) { Text("Row screen \(row)") }
                    }
                    Text(isActive ? "active" : "inactive")
                }
            }
        }
    }

    @Test func linksDrivenByABindingPushWhileItIsSetAndBackClearsIt() throws {
        let host = ViewHost(Details())

        try host.tap("Details")
        #expect(host.texts == ["Detail screen"])
        try host.back()
        #expect(host.texts.last == "inactive")

        try host.tap("Row 2")
        #expect(host.texts == ["Row screen 2"])
        try host.back()
        #expect(host.texts == ["Details", "Row 1", "Row 2", "inactive"])
    }

    struct Colors: Reducer {
        struct State: Equatable {
            var color = Color.black
        }

        enum Action {
            case rainbowTapped
            case setColor(Color)
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .rainbowTapped:
                    return .run { send in
                        await send(.setColor(.pink), animation: .linear)
                    }
                case let .setColor(color):
                    state.color = color
                    return .none
                }
            }
        }
    }

    struct ColorsView: View {
        let store: StoreOf<Colors>

        var body: some View {
            VStack {
                Text("\(store.color)")
                Button("Rainbow") { store.send(.rainbowTapped) }
            }
        }
    }

    @Test func anEffectSendingWithAnAnimationAnimatesTheChange() async throws {
        let store = Store(initialState: Colors.State()) { Colors() }
        let host = ViewHost(ColorsView(store: store))

        try host.tap("Rainbow")
        for _ in 0..<20 where host.texts.first != "pink" { await Task.yield() }

        #expect(host.texts.first == "pink")
        #expect(host.animatedChanges.map(\.animation) == [.linear])
    }

    struct Toggler: View {
        @State var isOn = false

        var body: some View {
            VStack {
                Toggle("Big", isOn: $isOn.animation(.spring))
                Text(isOn ? "big" : "small")
            }
        }
    }

    @Test func aBindingWithAnAnimationAnimatesTheChangesMadeThroughIt() throws {
        let host = ViewHost(Toggler())

        try host.toggle("Big")

        #expect(host.texts.last == "big")
        #expect(host.animatedChanges.map(\.animation) == [.spring])
    }

    @Test func anAlertButtonsAnimatedActionIsTheActionItself() {
        let action: Int? = .send(3, animation: .default)

        #expect(action == 3)
    }
}
