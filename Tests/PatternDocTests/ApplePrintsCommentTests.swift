import Testing

@testable import PatternDoc
@testable import PatternDocPlan

/// `// Prints` comments as Apple's books and API docs write them, read as the output they mean.
@Suite struct ApplePrintsCommentTests {
    @Test func aFullStopAfterTheClosingQuoteBelongsToTheSentence() {
        #expect(PrintCheck.expectation(#"// Prints "11"."#) == "11")
        #expect(PrintCheck.expectation(#"// Prints "11""#) == "11")
        #expect(PrintCheck.expectation(#"// Prints "The shopping list contains 2 items.""#) == "The shopping list contains 2 items.")
    }

    @Test func quotesInsideTheOuterQuotesAreKept() {
        #expect(PrintCheck.expectation(#"// Prints "John's building identifier begins with "The".""#) == #"John's building identifier begins with "The"."#)
        #expect(PrintCheck.expectation(#"// Prints "["strawberries", "grapes"]"."#) == #"["strawberries", "grapes"]"#)
        // Escaped quotes read as quotes, and the raw text is another reading.
        #expect(PrintCheck.expectations(#"// Prints "\(x) \ " \u{2603}"."#) == [#"\(x) \ " \u{2603}"#, #"(x)  " u{2603}"#])
        #expect(PrintCheck.expectations(#"// Prints "say \"hi\"""#)?.first == #"say "hi""#)
    }

    @Test func aQuoteFollowedByACommaMayEndTheOutputBeforeAnExplanation() {
        let readings = PrintCheck.expectations(#"// Prints "hello, world", because name is indeed equal to "world"."#)
        #expect(readings?.contains("hello, world") == true)
    }

    @Test func anUnquotedExpectationIsReadWithAndWithoutItsFullStop() {
        #expect(PrintCheck.expectations("// Prints 42") == ["42"])
        #expect(PrintCheck.expectations("// Prints Optional(1).") == ["Optional(1).", "Optional(1)"])
    }

    @Test func severalPrintsEachFollowedByTheirCommentAreEachChecked() {
        let code = """
            print(1 + 10)
            // Prints "11".
            print("a")
            // Prints a
            print([1, 2])
            // Prints "[1, 2]".
            """
        let checks = PrintCheck.find(in: code, firstLine: 1)
        #expect(checks.map(\.expected) == ["11", "a", "[1, 2]"])
        #expect(checks.map(\.commentLine) == [2, 4, 6])
    }

    @Test func aMultiLinePrintTakesConsecutiveCommentLines() {
        let code = """
            print(badStart + end)
            // Prints two lines:
            // one
            // twothree

            print(goodStart + end)
            // Prints three lines:
            // one
            // two
            // three
            print("x\\ny")
            // Prints "x"
            // Prints "y".
            """
        let checks = PrintCheck.find(in: code, firstLine: 1)
        #expect(checks.map(\.expected) == ["one\ntwothree", "one\ntwo\nthree", "x\ny"])
        #expect(checks.map(\.commentLine) == [2, 7, 12])
        #expect(PrintCheck.isLinesHeading("// Prints two lines:"))
        #expect(!PrintCheck.isLinesHeading("// Prints \"a:\""))
    }
}
