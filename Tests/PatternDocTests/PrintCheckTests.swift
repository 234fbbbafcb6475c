import Testing

@testable import PatternDoc
@testable import PatternDocPlan
@testable import PatternDocVerify

/// `// Prints "x"` after a `print(...)`: found, marked in the program, and compared.
@Suite struct PrintCheckTests {
    @Test func commentsOnThePrintsLineOrRightBelowItAreChecks() {
        let code = """
            let x = 2
            print(x * 21) // Prints "42"
            print("a\\nb")
            // Prints "a"
            // Prints "b"
            print(x)
            // prints 2
            for i in 0..<1 {
                print(i)
                // Prints "0"
            }
            print([1, 2])
            // Prints [1, 2]
            """
        let checks = PrintCheck.find(in: code, firstLine: 10, firstNumber: 3)
        // The `print` in the loop's body is checked too, each time it runs (`LayerValuesTests`).
        #expect(checks.map(\.number) == [3, 4, 5, 6])
        #expect(checks.map(\.firstLine) == [11, 12, 18, 21])
        #expect(checks.map(\.commentLine) == [11, 13, 19, 22])
        #expect(checks.map(\.expected) == ["42", "a\nb", "0", "[1, 2]"])
        #expect(checks.map(\.isInBody) == [false, false, true, false])
    }

    @Test func aCommentBelowALoopAFunctionCallOrAnAssignmentChecksWhatThatStatementPrinted() {
        let code = """
            func greet(_ name: String) {
                print("Hello, \\(name)!")
            }
            for name in ["Anna", "Alex"] {
                greet(name)
            }
            // Prints "Hello, Anna!"
            // Prints "Hello, Alex!"
            greet("Brian") // Prints "Hello, Brian!"
            let shout = { (text: String) in print(text.uppercased()) }
            // Prints "never checked: a binding may become a global"
            shout("hi")
            // Prints "HI"
            var reference: Person? = Person()
            reference = nil
            // Prints "Person is being deinitialized".
            """
        let checks = PrintCheck.find(in: code, firstLine: 1)
        #expect(checks.map(\.firstLine) == [4, 9, 12, 15])
        #expect(checks.map(\.lastLine) == [6, 9, 12, 15])
        #expect(checks.map(\.expected) == ["Hello, Anna!\nHello, Alex!", "Hello, Brian!", "HI", "Person is being deinitialized"])
    }

    @Test func aLoopsCheckIsMarkedAroundTheWholeLoopAndComparedWithEveryLineItPrinted() throws {
        let page = DocPage(path: "Docs/P.md", title: "P", markdown: "")
        let block = WorkspaceFixture.block(page, 0, line: 4, "for i in 1...2 {\n    print(i * 5)\n}\n// Prints \"5\"\n// Prints \"10\"\n")
        let plan = WorkspacePlanner.plan(pages: [page], blocks: [page.path: [block]], package: WorkspaceFixture.package)
        let program = try #require(plan.files["Sources/DocP/Program.swift"])
        #expect(program.contains("""
            __patterndocPrints(0, end: false)
            #sourceLocation(file: "Docs/P.md", line: 4)
            for i in 1...2 {
                print(i * 5)
            }
            #sourceLocation()
            __patterndocPrints(0, end: true)
            """))
        #expect(plan.modules[0].printChecks[0]?.map(\.expected) == ["5\n10"])
        let output = ProgramOutput(
            standardOutput: "\u{1E}patterndoc-block:0\n\u{1E}patterndoc-prints:0\n5\n10\n\u{1E}patterndoc-prints-end:0\n",
            standardError: ""
        )
        #expect(output.printed[0] == "5\n10")
    }

    @Test func aPrintWithoutALineBreakIsComparedUpToTheEndMarkAndATaskIsNotChecked() {
        let output = ProgramOutput(
            standardOutput: "\u{1E}patterndoc-block:0\n\u{1E}patterndoc-prints:0\nG u t \u{1E}patterndoc-prints-end:0\nafter\n",
            standardError: ""
        )
        #expect(output.printed[0] == "G u t ")
        #expect(output.standardOutput[0] == "G u t \nafter\n")
        let code = "Task {\n    print(\"later\")\n}\n// Prints \"later\"\n"
        #expect(PrintCheck.find(in: code, firstLine: 1).isEmpty)
    }

    @Test func aQuotedExpectationUnescapesQuotes() {
        #expect(PrintCheck.expectation(#"// Prints "say \"hi\"""#) == #"say "hi""#)
        #expect(PrintCheck.expectation("// Prints Optional(1)") == "Optional(1)")
        #expect(PrintCheck.expectation("// Printing") == nil)
    }

    @Test func theProgramMarksEachCheckedPrintAndTheOutputKeepsWhatItPrinted() throws {
        let page = DocPage(path: "Docs/P.md", title: "P", markdown: "")
        let block = WorkspaceFixture.block(page, 0, line: 4, "let x = 1\nprint(x)\n// Prints \"1\"\nprint(2)\nfunc twice() -> Int { x * 2 }\n")
        let plan = WorkspacePlanner.plan(pages: [page], blocks: [page.path: [block]], package: WorkspaceFixture.package)
        let program = try #require(plan.files["Sources/DocP/Program.swift"])
        #expect(program.contains("""
            #sourceLocation(file: "Docs/P.md", line: 4)
            _ = x
            #sourceLocation()
            __patterndocPrints(0, end: false)
            #sourceLocation(file: "Docs/P.md", line: 5)
            print(x)
            #sourceLocation()
            __patterndocPrints(0, end: true)
            #sourceLocation(file: "Docs/P.md", line: 6)
            // Prints "1"
            print(2)
            #sourceLocation()
            """))
        #expect(plan.modules[0].printChecks[0]?.map(\.expected) == ["1"])

        let output = ProgramOutput(
            standardOutput: "\u{1E}patterndoc-block:0\n\u{1E}patterndoc-prints:0\n1\n\u{1E}patterndoc-prints-end:0\n2\n",
            standardError: ""
        )
        #expect(output.printed == [0: "1"])
        #expect(output.standardOutput[0] == "1\n2\n")
    }
}
