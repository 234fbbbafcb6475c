import Testing

@testable import SwiftSource

/// The significant tokens of `source`, as (kind, text) pairs.
private func significant(_ source: String) -> [(TokenKind, String)] {
    Lexer.tokens(in: source).filter { !$0.kind.isTrivia }.map { ($0.kind, String($0.text)) }
}

private func kinds(_ source: String) -> [TokenKind] {
    significant(source).map(\.0)
}

private func texts(_ source: String) -> [String] {
    significant(source).map(\.1)
}

@Test func lexerTokensCoverTheSourceWithoutGapsOrOverlap() {
    let source = ##"""
        @MainActor public struct Feature<T>: Reducer {
            /* a /* nested */ comment */ let x = #"raw \(no) \#(yes)"# + "a\\(b)" // done
            var y: [String: Int] = [:]; let z = 0x1F_FF + 1.5e-3
        }
        """## + "\r\n"
    let tokens = Lexer.tokens(in: source)
    #expect(tokens.map(\.text).joined() == source)
    var offset = 0
    for token in tokens {
        #expect(token.utf8Range.lowerBound == offset)
        offset = token.utf8Range.upperBound
    }
    #expect(offset == source.utf8.count)
}

@Test func lexerTellsReservedKeywordsFromContextualOnes() {
    #expect(kinds("indirect enum open _ self Self") == [.identifier, .keyword, .identifier, .keyword, .keyword, .keyword])
    #expect(kinds("$0 $value café") == [.identifier, .identifier, .identifier])
}

@Test func lexerKeepsNestedBlockCommentsAsOneToken() {
    let tokens = significant("a /* one /* two */ still one */ b")
    #expect(tokens.map(\.1) == ["a", "b"])
    let all = Lexer.tokens(in: "a /* one /* two */ still one */ b")
    #expect(all.filter { $0.kind == .blockComment }.map { String($0.text) } == ["/* one /* two */ still one */"])
}

@Test func lexerTellsDocumentationCommentsFromPlainOnes() {
    let source = "/// doc\n// plain\n//// plain too\n/** doc */\n/**/\n/* plain */"
    let comments = Lexer.tokens(in: source).filter(\.kind.isComment).map(\.kind)
    #expect(comments == [.docLineComment, .lineComment, .lineComment, .docBlockComment, .blockComment, .blockComment])
}

@Test func lexerReadsAMultilineStringAsOneToken() {
    let source = "let s = \"\"\"\n    line \"quoted\" and \"\"\n    \\\"\"\"\n    \"\"\"\nnext"
    #expect(texts(source) == ["let", "s", "=", "\"\"\"\n    line \"quoted\" and \"\"\n    \\\"\"\"\n    \"\"\"", "next"])
}

@Test func lexerReadsRawStringsUpToTheMatchingDelimiter() {
    #expect(texts(##"a #"say "hi" \n"# b"##) == ["a", ##"#"say "hi" \n"#"##, "b"])
    #expect(texts(###"##"one "# still"## x"###) == [###"##"one "# still"##"###, "x"])
    #expect(texts("#\"\"\"\nraw \"\"\" text\n\"\"\"# y") == ["#\"\"\"\nraw \"\"\" text\n\"\"\"#", "y"])
}

@Test func lexerInterpolatesRawStringsOnlyWithTheirOwnDelimiter() {
    let plain = Lexer.tokens(in: ##"#"\(notCode)"#"##)[0]
    #expect(plain.interpolations.isEmpty)
    let interpolated = Lexer.tokens(in: ##"#"\#(code)"#"##)[0]
    #expect(interpolated.interpolations.map(\.text) == [##"\#(code)"##])
}

@Test func lexerKeepsEscapedQuotesAndBackslashesInsideStrings() {
    #expect(texts(#""a \" b \\" c"#) == [#""a \" b \\""#, "c"])
}

@Test func lexerLexesInterpolationsWithNestedParenthesesAndStrings() {
    let source = #"let s = "a \(f(g(1), "b \(c + ")") )")) d" + e"#
    #expect(texts(source) == ["let", "s", "=", #""a \(f(g(1), "b \(c + ")") )")) d""#, "+", "e"])
    let literal = Lexer.tokens(in: source).first { $0.kind == .stringLiteral }!
    #expect(literal.interpolations.count == 1)
    let outer = literal.interpolations[0]
    #expect(outer.text == #"\(f(g(1), "b \(c + ")") )"))"#)
    #expect(outer.isTerminated)
    let inner = outer.tokens.first { $0.kind == .stringLiteral }!
    #expect(inner.text == #""b \(c + ")") )""#)
    #expect(inner.interpolations[0].tokens.filter { !$0.kind.isTrivia }.map(\.text) == ["c", "+", #"")""#])
}

@Test func stringSegmentsAlternateTextAndInterpolations() {
    let literal = Lexer.tokens(in: #""a\(b)c\(d)""#)[0]
    let segments = literal.segments.map { segment -> String in
        switch segment {
        case .text(let text): "text:\(text)"
        case .interpolation(let interpolation): "code:\(interpolation.tokens.map(\.text).joined())"
        }
    }
    #expect(segments == [#"text:"a"#, "code:b", "text:c", "code:d", #"text:""#])
    #expect(Lexer.tokens(in: "x")[0].segments == [.text("x")])
}

@Test func lexerReadsAttributesWithoutTheirArguments() {
    #expect(significant("@MainActor @Sendable () -> Void").map(\.0) == [.attribute, .attribute, .punctuation, .punctuation, .operator, .identifier])
    #expect(texts("@available(*, deprecated)") == ["@available", "(", "*", ",", "deprecated", ")"])
    #expect(kinds("a @ b") == [.identifier, .punctuation, .identifier])
}

@Test func lexerMarksTheBackslashOfKeyPaths() {
    #expect(significant(#"\.child"#).map(\.0) == [.keyPathBackslash, .punctuation, .identifier])
    #expect(texts(#"Scope(state: \.child, action: \Feature.Action.child)"#).contains(#"\"#))
}

@Test func lexerReadsPoundDirectivesAndExpressions() {
    let source = "#if DEBUG\n#elseif os(Linux)\n#else\n#endif\n#sourceLocation(file: \"a.md\", line: 3)\n#fileID"
    let directives = significant(source).filter { $0.0 == .poundDirective }.map(\.1)
    #expect(directives == ["#if", "#elseif", "#else", "#endif", "#sourceLocation", "#fileID"])
}

@Test func lexerKeepsBacktickedNamesWhole() {
    #expect(significant("case `default`, `with space`").map(\.1) == ["case", "`default`", ",", "`with space`"])
    #expect(kinds("`default`") == [.backtickedIdentifier])
}

@Test(arguments: ["42", "1_000", "0x1F", "0xFF_FF", "0b1010", "0o17", "1.5", "1.5e-3", "2E+10", "0x1p-2", "0x1.8p3"])
func lexerReadsNumberLiteralsAsOneToken(_ number: String) {
    #expect(significant(number).map(\.0) == [.number])
    #expect(texts("-\(number)") == ["-", number])
}

@Test func lexerSplitsTupleIndicesAndMemberAccessAfterNumbers() {
    #expect(texts("pair.0.1") == ["pair", ".", "0", ".", "1"])
    #expect(texts("1.description") == ["1", ".", "description"])
    #expect(texts("0..<10") == ["0", "..<", "10"])
}

@Test func lexerReadsOperatorsAsSwiftDoes() {
    #expect(texts("a?.b!.c ?? d") == ["a", "?", ".", "b", "!", ".", "c", "??", "d"])
    #expect(texts("x...y, f() -> Int, a+/*c*/b, p == q") == ["x", "...", "y", ",", "f", "(", ")", "->", "Int", ",", "a", "+", "b", ",", "p", "==", "q"])
    #expect(texts("Array<Array<Int>>?") == ["Array", "<", "Array", "<", "Int", ">>?"])
}

@Test func lexerReadsExtendedRegexLiterals() {
    #expect(significant("let r = #/[a-z]+\\/x/#").last!.0 == .regexLiteral)
    #expect(texts("#/a/# b") == ["#/a/#", "b"])
}

@Test func lexerReadsAShebangLineAsAComment() {
    #expect(Lexer.tokens(in: "#!/usr/bin/env swift\nprint(1)")[0].kind == .lineComment)
}

@Test func unterminatedSingleLineStringEndsAtTheEndOfItsLine() {
    let tokens = Lexer.tokens(in: "let s = \"abc\nlet t = 1")
    let literal = tokens.first { $0.kind == .stringLiteral }!
    #expect(literal.text == "\"abc")
    #expect(!literal.isTerminated)
    #expect(tokens.last?.text == "1")
}

@Test func unterminatedMultilineStringAndBlockCommentRunToTheEnd() {
    let string = Lexer.tokens(in: "x \"\"\"\nabc\n")
    #expect(string.last?.kind == .stringLiteral)
    #expect(string.last?.isTerminated == false)
    let comment = Lexer.tokens(in: "x /* a /* b */")
    #expect(comment.last?.kind == .blockComment)
    #expect(comment.last?.isTerminated == false)
}

@Test func unterminatedInterpolationStopsAtTheLineBreakOfItsString() {
    let tokens = Lexer.tokens(in: "\"a \\(f(1\nnext")
    #expect(tokens[0].kind == .stringLiteral)
    #expect(tokens[0].isTerminated == false)
    #expect(tokens[0].interpolations.first?.isTerminated == false)
    #expect(tokens.last?.text == "next")
}

@Test func lexerCoversEveryPrefixOfTrickySource() {
    let source = #"""
        @MainActor enum A { case a(#"x"#, "\(f("(", 1))"), b = 0x1p3 } /* /* */ */ \.a `b` #if X
        let s = """
            \(a) "" \
            """ // end
        """#
    for length in 0...source.unicodeScalars.count {
        let prefix = String(String.UnicodeScalarView(source.unicodeScalars.prefix(length)))
        #expect(Lexer.tokens(in: prefix).map(\.text).joined() == prefix)
    }
}

@Test func lexerSurvivesPathologicalInput() {
    let deep = String(repeating: #""\("#, count: 500)
    #expect(Lexer.tokens(in: deep).map(\.text).joined() == deep)
    for fragment in ["\"", "\\", "#", "##\"", "`", "/*", "0x", "1e", "@", "#/", "\"\"\"", "\r", "\0", "\u{FEFF}"] {
        #expect(Lexer.tokens(in: fragment).map(\.text).joined() == fragment)
    }
}

@Test func spansAreTheTokensKindsAndRangesInterpolationsIncluded() throws {
    let source = #"let s = "a \(count + 1) b" // done"# + "\nfunc f() {}\n\"open"
    let tokens = Lexer.tokens(in: source)
    let spans = Lexer.spans(in: source)

    #expect(spans.map(\.kind) == tokens.map(\.kind))
    #expect(spans.map(\.range) == tokens.map(\.utf8Range))
    #expect(spans.map(\.isTerminated) == tokens.map(\.isTerminated))
    let string = try #require(spans.first { $0.kind == .stringLiteral && !$0.interpolations.isEmpty })
    let token = try #require(tokens.first { $0.kind == .stringLiteral && !$0.interpolations.isEmpty })
    #expect(string.interpolations.map(\.range) == token.interpolations.map(\.utf8Range))
    #expect(string.interpolations.first?.tokens.map(\.range) == token.interpolations.first?.tokens.map(\.utf8Range))
    #expect(spans.last?.isTerminated == false)
}
