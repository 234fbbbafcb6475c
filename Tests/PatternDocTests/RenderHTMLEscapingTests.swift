@testable import PatternDoc
@testable import PatternDocRender
import Testing

@Suite struct RenderHTMLEscapingTests {
    @Test func textEscapesMarkupAndQuotes() {
        #expect(HTMLEscaping.text(#"a < b && "c" 'd'"#) == "a &lt; b &amp;&amp; &quot;c&quot; 'd'")
    }

    @Test func attributesAlsoEscapeApostrophes() {
        #expect(HTMLEscaping.attribute(#"it's "x" <y>"#) == "it&#39;s &quot;x&quot; &lt;y&gt;")
    }

    @Test func urlsArePercentEncodedThenEscaped() {
        #expect(HTMLEscaping.url("Über uns.html?a=1&b=\"2\"#x%20y") == "%C3%9Cber%20uns.html?a=1&amp;b=%222%22#x%20y")
    }

    @Test func escapesAtEitherEndAndBesideNonASCIITextKeepEveryCharacter() {
        #expect(HTMLEscaping.text("<é🙂&>") == "&lt;é🙂&amp;&gt;")
        #expect(HTMLEscaping.text("plain é text") == "plain é text")
        #expect(HTMLEscaping.text("") == "")
    }

    @Test func appendingASliceEscapesOnlyTheSlice() {
        let line = "[a<b] & more"
        var html = "<p>"
        HTMLEscaping.appendText(line.dropFirst().prefix(4), to: &html)
        HTMLEscaping.appendAttribute(Substring("it's"), to: &html)

        #expect(html == "<p>a&lt;b]it&#39;s")
    }
}
