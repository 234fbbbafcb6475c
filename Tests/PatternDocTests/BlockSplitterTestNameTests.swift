import Testing

@testable import PatternDoc
@testable import PatternDocPlan

@Suite struct BlockSplitterTestNameTests {
    @Test func functionNamesCarryTheirArgumentLabelsAsSwiftTestingPrintsThem() {
        let names = BlockSplitter.testNames(in: """
            @Test func incrementing() async {}
            @Test func throwing() async throws {}
            @Test(arguments: [1, 2]) func rows(count: Int) {}
            @Test(arguments: [1], ["a"]) func pairs(_ number: Int, named name: String) {}
            @Test func defaults(limit: Int = max(1, 2), table: [String: Int] = [:]) {}
            @Test func generic(values: Dictionary<String, Int>, flag: Bool) {}

            """)
        #expect(names == [
            "incrementing()", "throwing()", "rows(count:)", "pairs(_:named:)",
            "defaults(limit:table:)", "generic(values:flag:)",
        ])
    }

    @Test func displayNamesAreReturnedInQuotesAsTheConsoleShowsThem() {
        let names = BlockSplitter.testNames(in: #"""
            @Test("Adds one") func addsOne() {}
            @Test("Says \"hi\"", .tags(.greeting)) func greets() {}
            @Test(#"Raw \n name"#) func raw() {}
            @Test(.tags(.slow)) func tagged() {}

            """#)
        #expect(names == [#""Adds one""#, #""Says "hi"""#, #""Raw \n name""#, "tagged()"])
    }

    @Test func testsInsideSuitesAndExtensionsAreFoundWithTheirEnclosingTypes() {
        let tests = BlockSplitter.tests(in: """
            @Suite("Counter") struct CounterTests {
                @Test func incrementing() {}
                struct Nested {
                    @MainActor @Test nonisolated func deep() {}
                }
                @Test("Decrements") func decrementing() {}
            }
            extension Feature.State {
                @Test static func inExtension() {}
            }
            @Test func global() {}

            """)
        #expect(tests == [
            DocTest(functionName: "incrementing()", displayName: nil, enclosingType: "CounterTests", line: 2),
            DocTest(functionName: "deep()", displayName: nil, enclosingType: "CounterTests.Nested", line: 4),
            DocTest(functionName: "decrementing()", displayName: "Decrements", enclosingType: "CounterTests", line: 6),
            DocTest(functionName: "inExtension()", displayName: nil, enclosingType: "Feature.State", line: 9),
            DocTest(functionName: "global()", displayName: nil, enclosingType: nil, line: 11),
        ])
        #expect(tests.map(\.consoleName) == [
            "incrementing()", "deep()", #""Decrements""#, "inExtension()", "global()",
        ])
    }

    @Test func textThatOnlyMentionsTestIsNotATest() {
        let names = BlockSplitter.testNames(in: """
            // @Test func commentedOut() {}
            let text = "@Test func inString() {}"
            func helper() {}
            @Test var notAFunction: Int { 1 }

            """)
        #expect(names == [])
    }
}
