/// What the words after `swift` in a code fence's info string ask of a block.
///
/// ````markdown
/// ```swift test
/// ```swift hidden
/// ```swift fails("cannot find 'Feature' in scope")
/// ```swift output
/// ```swift warns("received a child action")
/// ```swift reset
/// ```swift norun
/// ```swift skip("needs a network")
/// ```swift continues
/// ````
///
/// A block with no attribute compiles as part of its page's module; its statements, if any,
/// run as part of the page's program.
package struct FenceAttributes: Hashable, Sendable, Codable {
    /// The fence's language, `swift`, `text`, ...; empty when the fence names none.
    package var language: String
    /// `test`: Swift Testing code, compiled into the page's test target and run.
    package var isTest = false
    /// `hidden`: compiled and run with the page, not shown on the site.
    package var isHidden = false
    /// `fails` or `fails("fragment")`: must not compile; the compiler's message must contain the
    /// fragment when one is given (an empty fragment when none is).
    package var expectedFailure: String?
    /// For a block with no attribute whose comment says it shows a compile-time error
    /// (`// Error`, `// this will report an error`): that comment's line in the block. Such a
    /// block is a `fails` block with no fragment, whose errors must be its own (not only names
    /// it cannot find).
    package var announcedErrorLine: Int?
    /// `output`: the block's standard output must equal the `text` block that follows it.
    package var checksOutput = false
    /// `warns("fragment")`: running the block must report a runtime warning containing it.
    package var expectedWarning: String?
    /// `reset`: this block starts a fresh module; blocks before it on the page are not visible.
    package var startsNewModule = false
    /// `norun`: compiled with its page, but its statements are not run (a server, an endless
    /// loop, a network call); later blocks do not see its values.
    package var isNotRun = false
    /// `skip("reason")`: not verified, for the reason given, which the report and site show.
    /// Only ever the writer's reason: a block set aside for any other cause (a problem, a
    /// template, a continuation) says so in its disposition (`PreparedBlock`), not here.
    package var skipReason: String?
    /// `continues`: the block goes on with the code of the Swift block before it (a feature
    /// shown in parts: its `State`, then its `Action`, then its `body`), and is verified with
    /// it as one unit, whose verdict each part shows.
    package var continuesPrevious = false

    /// Attributes for a fence of the given language and nothing else.
    package init(language: String) {
        self.language = language
    }

    /// Whether this is a Swift block, the only kind that is verified.
    package var isSwift: Bool { language == "swift" }
}
