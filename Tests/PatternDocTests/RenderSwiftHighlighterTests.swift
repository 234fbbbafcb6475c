@testable import PatternDoc
@testable import PatternDocRender
import Testing

/// The highlighted HTML with its tags removed and its entities decoded: what a reader copies.
private func visibleText(_ html: String) -> String {
    var text = ""
    var isInTag = false
    for character in html {
        if character == "<" { isInTag = true } else if character == ">" && isInTag { isInTag = false } else if !isInTag { text.append(character) }
    }
    // `&amp;` last, so that `&amp;lt;` becomes `&lt;` and not `<`.
    let entities = [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")]
    for (entity, character) in entities { text = text.replacingAll(entity, with: character) }
    return text
}

private extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

@Suite struct RenderSwiftHighlighterTests {
    @Test func keywordsTypesAndNumbersGetTheirClasses() {
        #expect(SwiftHighlighter.html("let count: Int = 42") ==
            #"<span class=k>let</span> count: <span class=t>Int</span> = <span class=n>42</span>"#)
    }

    @Test func stringInterpolationIsHighlightedAsCodeBetweenInterpDelimiters() {
        #expect(SwiftHighlighter.html(#""n = \(state.count + 1)!""#) ==
            #"<span class=s>"n = </span><span class=i>\(</span>state.count + <span class=n>1</span>"#
            + #"<span class=i>)</span><span class=s>!"</span>"#)
    }

    @Test func nestedInterpolationsAreHighlightedRecursively() {
        #expect(SwiftHighlighter.html(#""a\("b\(User.id)")""#) ==
            #"<span class=s>"a</span><span class=i>\(</span><span class=s>"b</span>"#
            + #"<span class=i>\(</span><span class=t>User</span>.id<span class=i>)</span>"#
            + #"<span class=s>"</span><span class=i>)</span><span class=s>"</span>"#)
    }

    @Test func rawStringInterpolationKeepsItsPounds() {
        #expect(SwiftHighlighter.html(##"#"x\#(y)"#"##) ==
            ##"<span class=s>#"x</span><span class=i>\#(</span>y<span class=i>)</span><span class=s>"#</span>"##)
    }

    @Test func commentsOfEveryStyleAreComments() {
        let html = SwiftHighlighter.html("// line\n/// doc\n/* block */ /** doc block */")
        #expect(html == #"<span class=c>// line</span>"# + "\n" + #"<span class=c>/// doc</span>"# + "\n"
            + #"<span class=c>/* block */ /** doc block */</span>"#)
    }

    @Test func tokensOfOneClassSeparatedOnlyBySpacesShareASpan() {
        // Spaces join; a line break, punctuation or another class ends the span, and the spaces
        // before a token of another class stay outside both spans.
        #expect(SwiftHighlighter.html("case  let x\tpublic static func") ==
            #"<span class=k>case  let</span> x"# + "\t" + #"<span class=k>public static func</span>"#)
        #expect(SwiftHighlighter.html("let\nvar") == "<span class=k>let</span>\n<span class=k>var</span>")
        #expect(SwiftHighlighter.html("some View") == #"<span class=k>some</span> <span class=t>View</span>"#)
        #expect(SwiftHighlighter.html("return 1 ") == #"<span class=k>return</span> <span class=n>1</span> "#)
    }

    @Test func attributesDirectivesAndKeyPathsGetTheirClasses() {
        let html = SwiftHighlighter.html("@MainActor\n#if DEBUG\nScope(state: \\.child?.name, action: \\Feature.Action.child)\n#endif")
        #expect(html == #"<span class=a>@MainActor</span>"# + "\n"
            + #"<span class=d>#if</span> <span class=t>DEBUG</span>"# + "\n"
            + #"<span class=t>Scope</span>(state: <span class=p>\.child?.name</span>, "#
            + #"action: <span class=p>\Feature.Action.child</span>)"# + "\n"
            + #"<span class=d>#endif</span>"#)
    }

    @Test func keyPathEndsAtASubscript() {
        #expect(SwiftHighlighter.html(#"\.rows[id: 1]"#) ==
            #"<span class=p>\.rows</span>[id: <span class=n>1</span>]"#)
    }

    @Test func calledAndDeclaredFunctionsAreMarked() {
        #expect(SwiftHighlighter.html("func run() { send(.tap) }") ==
            #"<span class=k>func</span> <span class=f>run</span>() { <span class=f>send</span>(.tap) }"#)
    }

    @Test func contextualKeywordsAreKeywordsOnlyWhereTheyActAsOne() {
        #expect(SwiftHighlighter.html("mutating func f() -> some View") ==
            #"<span class=k>mutating func</span> <span class=f>f</span>() -> "#
            + #"<span class=k>some</span> <span class=t>View</span>"#)
        #expect(SwiftHighlighter.html("var x: Int { get set }") ==
            #"<span class=k>var</span> x: <span class=t>Int</span> { <span class=k>get set</span> }"#)
        #expect(SwiftHighlighter.html("case none\nlet copy = x.get") ==
            #"<span class=k>case</span> none"# + "\n" + #"<span class=k>let</span> copy = x.get"#)
    }

    /// Inside an element only `&` and `<` need entities; `>` and `"` are common in code and
    /// are written as themselves.
    @Test func markupCharactersAreEscaped() {
        #expect(SwiftHighlighter.html("a < b && c > \"<d>\"") ==
            #"a &lt; b &amp;&amp; c > <span class=s>"&lt;d>"</span>"#)
    }

    @Test func otherLanguagesAreEscapedPlainText() {
        #expect(SwiftHighlighter.html("let <x> = \"1\"", language: "text") == "let &lt;x&gt; = &quot;1&quot;")
    }

    @Test(arguments: [
        "let x = 1\n",
        #""a\(b)c\("d\(e + "f")g")h""#,
        "\"\"\"\n  multi \\(line)\n  \"\"\"\n",
        ##"#"raw \#(x) \(not)"#"##,
        "\"unterminated \\(oops\nnext line",
        "/* unterminated /* nested */ comment",
        "@available(*, deprecated) func f<T: P>(_ x: borrowing T) async throws -> [T?] { }",
        "\\.a.b?.c![0] + \\Root.self",
        "#if os(Linux) && !DEBUG\n#sourceLocation(file: \"a.md\", line: 3)\n#endif",
        "let é = \"naïve 🧩\" // ünïcode\r\nlet `default` = #/[a-z]+/#",
        "x &&& <>\"' ~ \t\u{0}\u{7F}",
        "\"\\(\"",
        "",
    ])
    func removingTagsGivesBackTheCode(code: String) {
        #expect(visibleText(SwiftHighlighter.html(code)) == code)
    }
}
