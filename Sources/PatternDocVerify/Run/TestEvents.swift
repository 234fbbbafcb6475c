import Foundation
import PatternDocModel

/// What Swift Testing's event stream (`swift test --experimental-event-stream-output`) says
/// about each test: where it is declared, and the issues it recorded.
///
/// The stream is read rather than the console output because it names each test's module and
/// source location; with `#sourceLocation`, those point at the Markdown line of the test.
struct TestEvents: Sendable {
    /// One test function as the stream describes it.
    struct TestRecord: Hashable, Sendable {
        /// `Module.name()/File.md:12:2`, unique within the run.
        var id: String
        /// `name()`, as Swift Testing prints it.
        var name: String
        /// The file of the `@Test` attribute, as `#sourceLocation` named it.
        var file: String
        /// The line of the `@Test` attribute.
        var line: Int
    }

    /// One failure a test recorded.
    struct IssueRecord: Hashable, Sendable {
        /// The test that recorded it.
        var testID: String
        /// Where the failing expectation is, `file:line`, when the stream says.
        var position: SourcePosition?
        /// The message, with details.
        var message: String
    }

    /// Every test the run knew about.
    var tests: [TestRecord] = []
    /// Every issue recorded, except known issues (`withKnownIssue`), which are expected.
    var issues: [IssueRecord] = []
    /// Tests that started.
    var started: Set<String> = []
    /// Tests that started and ended.
    var finished: Set<String> = []
    /// Tests that never ended because they stopped the test process (a crash, a call to
    /// `exit`) or ran past the time limit, each with what happened, in the reader's words.
    var stopped: [String: String] = [:]
    /// Seconds each test took, from its start and end events.
    var seconds: [String: Double] = [:]
    private var starts: [String: Double] = [:]

    /// Reads a JSON-lines event stream; lines that are not events are ignored.
    static func parse(_ text: String) -> TestEvents {
        var events = TestEvents()
        for line in text.split(separator: "\n") {
            guard let data = line.data(using: .utf8),
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let kind = object["kind"] as? String,
                let payload = object["payload"] as? [String: Any]
            else { continue }
            switch kind {
            case "test":
                guard payload["kind"] as? String == "function",
                    let id = payload["id"] as? String,
                    let name = payload["name"] as? String,
                    let location = payload["sourceLocation"] as? [String: Any],
                    let line = location["line"] as? Int
                else { continue }
                let file = (location["_filePath"] as? String) ?? (location["fileID"] as? String) ?? ""
                events.tests.append(TestRecord(id: id, name: name, file: file, line: line))
            case "event":
                events.read(event: payload)
            default:
                continue
            }
        }
        return events
    }

    /// Adds what a later run of some of the same tests found: tests it declared that were
    /// not known yet, and every start, end, issue and duration.
    mutating func absorb(_ other: TestEvents) {
        let known = Set(tests.map(\.id))
        tests += other.tests.filter { !known.contains($0.id) }
        issues += other.issues
        started.formUnion(other.started)
        finished.formUnion(other.finished)
        stopped.merge(other.stopped) { first, _ in first }
        seconds.merge(other.seconds) { _, later in later }
    }

    private mutating func read(event payload: [String: Any]) {
        guard let kind = payload["kind"] as? String, let testID = payload["testID"] as? String else { return }
        let instant = (payload["instant"] as? [String: Any])?["absolute"] as? Double
        switch kind {
        case "testStarted":
            started.insert(testID)
            starts[testID] = instant
        case "testEnded":
            finished.insert(testID)
            if let start = starts[testID], let instant { seconds[testID] = instant - start }
        case "issueRecorded":
            let issue = payload["issue"] as? [String: Any]
            guard (issue?["isKnown"] as? Bool) != true else { return }
            let messages = (payload["messages"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
            var position: SourcePosition?
            if let location = issue?["sourceLocation"] as? [String: Any], let line = location["line"] as? Int {
                let file = (location["_filePath"] as? String) ?? (location["fileID"] as? String) ?? ""
                position = SourcePosition(file: file, line: line)
            }
            issues.append(IssueRecord(testID: testID, position: position, message: messages.joined(separator: "\n")))
        default:
            return
        }
    }
}
