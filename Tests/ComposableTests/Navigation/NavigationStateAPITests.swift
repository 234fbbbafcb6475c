import Composable
import Testing

/// The alert, dialog, button and text API of the original's swift-navigation that examples
/// use: map, withAction, the builder's loops and branches, verbatim text and `+`.
struct NavigationStateAPITests {
    enum Child: Equatable { case confirm, cancel }
    enum Parent: Equatable { case child(Child) }

    @Test func mappingAnAlertKeepsItsIdTitleAndButtonsAndChangesTheirActions() {
        let alert = AlertState<Child> { TextState("Sure?") } actions: {
            ButtonState(role: .destructive, action: .confirm) { TextState("Yes") }
            ButtonState(role: .cancel, action: .cancel) { TextState("No") }
        } message: {
            TextState("It cannot be undone.")
        }
        let mapped = alert.map { $0.map(Parent.child) }
        #expect(mapped.id == alert.id)
        #expect(mapped.title == alert.title)
        #expect(mapped.message == alert.message)
        #expect(mapped.buttons.map(\.action) == [.child(.confirm), .child(.cancel)])
        #expect(mapped.buttons.map(\.role) == [.destructive, .cancel])
        #expect(mapped.buttons.map(\.id) == alert.buttons.map(\.id))
    }

    @Test func mappingADialogKeepsItsTitleVisibility() {
        let dialog = ConfirmationDialogState<Child>(titleVisibility: .visible) { TextState("Pick") } actions: {
            ButtonState(action: .confirm) { TextState("OK") }
        }
        let mapped = dialog.map { $0.map(Parent.child) }
        #expect(mapped.titleVisibility == .visible)
        #expect(mapped.buttons.first?.action == .child(.confirm))
        #expect(mapped.id == dialog.id)
    }

    @Test func withActionPassesTheButtonsActionOrNil() async {
        var seen: [Child?] = []
        ButtonState(action: Child.confirm) { TextState("OK") }.withAction { seen.append($0) }
        ButtonState<Child>(role: .cancel) { TextState("Cancel") }.withAction { seen.append($0) }
        #expect(seen == [.confirm, nil])

        await ButtonState(action: Child.cancel) { TextState("No") }.withAction { @MainActor action in
            seen.append(action)
        }
        #expect(seen == [.confirm, nil, .cancel])
    }

    @Test func theButtonBuilderTakesLoopsOptionalsAndBranches() {
        let names = ["One", "Two"]
        let showCancel = true
        let alert = AlertState<Child> { TextState("Choose") } actions: {
            for name in names {
                ButtonState(action: .confirm) { TextState(name) }
            }
            if showCancel {
                ButtonState(role: .cancel, action: .cancel) { TextState("Cancel") }
            }
            if names.isEmpty {
                ButtonState(action: .confirm) { TextState("Nothing") }
            } else {
                ButtonState(action: .confirm) { TextState("All") }
            }
        }
        #expect(alert.buttons.map(\.label.string) == ["One", "Two", "Cancel", "All"])
    }

    @Test func verbatimTextAndConcatenation() {
        #expect(TextState(verbatim: "Blob") == TextState("Blob"))
        #expect((TextState("Hello, ") + TextState(verbatim: "Blob")).string == "Hello, Blob")
    }
}
