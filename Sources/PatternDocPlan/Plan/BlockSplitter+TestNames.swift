extension BlockSplitter {
    /// The `@Test` functions in `code`, in source order, at any depth: global functions and
    /// functions inside `@Suite` types or any other type or extension.
    static func tests(in code: String) -> [DocTest] {
        TestFunctionScanner(LexedBlock(code)).tests()
    }

    /// The names Swift Testing prints for the `@Test` functions in `code`, in source order:
    /// exactly ``DocTest/consoleName``, the text between `Test ` and ` passed` (or ` failed`,
    /// ` started`, ` with N test cases`) in its console output.
    ///
    /// ```text
    /// BlockSplitter.testNames(in: "@Test func incrementing() async {}")  // ["incrementing()"]
    /// BlockSplitter.testNames(in: #"@Test("Adds one") func x() {}"#)     // ["\"Adds one\""]
    /// ```
    package static func testNames(in code: String) -> [String] {
        tests(in: code).map(\.consoleName)
    }
}
