import Testing
@testable import PatternDoc
@testable import PatternDocExtract
@testable import PatternDocReport
@testable import PatternDocSupport

private let fence = SourcePosition(file: "Docs/Scoping.md", line: 12)
private let known = "Known attributes: test, hidden, output, reset, norun, fails, "
    + "fails(\"fragment\"), warns(\"fragment\"), skip(\"reason\"), continues."

/// The attributes of `info`, failing the test on an error.
private func parse(_ info: String) throws -> FenceAttributes {
    try FenceAttributeParser.parse(info, at: fence)
}

/// The error lines `info` gives, empty if it parses.
private func problems(_ info: String) -> [String] {
    do {
        _ = try FenceAttributeParser.parse(info, at: fence)
        return []
    } catch let error as DocErrors {
        return error.errors.map(\.description)
    } catch {
        return ["unexpected \(error)"]
    }
}

@Suite struct FenceAttributeParserTests {
    @Test func aBareSwiftFenceHasNoAttributes() throws {
        #expect(try parse("swift") == FenceAttributes(language: "swift"))
    }

    @Test func otherLanguagesAndNoLanguageParseToTheirLanguage() throws {
        #expect(try parse("text") == FenceAttributes(language: "text"))
        #expect(try parse("") == FenceAttributes(language: ""))
        #expect(try parse("bash") == FenceAttributes(language: "bash"))
    }

    @Test func eachFlagSetsItsField() throws {
        #expect(try parse("swift test").isTest)
        #expect(try parse("swift hidden").isHidden)
        #expect(try parse("swift output").checksOutput)
        #expect(try parse("swift reset").startsNewModule)
    }

    @Test func compatibleAttributesCombine() throws {
        var expected = FenceAttributes(language: "swift")
        expected.isTest = true
        expected.isHidden = true
        expected.startsNewModule = true
        #expect(try parse("swift  test\thidden   reset ") == expected)
    }

    @Test func failsTakesAnOptionalFragment() throws {
        #expect(try parse("swift fails").expectedFailure == "")
        #expect(try parse("swift fails(\"cannot find 'Feature' in scope\")").expectedFailure == "cannot find 'Feature' in scope")
        #expect(try parse("swift fails( \"spaced\" )").expectedFailure == "spaced")
    }

    @Test func argumentsUnescapeQuotesAndBackslashes() throws {
        #expect(try parse(#"swift fails("say \"hi\" to C:\\dir")"#).expectedFailure == #"say "hi" to C:\dir"#)
    }

    @Test func warnsAndSkipTakeTheirArguments() throws {
        #expect(try parse("swift warns(\"received a child action\")").expectedWarning == "received a child action")
        #expect(try parse("swift reset warns(\"x\") output").checksOutput)
        #expect(try parse("swift skip(\"needs a network\")").skipReason == "needs a network")
    }

    @Test func anUnknownAttributeSuggestsTheClosestKnownOne() {
        #expect(problems("swift tset") == [
            "Docs/Scoping.md:12: error: unknown fence attribute 'tset' Did you mean 'test'? \(known)",
        ])
        #expect(problems("swift ouput") == [
            "Docs/Scoping.md:12: error: unknown fence attribute 'ouput' Did you mean 'output'? \(known)",
        ])
    }

    @Test func anUnknownAttributeFarFromAnyListsTheKnownOnes() {
        #expect(problems("swift compile_fail") == [
            "Docs/Scoping.md:12: error: unknown fence attribute 'compile_fail' \(known)",
        ])
        #expect(problems("swift {.x}") == [
            "Docs/Scoping.md:12: error: unknown fence attribute '{.x}' \(known)",
        ])
    }

    @Test func attributesGluedTogetherAreReported() {
        #expect(problems("swift test,hidden") == [
            "Docs/Scoping.md:12: error: unexpected ',hidden' after fence attribute 'test' "
                + "Separate attributes with spaces, as in `swift test hidden`.",
        ])
    }

    @Test func warnsAndSkipRequireTheirArgument() {
        #expect(problems("swift warns") == [
            "Docs/Scoping.md:12: error: fence attribute 'warns' needs the fragment of the runtime warning it expects "
                + "Write it as `warns(\"fragment\")` with part of the expected warning.",
        ])
        #expect(problems("swift skip") == [
            "Docs/Scoping.md:12: error: fence attribute 'skip' needs the reason the block is not verified "
                + "Write it as `skip(\"reason\")`; the report and the site show the reason.",
        ])
    }

    @Test func blankArgumentsAreRejected() {
        #expect(problems("swift skip(\"  \")") == [
            "Docs/Scoping.md:12: error: the reason given to 'skip' is blank "
                + "Write it as `skip(\"reason\")`; the report and the site show the reason.",
        ])
        #expect(problems("swift warns(\"\")") == [
            "Docs/Scoping.md:12: error: the fragment given to 'warns' is blank "
                + "Write it as `warns(\"fragment\")` with part of the expected warning.",
        ])
        #expect(problems("swift fails(\"\")") == [
            "Docs/Scoping.md:12: error: the fragment given to 'fails' is blank "
                + "Write `fails` alone to accept any compiler error, or `fails(\"fragment\")` with part of the expected message.",
        ])
    }

    @Test func flagsTakeNoArgument() {
        #expect(problems("swift test(\"x\")") == [
            "Docs/Scoping.md:12: error: fence attribute 'test' takes no argument Write it as `test`.",
        ])
    }

    @Test func malformedStringsAreReportedWithTheExpectedForm() {
        let form = "Write it as `fails(\"text\")`, with \\\" for a quote and \\\\ for a backslash inside the string."
        #expect(problems("swift fails(\"never closed") == [
            "Docs/Scoping.md:12: error: unterminated string in fence attribute 'fails' \(form)",
        ])
        #expect(problems("swift fails(\"ends in a backslash\\") == [
            "Docs/Scoping.md:12: error: unterminated string in fence attribute 'fails' \(form)",
        ])
        #expect(problems("swift fails(unquoted)") == [
            "Docs/Scoping.md:12: error: fence attribute 'fails' expects a quoted string inside its parentheses \(form)",
        ])
        #expect(problems("swift fails(\"x\" test") == [
            "Docs/Scoping.md:12: error: fence attribute 'fails' is missing its closing parenthesis \(form)",
        ])
        #expect(problems("swift fails(\"a\\nb\")") == [
            "Docs/Scoping.md:12: error: unknown escape '\\n' in fence attribute 'fails' \(form)",
        ])
    }

    @Test func aDuplicateAttributeIsReported() {
        #expect(problems("swift test hidden test") == [
            "Docs/Scoping.md:12: error: fence attribute 'test' is given twice Remove one of them.",
        ])
    }

    @Test func failsConflictsWithTestOutputAndWarns() {
        let reason = "A `fails` block must not compile, so it cannot be tested or run."
        #expect(problems("swift fails test") == [
            "Docs/Scoping.md:12: error: fence attributes 'test' and 'fails' cannot be combined \(reason)",
        ])
        #expect(problems("swift output fails(\"x\") warns(\"y\")") == [
            "Docs/Scoping.md:12: error: fence attributes 'output' and 'fails' cannot be combined \(reason)",
            "Docs/Scoping.md:12: error: fence attributes 'fails' and 'warns' cannot be combined \(reason)",
        ])
        #expect(problems("swift fails hidden reset") == [])
    }

    @Test func testConflictsWithOutputAndWarns() {
        let reason = "A `test` block runs as a Swift Testing test, not as the page's program, "
            + "whose output and warnings `output` and `warns` check."
        #expect(problems("swift test output") == [
            "Docs/Scoping.md:12: error: fence attributes 'test' and 'output' cannot be combined \(reason)",
        ])
        #expect(problems("swift warns(\"w\") test") == [
            "Docs/Scoping.md:12: error: fence attributes 'test' and 'warns' cannot be combined \(reason)",
        ])
    }

    @Test func skipStandsAlone() {
        let reason = "A `skip` block is not verified at all; remove the skip or the other attribute."
        #expect(problems("swift skip(\"why\") hidden") == [
            "Docs/Scoping.md:12: error: fence attributes 'hidden' and 'skip' cannot be combined \(reason)",
        ])
        #expect(problems("swift reset skip(\"why\") test") == [
            "Docs/Scoping.md:12: error: fence attributes 'test' and 'skip' cannot be combined \(reason)",
            "Docs/Scoping.md:12: error: fence attributes 'reset' and 'skip' cannot be combined \(reason)",
        ])
    }

    @Test func everyProblemOfAnInfoStringIsReported() {
        #expect(problems("swift tset hidden hidden warns") == [
            "Docs/Scoping.md:12: error: unknown fence attribute 'tset' Did you mean 'test'? \(known)",
            "Docs/Scoping.md:12: error: fence attribute 'hidden' is given twice Remove one of them.",
            "Docs/Scoping.md:12: error: fence attribute 'warns' needs the fragment of the runtime warning it expects "
                + "Write it as `warns(\"fragment\")` with part of the expected warning.",
        ])
    }

    @Test func otherLanguagesAreNotReadBeyondTheirLanguageUnlessItIsAMisspeltSwift() {
        #expect(problems("text hidden").isEmpty)
        #expect(problems("sh title=\"Install\" {2-3}").isEmpty)
        #expect(problems("swfit test") == [
            "Docs/Scoping.md:12: error: a `swfit` block takes no attributes, but its fence adds 'test' "
                + "Did you mean ```swift test? Only swift blocks take attributes.",
        ])
    }

    @Test func aFenceStartingWithAnAttributeIsMissingItsLanguage() {
        #expect(problems("hidden") == [
            "Docs/Scoping.md:12: error: the fence names no language but has the attribute 'hidden' "
                + "Fence attributes follow the language: write ```swift hidden.",
        ])
        #expect(problems("fails(\"x\") test") == [
            "Docs/Scoping.md:12: error: the fence names no language but has the attribute 'fails' "
                + "Fence attributes follow the language: write ```swift fails(\"x\") test.",
        ])
    }

    @Test func swiftSpelledWithCapitalsIsReportedRatherThanSilentlyUnverified() {
        #expect(problems("Swift test") == [
            "Docs/Scoping.md:12: error: the fence's language is 'Swift', so the block would not be verified "
                + "Write ```swift test; only `swift` blocks are compiled.",
        ])
    }

    @Test func errorsCarryTheFencePositionAndAHint() {
        #expect(throws: DocErrors([DocError(
            at: fence,
            "fence attribute 'test' is given twice",
            hint: "Remove one of them."
        )])) {
            try FenceAttributeParser.parse("swift test test", at: fence)
        }
    }
}

@Suite struct FenceAttributeEditDistanceTests {
    @Test func countsInsertionsDeletionsSubstitutionsAndSwaps() {
        #expect(EditDistance.between("test", "test") == 0)
        #expect(EditDistance.between("tset", "test") == 1)
        #expect(EditDistance.between("fail", "fails") == 1)
        #expect(EditDistance.between("hiden", "hidden") == 1)
        #expect(EditDistance.between("", "skip") == 4)
        #expect(EditDistance.between("output", "reset") == 5)
    }

    @Test func norunCompilesWithoutRunningAndTakesNothingThatRuns() throws {
        #expect(try parse("swift norun hidden").isNotRun)
        #expect(BlockReport.Kind(try parse("swift norun")) == .compiledNotRun)
        let error = #expect(throws: DocErrors.self) { try parse("swift norun output") }
        #expect(error?.errors.map(\.message) == ["fence attributes 'output' and 'norun' cannot be combined"])
    }
}
