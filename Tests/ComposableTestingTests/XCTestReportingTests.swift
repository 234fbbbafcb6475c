import Composable
import ComposableTesting
import Synchronization
import XCTest

/// The original's own suite is written with XCTest: inside an `XCTestCase` method, a failing
/// `TestStore` assertion, a `reportIssue` and a runtime warning must fail that test case, and
/// `XCTExpectFailure` must cover them. These tests run in `swift test`'s XCTest pass.
///
/// The failures are caught by overriding `recordFailure`, where XCTest records every failure of
/// a test case, while `capturing` is on; a failure outside that window (an `XCTAssert` below)
/// still fails the test as usual.
final class XCTestReportingTests: XCTestCase {
    private let captured = Mutex<[String]>([])
    private let capturing = Mutex(false)

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturing.withLock({ $0 }) {
            captured.withLock { $0.append(description) }
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    /// Runs `body` and returns the failures it recorded in this test case instead of failing.
    @MainActor
    private func failures(during body: () async -> Void) async -> [String] {
        capturing.withLock { $0 = true }
        await body()
        capturing.withLock { $0 = false }
        return captured.withLock { failures in
            defer { failures = [] }
            return failures
        }
    }

    @MainActor
    func testATestStoreStateMismatchFailsTheRunningTestCase() async {
        let store = TestStore(initialState: Tally.State()) { Tally() }

        let recorded = await failures {
            await store.send(.incrementTapped) { $0.count = 2 }
        }

        XCTAssertEqual(recorded.count, 1)
        XCTAssertTrue(recorded.first?.contains("A state change does not match expectation.") == true, "\(recorded)")
    }

    @MainActor
    func testReportIssueFailsTheRunningTestCase() async {
        let recorded = await failures {
            reportIssue("The draft could not be saved")
        }

        XCTAssertEqual(recorded, ["The draft could not be saved"])
    }

    @MainActor
    func testXCTExpectFailureCoversTheTestStoreFailuresItMatches() async {
        let store = TestStore(initialState: Tally.State()) { Tally() }

        let recorded = await failures {
            XCTExpectFailure {
                $0.compactDescription.contains("A state change does not match expectation.")
            }
            await store.send(.incrementTapped) { $0.count = 2 }
        }

        XCTAssertEqual(recorded, [])
        XCTAssertEqual(store.state.count, 1)
    }

    @MainActor
    func testAStrictXCTExpectFailureThatSeesNoFailureFails() async {
        let recorded = await failures {
            XCTExpectFailure("Nothing fails here") {
                _ = 1 + 1
            }
        }

        // Recorded through the test case, or with XCTFail (which names the place) in the first
        // test case of a process, whose start ComposableTesting did not see.
        XCTAssertEqual(recorded.count, 1)
        XCTAssertTrue(recorded.first?.hasSuffix("Expected failure(s) didn't occur: Nothing fails here") == true, "\(recorded)")
    }

    @MainActor
    func testWithExpectedIssueCoversAnIssueInXCTest() async {
        let recorded = await failures {
            withExpectedIssue {
                reportIssue("Known to fail")
            }
        }

        XCTAssertEqual(recorded, [])
    }

    @MainActor
    func testTheWholeTestFormOfXCTExpectFailureCoversWhatFollows() async {
        let recorded = await failures {
            XCTExpectFailure("The rest of this test fails")
            reportIssue("Known to fail")
        }

        XCTAssertEqual(recorded, [])
    }
}
