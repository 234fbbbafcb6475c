import Composable
import ComposableTesting
import ComposableUI
import Testing

/// An enum destination's alert and dialog cases shown with
/// `.alert($store.scope(\.$destination, action: \.destination).alert)`, as the original's
/// tutorials write them (SyncUpDetail, ContactsFeature).
@MainActor
struct EnumDestinationAlertTests {
    struct Contacts: Reducer {
        enum Destination: Reducer {
            case alert(AlertState<Alert>)
            case dialog(ConfirmationDialogState<Dialog>)

            enum Alert: Equatable { case confirmDeletion(name: String) }
            enum Dialog: Equatable { case sortByName }
        }

        struct State: Equatable {
            @Presents var destination: Destination.State?
            var names = ["Blob", "Blob Jr"]
            var sorted = false
        }

        enum Action {
            case deleteTapped(String)
            case destination(PresentationAction<Destination.Action>)
            case sortTapped
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case let .deleteTapped(name):
                    state.destination = .alert(AlertState { TextState("Delete \(name)?") } actions: {
                        ButtonState(role: .destructive, action: .confirmDeletion(name: name)) { TextState("Delete") }
                    })
                case let .destination(.presented(.alert(.confirmDeletion(name)))):
                    state.names.removeAll { $0 == name }
                case .destination(.presented(.dialog(.sortByName))):
                    state.sorted = true
                case .destination:
                    break
                case .sortTapped:
                    state.destination = .dialog(ConfirmationDialogState { TextState("Sort") } actions: {
                        ButtonState(action: .sortByName) { TextState("By name") }
                    })
                }
                return .none
            }
            .ifLet(\.$destination, action: \.destination)
        }
    }

    struct ContactsView: View {
        @Bindable var store: StoreOf<Contacts>

        var body: some View {
            VStack {
                Button("Delete Blob") { store.send(.deleteTapped("Blob")) }
                Button("Sort") { store.send(.sortTapped) }
            }
            .alert($store.scope(\.$destination, action: \.destination).alert)
            .confirmationDialog($store.scope(\.$destination, action: \.destination).dialog)
        }
    }

    @Test func theAlertCaseIsShownAndItsButtonSendsItsActionThroughTheDestination() async throws {
        let store = Store(initialState: Contacts.State()) { Contacts() }
        let host = ViewHost(ContactsView(store: store))

        try host.tap("Delete Blob")
        #expect(host.texts.suffix(2) == ["Delete Blob?", "Delete"])
        try host.tap("Delete")

        #expect(store.names == ["Blob Jr"])
        #expect(store.destination == nil)
        #expect(!host.texts.contains("Delete Blob?"))
    }

    @Test func dismissingTheAlertCaseClearsTheDestination() throws {
        let store = Store(initialState: Contacts.State()) { Contacts() }
        let host = ViewHost(ContactsView(store: store))

        try host.tap("Delete Blob")
        try host.dismiss()

        #expect(store.destination == nil)
        #expect(store.names == ["Blob", "Blob Jr"])
    }

    @Test func theDialogCaseIsShownAndItsButtonSendsItsAction() throws {
        let store = Store(initialState: Contacts.State()) { Contacts() }
        let host = ViewHost(ContactsView(store: store))

        try host.tap("Sort")
        #expect(host.texts.contains("By name"))
        try host.tap("By name")

        #expect(store.sorted)
        #expect(store.destination == nil)
    }

    @Test func theAlertStoreIsNilWhileAnotherCaseOrNothingIsPresented() {
        let store = Store(initialState: Contacts.State()) { Contacts() }
        let destination = Bindable(store).scope(\.$destination, action: \.destination)
        let alert: Binding<Store<AlertState<Contacts.Destination.Alert>, Contacts.Destination.Alert>?> = destination.alert

        #expect(alert.wrappedValue == nil)
        store.send(.sortTapped)
        #expect(alert.wrappedValue == nil)
        alert.wrappedValue = nil
        #expect(store.destination != nil, "clearing a case that is not presented leaves the destination alone")
        store.send(.deleteTapped("Blob"))
        #expect(alert.wrappedValue?.title == TextState("Delete Blob?"))
    }

    @Test func aTestStoreRecordsTheAlertActionTheViewSends() async {
        let store = TestStore(initialState: Contacts.State()) { Contacts() }
        await store.send(.deleteTapped("Blob")) {
            $0.destination = .alert(AlertState { TextState("Delete Blob?") } actions: {
                ButtonState(role: .destructive, action: .confirmDeletion(name: "Blob")) { TextState("Delete") }
            })
        }
        await store.send(\.destination.alert.confirmDeletion, "Blob") {
            $0.destination = nil
            $0.names = ["Blob Jr"]
        }
    }
}

extension EnumDestinationAlertTests.Contacts.Destination.State: Equatable {}
