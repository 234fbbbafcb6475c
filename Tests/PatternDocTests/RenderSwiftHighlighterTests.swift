import Testing
@testable import PatternDoc

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
            #"<span class=kw>let</span> count: <span class=ty>Int</span> = <span class=num>42</span>"#)
    }

    @Test func stringInterpolationIsHighlightedAsCodeBetweenInterpDelimiters() {
        #expect(SwiftHighlighter.html(#""n = \(state.count + 1)!""#) ==
            #"<span class=str>&quot;n = </span><span class=interp>\(</span>state.count + <span class=num>1</span>"#
            + #"<span class=interp>)</span><span class=str>!&quot;</span>"#)
    }

    @Test func nestedInterpolationsAreHighlightedRecursively() {
        #expect(SwiftHighlighter.html(#""a\("b\(User.id)")""#) ==
            #"<span class=str>&quot;a</span><span class=interp>\(</span><span class=str>&quot;b</span>"#
            + #"<span class=interp>\(</span><span class=ty>User</span>.id<span class=interp>)</span>"#
            + #"<span class=str>&quot;</span><span class=interp>)</span><span class=str>&quot;</span>"#)
    }

    @Test func rawStringInterpolationKeepsItsPounds() {
        #expect(SwiftHighlighter.html(##"#"x\#(y)"#"##) ==
            ##"<span class=str>#&quot;x</span><span class=interp>\#(</span>y<span class=interp>)</span><span class=str>&quot;#</span>"##)
    }

    @Test func commentsOfEveryStyleAreComments() {
        let html = SwiftHighlighter.html("// line\n/// doc\n/* block */ /** doc block */")
        #expect(html == #"<span class=com>// line</span>"# + "\n" + #"<span class=com>/// doc</span>"# + "\n"
            + #"<span class=com>/* block */</span> <span class=com>/** doc block */</span>"#)
    }

    @Test func attributesDirectivesAndKeyPathsGetTheirClasses() {
        let html = SwiftHighlighter.html("@MainActor\n#if DEBUG\nScope(state: \\.child?.name, action: \\Feature.Action.child)\n#endif")
        #expect(html == #"<span class=attr>@MainActor</span>"# + "\n"
            + #"<span class=dir>#if</span> <span class=ty>DEBUG</span>"# + "\n"
            + #"<span class=ty>Scope</span>(state: <span class=kp>\.child?.name</span>, "#
            + #"action: <span class=kp>\Feature.Action.child</span>)"# + "\n"
            + #"<span class=dir>#endif</span>"#)
    }

    @Test func keyPathEndsAtASubscript() {
        #expect(SwiftHighlighter.html(#"\.rows[id: 1]"#) ==
            #"<span class=kp>\.rows</span>[id: <span class=num>1</span>]"#)
    }

    @Test func calledAndDeclaredFunctionsAreMarked() {
        #expect(SwiftHighlighter.html("func run() { send(.tap) }") ==
            #"<span class=kw>func</span> <span class=fn>run</span>() { <span class=fn>send</span>(.tap) }"#)
    }

    @Test func contextualKeywordsAreKeywordsOnlyWhereTheyActAsOne() {
        #expect(SwiftHighlighter.html("mutating func f() -> some View") ==
            #"<span class=kw>mutating</span> <span class=kw>func</span> <span class=fn>f</span>() -&gt; "#
            + #"<span class=kw>some</span> <span class=ty>View</span>"#)
        #expect(SwiftHighlighter.html("var x: Int { get set }") ==
            #"<span class=kw>var</span> x: <span class=ty>Int</span> { <span class=kw>get</span> <span class=kw>set</span> }"#)
        #expect(SwiftHighlighter.html("case none\nlet copy = x.get") ==
            #"<span class=kw>case</span> none"# + "\n" + #"<span class=kw>let</span> copy = x.get"#)
    }

    @Test func markupCharactersAreEscaped() {
        #expect(SwiftHighlighter.html("a < b && c > \"<d>\"") ==
            #"a &lt; b &amp;&amp; c &gt; <span class=str>&quot;&lt;d&gt;&quot;</span>"#)
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
