import Foundation
import Testing
@preconcurrency import XCTest

/// A failure an `XCTExpectFailure` matcher is shown: what Apple's XCTest calls an issue. Its
/// ``compactDescription`` is the failure's message.
///
/// ```swift
/// let issue = XCTIssue(compactDescription: "State was not expected to change.")
/// assert(issue.compactDescription.hasSuffix("expected to change."))
/// ```
public struct XCTIssue: Sendable, CustomStringConvertible {
    /// The failure's message.
    public var compactDescription: String

    /// Where the failure was recorded, as Apple's XCTest tells it.
    ///
    /// ```swift
    /// let issue = XCTIssue(compactDescription: "Failed", filePath: "/tmp/FeatureTests.swift", line: 12)
    /// assert(issue.sourceCodeContext.location?.lineNumber == 12)
    /// ```
    public var sourceCodeContext: XCTSourceCodeContext

    /// Makes an issue with the given message.
    ///
    /// ```swift
    /// let issue = XCTIssue(compactDescription: "Expected to receive an action.")
    /// assert(issue.description == "Expected to receive an action.")
    /// ```
    public init(compactDescription: String) {
        self.compactDescription = compactDescription
        self.sourceCodeContext = XCTSourceCodeContext(location: nil)
    }

    /// Makes an issue with the given message, recorded at `filePath` and `line`.
    ///
    /// ```swift
    /// let issue = XCTIssue(compactDescription: "Failed", filePath: "/tmp/FeatureTests.swift", line: 3)
    /// assert(issue.sourceCodeContext.location?.fileURL.lastPathComponent == "FeatureTests.swift")
    /// ```
    public init(compactDescription: String, filePath: String, line: Int) {
        self.compactDescription = compactDescription
        self.sourceCodeContext = XCTSourceCodeContext(
            location: XCTSourceCodeLocation(fileURL: URL(fileURLWithPath: filePath), lineNumber: line)
        )
    }

    /// The failure's message, as ``compactDescription``.
    ///
    /// ```swift
    /// assert(XCTIssue(compactDescription: "Failed").description == "Failed")
    /// ```
    public var description: String { compactDescription }
}

/// Runs `failingBlock`, expecting the failures it causes: the failures a `TestStore`, a
/// `TestClock`, `reportIssue` or a runtime warning records inside it (those `issueMatcher`
/// accepts, or all) do not fail the test. With `strict` (the default), the test fails when no
/// such failure occurs. Apple's XCTest has this function; Linux's does not, so
/// `ComposableTesting` provides it for XCTest tests written for the original (in Swift Testing,
/// use `withKnownIssue`). A failure `XCTAssert` records directly is not covered.
///
/// ```swift
/// // In a method of an `XCTestCase`:
/// func checkThatSavingFails() {
///     XCTExpectFailure {
///         reportIssue("The draft could not be saved")
///     } issueMatcher: {
///         $0.compactDescription == "The draft could not be saved"
///     }
/// }
/// ```
@discardableResult
public func XCTExpectFailure<R>(
    _ failureReason: String? = nil,
    enabled: Bool? = nil,
    strict: Bool? = nil,
    failingBlock: () throws -> R,
    issueMatcher: ((XCTIssue) -> Bool)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) rethrows -> R {
    let expectation = ExpectedFailure(
        reason: failureReason,
        isStrict: strict ?? true,
        isEnabled: enabled ?? true,
        matcher: issueMatcher
    )
    let state = XCTestRunState.shared
    state.begin(expectation)
    defer {
        state.end(expectation)
        if expectation.isEnabled, expectation.isStrict, expectation.metCount == 0 {
            TestFailure.record(
                Comment(rawValue: expectation.unmetMessage),
                sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
            )
        }
    }
    return try failingBlock()
}

/// Expects failures for the rest of the running XCTest test case: the failures a `TestStore`,
/// a `TestClock`, `reportIssue` or a runtime warning records after this call (those
/// `issueMatcher` accepts, or all) do not fail it. With `strict` (the default) the test case
/// fails when it ends with no such failure. Use the block form in Swift Testing, where a test's
/// end is not observed.
///
/// ```swift
/// // In a method of an `XCTestCase`:
/// func checkThatSavingFails() {
///     XCTExpectFailure("Saving is not written yet")
///     reportIssue("The draft could not be saved")
/// }
/// ```
public func XCTExpectFailure(
    _ failureReason: String? = nil,
    enabled: Bool? = nil,
    strict: Bool? = nil,
    issueMatcher: ((XCTIssue) -> Bool)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let expectation = ExpectedFailure(
        reason: failureReason,
        isStrict: strict ?? true,
        isEnabled: enabled ?? true,
        matcher: issueMatcher
    )
    let state = XCTestRunState.shared
    state.begin(expectation)
    guard expectation.isEnabled, expectation.isStrict, let testCase = state.testCase else { return }
    let location = SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    testCase.addTeardownBlock {
        if expectation.metCount == 0 {
            XCTestRunState.shared.fail(expectation.unmetMessage, filePath: location.filePath, line: location.line)
        }
    }
}

/// Where an ``XCTIssue`` was recorded: its ``location``, when it has one.
///
/// ```swift
/// let context = XCTSourceCodeContext(location: nil)
/// assert(context.location == nil)
/// ```
public struct XCTSourceCodeContext: Sendable {
    /// The file and line, when known.
    public var location: XCTSourceCodeLocation?

    /// Makes a context at `location`.
    ///
    /// ```swift
    /// let context = XCTSourceCodeContext(location: nil)
    /// // snippet.hide
    /// _ = context
    /// ```
    public init(location: XCTSourceCodeLocation?) {
        self.location = location
    }
}

/// A file and a line in it, where an ``XCTIssue`` was recorded.
///
/// ```swift
/// let location = XCTSourceCodeLocation(fileURL: URL(fileURLWithPath: "/tmp/A.swift"), lineNumber: 4)
/// assert(location.lineNumber == 4)
/// ```
public struct XCTSourceCodeLocation: Sendable {
    /// The file.
    public var fileURL: URL
    /// The line in it, from 1.
    public var lineNumber: Int

    /// Makes a location.
    ///
    /// ```swift
    /// let location = XCTSourceCodeLocation(fileURL: URL(fileURLWithPath: "/tmp/A.swift"), lineNumber: 1)
    /// // snippet.hide
    /// _ = location
    /// ```
    public init(fileURL: URL, lineNumber: Int) {
        self.fileURL = fileURL
        self.lineNumber = lineNumber
    }
}
