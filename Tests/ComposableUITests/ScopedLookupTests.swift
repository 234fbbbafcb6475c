import Composable
import ComposableUI
import Testing

/// `host.within(_:)` and `.accessibilityIdentifier`: reaching one of several controls with the
/// same title, as a person does by looking at what is beside it.
@MainActor
struct ScopedLookupTests {
    struct Counter: View {
        @State var count = 0

        var body: some View {
            HStack {
                Button { count -= 1 } label: { Image(systemName: "minus") }
                Text("\(count)")
                Button { count += 1 } label: { Image(systemName: "plus") }
            }
        }
    }

    struct TwoCounters: View {
        var body: some View {
            Form {
                HStack {
                    Text("Counter 1")
                    Counter()
                }
                HStack {
                    Text("Counter 2")
                    Counter()
                }
                .accessibilityIdentifier("second")
            }
        }
    }

    @Test func withinTheTextBesideThemTwoPlusButtonsAreToldApart() throws {
        let host = ViewHost(TwoCounters())

        try host.within("Counter 1").tap("plus")
        try host.within("Counter 1").tap("plus")
        try host.within("Counter 2").tap("minus")

        #expect(host.within("Counter 1").texts == ["Counter 1", "2"])
        #expect(host.within("Counter 2").texts == ["Counter 2", "-1"])
    }

    @Test func anAccessibilityIdentifierNamesAPartOfTheScreen() throws {
        let host = ViewHost(TwoCounters())

        try host.within("second").tap("plus")

        #expect(host.texts == ["Counter 1", "0", "Counter 2", "1"])
    }

    @Test func theUnscopedLookupStillSaysTheTitleIsAmbiguous() {
        let host = ViewHost(TwoCounters())

        #expect(throws: ViewHostError.self) { try host.tap("plus") }
    }

    @Test func aScopeThatMatchesNothingListsTheTextsAndIdentifiersOnScreen() {
        let host = ViewHost(TwoCounters())

        let error = #expect(throws: ViewHostError.self) { try host.within("Counter 3").tap("plus") }

        #expect(error?.message.contains(#"No text or accessibility identifier reads "Counter 3" on screen"#) == true)
        #expect(error?.message.contains(#"Texts: "Counter 1", "0", "Counter 2", "0""#) == true)
        #expect(error?.message.contains(#"Accessibility identifiers: "second""#) == true)
    }

    @Test func aMissingControlInsideAScopeListsWhatIsThere() {
        let host = ViewHost(TwoCounters())

        let error = #expect(throws: ViewHostError.self) { try host.within("Counter 1").tap("reset") }

        #expect(error?.message.contains(#"No button titled "reset" is inside "Counter 1""#) == true)
        #expect(error?.message.contains(#"Buttons on screen"#) == false)
        #expect(error?.message.contains(#""minus", "plus""#) == true)
    }

    @Test func scopesNest() throws {
        let host = ViewHost(VStack {
            TwoCounters().accessibilityIdentifier("left")
            TwoCounters().accessibilityIdentifier("right")
        })

        try host.within("right").within("Counter 1").tap("plus")

        #expect(host.within("right").within("Counter 1").texts == ["Counter 1", "1"])
        #expect(host.within("left").within("Counter 1").texts == ["Counter 1", "0"])
    }

    @Test func aControlCanBeTappedByItsAccessibilityIdentifier() throws {
        var taps = 0
        let host = ViewHost(Button { taps += 1 } label: { Image(systemName: "plus") }.accessibilityIdentifier("increment"))

        try host.tap("increment")
        try host.tap("plus")

        #expect(taps == 2)
        #expect(host.render().contains(#".accessibilityIdentifier("increment")"#))
    }
}
