import Composable
import Testing

struct ButtonStateActionTests {
    enum Action: Equatable { case delete, undo }

    @Test func sendKeepsTheActionAndMapTransformsIt() {
        let send = ButtonStateAction<Action>.send(.delete)
        #expect(send.action == .delete)
        #expect(send.type == .send(.delete))
        #expect(send.map { _ in Action.undo } == .send(.undo))
        #expect(ButtonStateAction<Action>.send(nil).action == nil)
    }

    @Test func buttonStateTakesAButtonStateAction() {
        let button = ButtonState<Action>(role: .destructive, action: .send(.delete)) {
            TextState("Delete")
        }
        #expect(button.action == .delete)
        #expect(button.role == .destructive)
        #expect(button.label == TextState("Delete"))
        let dismiss = ButtonState<Action>(action: ButtonStateAction.send(nil)) { TextState("OK") }
        #expect(dismiss.action == nil)
    }

    @Test func titleVisibilityIsTheDialogsVisibility() {
        let dialog = ConfirmationDialogState<Action>(titleVisibility: .hidden) { TextState("Title") }
        let visibility: ConfirmationDialogStateTitleVisibility = dialog.titleVisibility
        #expect(visibility == .hidden)
    }

    @Test func stringOfTextStateIsItsPlainText() {
        #expect(String(state: TextState("Hello, ") + TextState("Blob")) == "Hello, Blob")
        #expect(String(state: "x", locale: nil) == "x")
    }
}
