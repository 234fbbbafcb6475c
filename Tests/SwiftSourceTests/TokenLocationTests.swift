import Testing

@testable import SwiftSource

@Test func tokensCarryOneBasedLinesAndColumns() {
    let tokens = Lexer.tokens(in: "let a = 1\n  var b").filter { !$0.kind.isTrivia }
    #expect(tokens.map(\.line) == [1, 1, 1, 1, 2, 2])
    #expect(tokens.map(\.column) == [1, 5, 7, 9, 3, 7])
}

@Test func linesCountAfterMultilineStringsAndComments() {
    let source = "a \"\"\"\nx\ny\n\"\"\" /* \n\n */ b\nc"
    let tokens = Lexer.tokens(in: source).filter { !$0.kind.isTrivia }
    #expect(tokens.map(\.text) == ["a", "\"\"\"\nx\ny\n\"\"\"", "b", "c"])
    #expect(tokens.map(\.line) == [1, 1, 6, 7])
    #expect(tokens[2].column == 5)
}

@Test func carriageReturnsEndLinesLikeLineFeeds() {
    let tokens = Lexer.tokens(in: "a\r\nb\rc\nd").filter { !$0.kind.isTrivia }
    #expect(tokens.map(\.line) == [1, 2, 3, 4])
    #expect(Lexer.tokens(in: "a\r\nb").filter { $0.kind == .newline }.map(\.text) == ["\r\n"])
}

@Test func columnsCountUTF8BytesAsTheCompilerDoes() {
    let tokens = Lexer.tokens(in: "let é = \"ü\"; x").filter { !$0.kind.isTrivia }
    #expect(tokens.map(\.text) == ["let", "é", "=", "\"ü\"", ";", "x"])
    #expect(tokens.map(\.column) == [1, 5, 8, 10, 14, 16])
}

@Test func interpolatedTokensCarryTheirPositionInTheFile() {
    let source = "x\n  \"v: \\(value)\""
    let literal = Lexer.tokens(in: source).first { $0.kind == .stringLiteral }!
    let value = literal.interpolations[0].tokens[0]
    #expect(value.text == "value")
    #expect(value.line == 2)
    #expect(value.column == 9)
    #expect(source[value.range] == "value")
}
