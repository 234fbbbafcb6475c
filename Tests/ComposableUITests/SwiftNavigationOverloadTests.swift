import Composable
import ComposableTesting
import ComposableUI
import Testing

/// The SwiftUI-navigation overloads over plain bindings: `Text(TextState)`, `Button(ButtonState)`,
/// `alert`/`confirmationDialog` over a binding to their state, `sheet(item:)` and
/// `navigationDestination(item:)` handing their content a binding, and `Binding(_:)` unwrapping.
@MainActor
struct SwiftNavigationOverloadTests {
    enum AlertAction: Equatable { case confirm, later }

    @Test func textShowsTheTextStatesString() {
        let host = ViewHost(Text(TextState("Hello, ") + TextState("Blob")))
        #expect(host.texts == ["Hello, Blob"])
    }

    @Test func buttonFromButtonStateShowsItsLabelAndRoleAndSendsItsAction() throws {
        let tapped = LockIsolated<[AlertAction?]>([])
        let button = ButtonState(role: .destructive, action: AlertAction.confirm) { TextState("Delete") }
        let host = ViewHost(Button(button) { action in tapped.withValue { $0.append(action) } })
        #expect(host.render().contains("destructive"))
        try host.tap("Delete")
        #expect(tapped.value == [.confirm])

        let dismissOnly = ButtonState<AlertAction>(role: .cancel) { TextState("Cancel") }
        let other = ViewHost(Button(dismissOnly) { action in tapped.withValue { $0.append(action) } })
        try other.tap("Cancel")
        #expect(tapped.value == [.confirm, nil])
    }

    struct AlertScreen: View {
        @State var alert: AlertState<AlertAction>? = nil
        let handled: LockIsolated<[AlertAction?]>

        var body: some View {
            VStack {
                Button("Ask") {
                    alert = AlertState {
                        TextState("Sure?")
                    } actions: {
                        ButtonState(action: .confirm) { TextState("Yes") }
                        ButtonState(role: .cancel) { TextState("No") }
                    } message: {
                        TextState("It cannot be undone.")
                    }
                }
            }
            .alert($alert) { action in handled.withValue { $0.append(action) } }
        }
    }

    @Test func alertOverABindingShowsTheStateCallsTheHandlerAndClears() throws {
        let handled = LockIsolated<[AlertAction?]>([])
        let host = ViewHost(AlertScreen(handled: handled))
        #expect(!host.render().contains("Alert"))
        try host.tap("Ask")
        #expect(host.render().contains("Alert \"Sure?\""))
        #expect(host.texts.contains("Sure?") && host.texts.contains("Yes") && host.texts.contains("No"))
        #expect(host.html().contains("role=\"alertdialog\""))
        try host.tap("Yes")
        #expect(handled.value == [.confirm])
        #expect(!host.render().contains("Alert"))

        try host.tap("Ask")
        try host.tap("No")
        #expect(handled.value == [.confirm, nil])
        #expect(!host.render().contains("Alert"))
    }

    struct DialogScreen: View {
        @State var dialog: ConfirmationDialogState<AlertAction>? = ConfirmationDialogState(titleVisibility: .visible) {
            TextState("Later?")
        } actions: {
            ButtonState(action: .later) { TextState("Remind me") }
        }
        let handled: LockIsolated<[AlertAction?]>

        var body: some View {
            Text("Inbox").confirmationDialog($dialog) { action in handled.withValue { $0.append(action) } }
        }
    }

    @Test func confirmationDialogOverABindingCallsTheHandlerAndClears() throws {
        let handled = LockIsolated<[AlertAction?]>([])
        let host = ViewHost(DialogScreen(handled: handled))
        #expect(host.texts.contains("Remind me"))
        try host.tap("Remind me")
        #expect(handled.value == [.later])
        #expect(!host.texts.contains("Remind me"))
    }

    struct Draft: Identifiable, Hashable {
        let id: Int
        var title: String
    }

    struct SheetScreen: View {
        @Binding var draft: Draft?

        var body: some View {
            Text("List").sheet(item: $draft) { draft in
                TextField("Title", text: draft.title)
            }
        }
    }

    @Test func sheetItemHandsItsContentABindingThatEditsTheItem() throws {
        let model = LockIsolated<Draft?>(Draft(id: 1, title: ""))
        let binding = Binding<Draft?>(get: { model.value }, set: { value in model.setValue(value) })
        let host = ViewHost(SheetScreen(draft: binding))
        try host.type("Milk", into: "Title")
        #expect(model.value?.title == "Milk")
        try host.dismiss()
        #expect(model.value == nil)
    }

    struct DestinationScreen: View {
        @Binding var detail: Draft?

        var body: some View {
            NavigationStack {
                Text("Root").navigationDestination(item: $detail) { detail in
                    TextField("Title", text: detail.title)
                }
            }
        }
    }

    @Test func navigationDestinationItemPushesWhileTheItemIsThereAndBackClearsIt() throws {
        let model = LockIsolated<Draft?>(Draft(id: 2, title: "Eggs"))
        let binding = Binding<Draft?>(get: { model.value }, set: { value in model.setValue(value) })
        let host = ViewHost(DestinationScreen(detail: binding))
        try host.type("Bread", into: "Title")
        #expect(model.value?.title == "Bread")
        try host.back()
        #expect(model.value == nil)
    }

    @Test func unwrappingBindingIsNilForNilAndKeepsTheLastValue() throws {
        let model = LockIsolated<String?>("Hi")
        let optional = Binding<String?>(get: { model.value }, set: { value in model.setValue(value) })
        let text = try #require(Binding(optional))
        text.wrappedValue = "Hello"
        #expect(model.value == "Hello")
        model.setValue(nil)
        #expect(text.wrappedValue == "Hello")
        text.wrappedValue = "Ignored"
        #expect(model.value == nil)
        #expect(Binding(optional) == nil)
    }
}
