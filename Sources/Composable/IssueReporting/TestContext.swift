/// Which test framework is running the current code: Swift Testing (with the test that is
/// running) or XCTest. Library code reads ``current`` to behave differently under tests, for
/// example to tag what a test made with the test's id.
///
/// ```swift output
/// // Outside a test process there is no context.
/// print(TestContext.current == nil || isTesting)
/// ```
///
/// ```text
/// true
/// ```
///
/// Inside a Swift Testing test of a target that links `ComposableTesting`, `current` is
/// `.swiftTesting` with the running test; in a test process without a current Swift Testing
/// test (an XCTest case, or a detached task) it is `.xcTest`, as the original decides.
public enum TestContext: Equatable, Sendable {
    /// Swift Testing, with the running test when the code runs in that test's task.
    case swiftTesting(Testing?)

    /// XCTest, or a test process whose current Swift Testing test is not known.
    case xcTest

    /// The context of the code running now, or `nil` outside a test process.
    ///
    /// ```swift
    /// if case .swiftTesting(let testing?) = TestContext.current {
    ///     print("running test", testing.test.id)
    /// }
    /// ```
    public static var current: Self? {
        guard isTesting else { return nil }
        if let test = linkedTestIssueRecorder?.currentTest {
            return .swiftTesting(Testing(test: Testing.Test(id: Testing.Test.ID(rawValue: test.id), traits: test.traits)))
        }
        return .xcTest
    }

    /// Whether this is the Swift Testing context, with or without a known test.
    ///
    /// ```swift output
    /// print(TestContext.swiftTesting(nil).isSwiftTesting, TestContext.xcTest.isSwiftTesting)
    /// ```
    ///
    /// ```text
    /// true false
    /// ```
    public var isSwiftTesting: Bool {
        if case .swiftTesting = self { true } else { false }
    }

    /// What Swift Testing says about the running test.
    ///
    /// ```swift
    /// func testID() -> TestContext.Testing.Test.ID? {
    ///     guard case .swiftTesting(let testing?) = TestContext.current else { return nil }
    ///     return testing.test.id
    /// }
    /// ```
    public struct Testing: Equatable, Sendable {
        /// The running test.
        public let test: Test

        /// A running Swift Testing test: its id and its traits (`.tags`, `.enabled(if:)`, ...).
        /// Two values are equal when they describe the same test.
        ///
        /// ```swift
        /// func traitCount() -> Int {
        ///     guard case .swiftTesting(let testing?) = TestContext.current else { return 0 }
        ///     return testing.test.traits.count
        /// }
        /// ```
        public struct Test: Hashable, Identifiable, Sendable {
            /// The test's identity, as Swift Testing gives it.
            public let id: ID
            /// The traits the test was declared with.
            public let traits: [any Sendable]

            /// A test's identity, type-erased.
            ///
            /// ```swift output
            /// let id = TestContext.Testing.Test.ID(rawValue: "Suite/test()")
            /// print(id == TestContext.Testing.Test.ID(rawValue: "Suite/test()"))
            /// ```
            ///
            /// ```text
            /// true
            /// ```
            public struct ID: Hashable, @unchecked Sendable {
                /// Swift Testing's own `Test.ID`.
                public let rawValue: AnyHashable

                /// Wraps an identity.
                public init(rawValue: AnyHashable) {
                    self.rawValue = rawValue
                }
            }

            /// Tests are equal when their ids are.
            public static func == (lhs: Self, rhs: Self) -> Bool {
                lhs.id == rhs.id
            }

            /// Hashes the id.
            public func hash(into hasher: inout Hasher) {
                hasher.combine(id)
            }
        }
    }
}
