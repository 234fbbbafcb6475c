import Foundation
import Testing
@preconcurrency import XCTest

/// What `ComposableTesting` knows of the XCTest run going on in this process: which test case is
/// running, and the failures it has been told to expect (`XCTExpectFailure`). A `TestStore`
/// failure, a `reportIssue` or a runtime warning inside an `XCTestCase` method goes to XCTest
/// through here, as the original's issue reporting does with `XCTFail`.
///
/// The state is global, as XCTest's is: XCTest runs one test case at a time.
final class XCTestRunState: NSObject, XCTestObservation, @unchecked Sendable {
    static let shared: XCTestRunState = {
        let state = XCTestRunState()
        if Thread.isMainThread {
            XCTestObservationCenter.shared.addTestObserver(state)
        } else {
            DispatchQueue.main.async { XCTestObservationCenter.shared.addTestObserver(state) }
        }
        return state
    }()

    /// Whether this process runs XCTest's tests: a test bundle (`Name.xctest`) not started for
    /// Swift Testing alone (`--testing-library swift-testing`).
    static let isXCTestProcess: Bool = {
        let arguments = CommandLine.arguments
        guard let executable = arguments.first, executable.hasSuffix(".xctest") || executable.hasSuffix("/xctest") else {
            return false
        }
        if let index = arguments.firstIndex(of: "--testing-library"), index + 1 < arguments.count {
            return arguments[index + 1] == "xctest"
        }
        return true
    }()

    private let lock = NSLock()
    private var currentCase: XCTestCase?
    private var finishedAny = false
    private var expectations: [ExpectedFailure] = []

    /// Whether an XCTest test case is running now (and no Swift Testing test is, which the
    /// caller checks first).
    var isRunning: Bool {
        guard Self.isXCTestProcess else { return false }
        return lock.withLock { currentCase != nil || !finishedAny }
    }

    /// The test case running now, when the observer saw it start.
    var testCase: XCTestCase? {
        lock.withLock { currentCase }
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        lock.withLock { currentCase = testCase }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        lock.withLock {
            currentCase = nil
            finishedAny = true
            expectations.removeAll()
        }
    }

    /// Starts expecting failures; the caller ends a block's expectation with ``end(_:)``.
    func begin(_ expectation: ExpectedFailure) {
        lock.withLock { expectations.append(expectation) }
    }

    /// Stops expecting the failures of `expectation`.
    func end(_ expectation: ExpectedFailure) {
        lock.withLock { expectations.removeAll { $0 === expectation } }
    }

    /// The innermost expectation that matches `issue`, counted as met.
    func expectation(matching issue: XCTIssue) -> ExpectedFailure? {
        let active = lock.withLock { expectations.filter(\.isEnabled) }
        for expectation in active.reversed() where expectation.matches(issue) {
            expectation.met()
            return expectation
        }
        return nil
    }

    /// Records a failure of the running XCTest test case at a place given as text: through the
    /// test case when the observer saw it start, else with `XCTFail` (whose place must be a
    /// literal), naming the place in the message.
    func fail(_ message: String, filePath: String, line: Int) {
        if let testCase {
            testCase.recordFailure(withDescription: message, inFile: filePath, atLine: line, expected: true)
        } else {
            XCTFail("\(filePath):\(line): \(message)")
        }
    }
}

/// One `XCTExpectFailure`: its reason, whether a failure must occur, and which ones it covers.
final class ExpectedFailure: @unchecked Sendable {
    let reason: String?
    let isStrict: Bool
    let isEnabled: Bool
    private let matcher: ((XCTIssue) -> Bool)?
    private let lock = NSLock()
    private var count = 0

    init(reason: String?, isStrict: Bool, isEnabled: Bool, matcher: ((XCTIssue) -> Bool)?) {
        self.reason = reason
        self.isStrict = isStrict
        self.isEnabled = isEnabled
        self.matcher = matcher
    }

    /// How many failures it has covered.
    var metCount: Int { lock.withLock { count } }

    func matches(_ issue: XCTIssue) -> Bool {
        matcher?(issue) ?? true
    }

    func met() {
        lock.withLock { count += 1 }
    }

    /// The failure recorded when a strict expectation saw no failure.
    var unmetMessage: String {
        "Expected failure(s) didn't occur" + (reason.map { ": \($0)" } ?? ".")
    }
}

extension ExpectedFailure {
    /// Runs `body` expecting failures, as the block form of `XCTExpectFailure` does; an error
    /// `body` throws counts as the expected failure. With `isStrict`, no failure is a failure
    /// at `place`.
    static func during(
        _ reason: String?,
        isStrict: Bool,
        place: SourceLocation,
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Void
    ) async {
        let expectation = ExpectedFailure(reason: reason, isStrict: isStrict, isEnabled: true, matcher: nil)
        XCTestRunState.shared.begin(expectation)
        do {
            try await body()
        } catch {
            expectation.met()
        }
        XCTestRunState.shared.end(expectation)
        if isStrict, expectation.metCount == 0 {
            TestFailure.record(Comment(rawValue: expectation.unmetMessage), sourceLocation: place)
        }
    }

    /// The synchronous form of ``during(_:isStrict:place:isolation:_:)``.
    static func during(_ reason: String?, isStrict: Bool, place: SourceLocation, _ body: () throws -> Void) {
        let expectation = ExpectedFailure(reason: reason, isStrict: isStrict, isEnabled: true, matcher: nil)
        XCTestRunState.shared.begin(expectation)
        do {
            try body()
        } catch {
            expectation.met()
        }
        XCTestRunState.shared.end(expectation)
        if isStrict, expectation.metCount == 0 {
            TestFailure.record(Comment(rawValue: expectation.unmetMessage), sourceLocation: place)
        }
    }
}
