import Composable
import ComposableUI
import Testing

/// `.alert(_:)` and `.confirmationDialog(_:)` of a binding to plain state, which swift-navigation
/// offers and the original's SyncUps uses for an enum reducer's ignored alert case: shown while
/// the binding holds a value, and any button dismisses it without acting.
@MainActor
struct AlertStateBindingTests {
    enum Choice: Equatable { case delete }

    struct Editor: View {
        @State var alert: AlertState<Choice>? = nil
        var body: some View {
            Button("Delete") {
                alert = AlertState {
                    TextState("Delete?")
                } actions: {
                    ButtonState(role: .destructive, action: .delete) { TextState("Yes") }
                    ButtonState(role: .cancel) { TextState("No") }
                }
            }
            .alert($alert)
        }
    }

    @Test func theAlertShowsWhileTheBindingHoldsIt() throws {
        let host = ViewHost(Editor())
        #expect(!host.render().contains("Delete?"))

        try host.tap("Delete")
        #expect(host.render().contains("Delete?"))

        try host.tap("Yes")
        #expect(!host.render().contains("Delete?"))
    }

    @Test func dismissingSetsTheBindingToNil() throws {
        let host = ViewHost(Editor())
        try host.tap("Delete")

        try host.dismiss()

        #expect(!host.render().contains("Delete?"))
        try host.tap("Delete")
        #expect(host.render().contains("Delete?"))
    }

    struct PhotoMenu: View {
        @State var dialog: ConfirmationDialogState<Never>? = ConfirmationDialogState {
            TextState("Forward")
        } actions: {
            ButtonState(role: .cancel) { TextState("Cancel") }
        }
        var body: some View {
            Text("Photo").confirmationDialog($dialog)
        }
    }

    @Test func aDialogOfPlainStateDismissesOnAnyButton() throws {
        let host = ViewHost(PhotoMenu())
        #expect(host.render().contains("Forward"))
        try host.tap("Cancel")
        #expect(!host.render().contains("Forward"))
    }
}
