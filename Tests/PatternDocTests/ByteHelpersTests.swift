@testable import PatternDoc
@testable import PatternDocRender
@testable import PatternDocSupport
import Testing

/// The byte-level helpers the site build leans on in its hottest loops: each must give what
/// the plain String version gives, at the edges too.
@Suite struct ByteHelpersTests {
    @Test func containsBytesFindsANeedleAnywhereAndOnlyWhole() {
        #expect("let x = 1".containsBytes("let"))
        #expect("let x = 1".containsBytes("= 1"))
        #expect("a<#b#>".containsBytes("#>"))
        #expect("aab".containsBytes("ab"))
        #expect("@Tes @Test".containsBytes("@Test"))
        #expect(!"@Tes".containsBytes("@Test"))
        #expect(!"short".containsBytes("shorter"))
        #expect(!"".containsBytes("a"))
        #expect("anything".containsBytes(""))
        #expect("é🙂x".containsBytes("🙂"))
        #expect("a\u{0}b".containsBytes("\u{0}b"))
        // A substring is searched in its own bounds.
        let text = "ab#sourceLocation cd"
        #expect(text.dropFirst(2).containsBytes("#source"))
        #expect(!text.prefix(5).containsBytes("#source"))
    }

    @Test func lineBreakCountCountsLineFeedsOnly() {
        #expect("".lineBreakCount == 0)
        #expect("one".lineBreakCount == 0)
        #expect("a\nb\n".lineBreakCount == 2)
        #expect("a\r\nb\rc".lineBreakCount == 1)
        #expect(String(repeating: "é\n", count: 1000).lineBreakCount == 1000)
    }

    @Test func codeWordsKeepEachWordOnceInFirstOrderHoweverManyThereAre() {
        var words = CodeWords()
        // Enough distinct words to grow the table of hashes several times over.
        let names = (0..<3000).map { "name\($0)" }
        words.add(names.joined(separator: " "))
        words.add(names.reversed().joined(separator: "("))
        words.add("let x = 1; let yy = x")
        #expect(words.text == (names + ["let", "yy"]).joined(separator: " "))
    }

    @Test func codeWordsLeaveOutSingleLettersAndLeadingDigits() {
        var words = CodeWords()
        words.add("a 1st 22 _x x2 état st")
        #expect(words.text == "st _x x2 état")
    }
}
