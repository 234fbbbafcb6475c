import Composable
import ComposableUI
import Testing

/// `$store.contact.name.sending(\.setName)`: a binding to a property of a property, as the
/// original's "Your first presentation" tutorial writes its text field.
@MainActor
struct NestedBindingSourceTests {
    struct Contact: Equatable {
        var name = ""
    }

    struct AddContact: Reducer {
        struct State: Equatable {
            var contact = Contact()
        }

        enum Action: Equatable {
            case setName(String)
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                if case let .setName(name) = action {
                    state.contact.name = name
                }
                return .none
            }
        }
    }

    struct AddContactView: View {
        @Bindable var store: StoreOf<AddContact>

        var body: some View {
            Form {
                TextField("Name", text: $store.contact.name.sending(\.setName))
                Text("Hello, \(store.contact.name)")
            }
        }
    }

    @Test func aNestedPropertyReadsThroughTheStoreAndWritingItSendsTheAction() {
        let store = Store(initialState: AddContact.State(contact: Contact(name: "Blob"))) { AddContact() }
        let name = Bindable(store).contact.name.sending(\.setName)

        #expect(name.wrappedValue == "Blob")
        name.wrappedValue = "Blob Jr"
        #expect(store.contact.name == "Blob Jr")
        #expect(name.wrappedValue == "Blob Jr")
    }

    @Test func typingInATextFieldOfANestedPropertySendsTheAction() throws {
        let store = Store(initialState: AddContact.State()) { AddContact() }
        let host = ViewHost(AddContactView(store: store))

        try host.type("Blob Sr", into: "Name")

        #expect(store.contact.name == "Blob Sr")
        #expect(host.texts.contains("Hello, Blob Sr"))
    }
}
