import Composable
import Foundation
import Testing

/// `PresentationState` (`Presents`) encodes as the optional it wraps, and reads through to the
/// presented state's properties and cases, as the original's does.
struct PresentationStateConformanceTests {
    struct Editor: Codable, Equatable {
        var title = ""
        var isDraft = true
    }

    struct Screen: Codable, Equatable {
        @PresentationState var editor: Editor?
    }

    enum Destination: Equatable {
        case editor(Editor)
        case note(String)
    }

    struct Destinations: Equatable {
        @Presents var destination: Destination?
    }

    @Test func presentedStateEncodesAsTheStateItself() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys

        let shown = String(decoding: try encoder.encode(Screen(editor: Editor(title: "Tea"))), as: UTF8.self)
        let hidden = String(decoding: try encoder.encode(Screen(editor: nil)), as: UTF8.self)

        #expect(shown == #"{"editor":{"isDraft":true,"title":"Tea"}}"#)
        #expect(hidden == #"{"editor":null}"#)
    }

    @Test func presentedStateDecodesFromTheStateOrNull() throws {
        let shown = try JSONDecoder().decode(Screen.self, from: Data(#"{"editor":{"title":"Tea","isDraft":false}}"#.utf8))
        let hidden = try JSONDecoder().decode(Screen.self, from: Data(#"{"editor":null}"#.utf8))

        #expect(shown.editor == Editor(title: "Tea", isDraft: false))
        #expect(hidden.editor == nil)
    }

    @Test func theWrapperEncodesAloneAsTheOptional() throws {
        let wrapper = PresentationState(wrappedValue: 42)
        let data = try JSONEncoder().encode(wrapper)

        #expect(String(decoding: data, as: UTF8.self) == "42")
        #expect(try JSONDecoder().decode(PresentationState<Int>.self, from: data).wrappedValue == 42)
        #expect(try JSONDecoder().decode(PresentationState<Int>.self, from: Data("null".utf8)).wrappedValue == nil)
    }

    @Test func aPropertyOfThePresentedStateReadsThroughTheWrapper() {
        var screen = Screen(editor: Editor(title: "Draft"))

        let title: PresentationState<String> = screen.$editor.title
        #expect(title.wrappedValue == "Draft")
        #expect(screen.$editor.isDraft.wrappedValue == true)

        screen.editor = nil
        #expect(screen.$editor.title.wrappedValue == nil)
    }

    @Test func theReadIsACopy() {
        var screen = Screen(editor: Editor(title: "Draft"))
        let title = screen.$editor.title

        screen.editor?.title = "Final"

        #expect(title.wrappedValue == "Draft")
        #expect(screen.$editor.title.wrappedValue == "Final")
    }

    @Test func aCaseOfThePresentedEnumReadsThroughTheWrapper() {
        var state = Destinations(destination: .editor(Editor(title: "Tea")))

        let editor: PresentationState<Editor> = state.$destination.editor
        #expect(editor.wrappedValue == Editor(title: "Tea"))
        #expect(state.$destination.note.wrappedValue == nil)
        #expect(state.$destination.editor.title.wrappedValue == "Tea")

        state.destination = .note("Milk")
        #expect(state.$destination.note.wrappedValue == "Milk")
        #expect(state.$destination.editor.wrappedValue == nil)
    }

    @Test func keyPathsThroughTheWrapperCanBeFormed() {
        let keyPath = \Destinations.$destination.note
        let state = Destinations(destination: .note("Milk"))

        #expect(state[keyPath: keyPath].wrappedValue == "Milk")
    }
}
