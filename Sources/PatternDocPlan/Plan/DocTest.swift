/// A Swift Testing `@Test` function found in a `test` block, named the way Swift Testing's
/// console output names it, so a runner can match its lines.
///
/// ```text
/// let tests = BlockSplitter.tests(in: """
///     @Suite struct CounterTests {
///         @Test func incrementing() async {}
///         @Test("Adds one") func addsOne() {}
///         @Test(arguments: [1, 2]) func rows(count: Int) {}
///     }
///     """)
/// tests.map(\.consoleName)    // ["incrementing()", "\"Adds one\"", "rows(count:)"]
/// tests.map(\.enclosingType)  // ["CounterTests", "CounterTests", "CounterTests"]
/// ```
///
/// `swift test` then prints `✔ Test incrementing() passed after 0.001 seconds.`,
/// `✔ Test "Adds one" passed after ...` and `✔ Test rows(count:) with 2 test cases passed ...`:
/// the text after `Test ` and before ` passed`, ` failed`, ` started` or ` with` is
/// ``consoleName``.
package struct DocTest: Hashable, Sendable {
    /// The function's name with its argument labels, as Swift Testing's `Test.name`:
    /// `incrementing()`, `rows(count:)`, `check(_:)`.
    package var functionName: String
    /// The display name given as the first argument of `@Test`, `Adds one` for
    /// `@Test("Adds one")`, with the string literal's simple escapes resolved.
    var displayName: String?
    /// The types the function is declared in, outermost first and joined with `.`
    /// (`CounterTests`, `Outer.Inner`); `nil` for a global function.
    package var enclosingType: String?
    /// The 1-based line of the `@Test` attribute in the code that was scanned.
    var line: Int

    /// Creates a test.
    init(functionName: String, displayName: String?, enclosingType: String?, line: Int) {
        self.functionName = functionName
        self.displayName = displayName
        self.enclosingType = enclosingType
        self.line = line
    }

    /// The name Swift Testing prints after `Test `: the display name in double quotes when
    /// there is one (`"Adds one"`), the function name otherwise (`incrementing()`).
    package var consoleName: String {
        displayName.map { "\"\($0)\"" } ?? functionName
    }
}
