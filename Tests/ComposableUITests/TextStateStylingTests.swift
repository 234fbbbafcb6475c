import Composable
import ComposableUI
import Testing

/// `TextState` keeps its styling, compares with it, and `Text(TextState)` shows it.
@MainActor
struct TextStateStylingTests {
    @Test func stylingIsPartOfTheValue() {
        #expect(TextState("A").bold() != TextState("A"))
        #expect(TextState("A").bold() == TextState("A").bold())
        #expect(TextState("A").font(.title) != TextState("A").font(.body))
        #expect(TextState("A").foregroundColor(.red).string == "A")
        #expect(TextState("a") + TextState("b") == TextState("ab"))
        #expect(TextState("a").italic() + TextState("b") != TextState("ab"))
        #expect(TextState("1").monospacedDigit().kerning(1).tracking(2).baselineOffset(3) != TextState("1"))
        #expect(TextState("x").underline().strikethrough(color: .red) != TextState("x"))
    }

    @Test func textShowsTheFontBoldnessAndColorOfAStyledTextState() {
        let host = ViewHost(Text(TextState("Title").font(.title).bold()))
        #expect(host.texts == ["Title"])
        #expect(host.render().contains(".font(.title)"))
        #expect(host.render().contains(".bold()"))
        #expect(ViewHost(Text(TextState("Error").foregroundColor(.red))).render().contains("red"))
    }

    @Test func textShowsEachJoinedPieceWithItsOwnStyling() {
        let text = Text(TextState("Plain ") + TextState("bold").bold())
        #expect(text == Text(verbatim: "Plain ") + Text(verbatim: "bold").bold())
        #expect(ViewHost(text).texts == ["Plain bold"])
    }

    @Test func aFontWeightShowsAsTheFontsWeight() {
        let text = Text(TextState("Heavy").fontWeight(.heavy))
        #expect(text == Text(verbatim: "Heavy").font(Font.body.weight(.heavy)))
    }

    @Test func aPlainTextStateStillReadsAsItsStringInADump() {
        var dump = ""
        Swift.dump(TextState("Plain"), to: &dump)
        #expect(!dump.contains("runs"))
        var styled = ""
        Swift.dump(TextState("Bold").bold(), to: &styled)
        #expect(styled.contains("runs"))
    }
}
