import Composable
import Testing

enum UnimplementedLoadError: Error, Equatable { case offline }

struct DependenciesUnimplementedTests {
    @Test func aPlaceholderClosureReportsWithItsDescriptionAndArgumentsThenReturnsThePlaceholder() {
        let warnings = RuntimeWarningRecorder()
        let line = #line + 1
        let isEnabled: @Sendable (String, Int) -> Bool = unimplemented("Flags.isEnabled", placeholder: true)

        let result = warnings.record { isEnabled("beta", 2) }

        #expect(result)
        let warning = warnings.recorded.first
        #expect(warning?.message.hasPrefix("Unimplemented: Flags.isEnabled …") == true)
        #expect(warning?.message.contains("(\"beta\", 2)") == true)
        #expect(warning?.callSite.description == "DependenciesUnimplementedTests.swift:\(line)")
    }

    @Test func aVoidClosureNeedsNoPlaceholder() async {
        let warnings = RuntimeWarningRecorder()
        let track: @Sendable (String) -> Void = unimplemented("Analytics.track")
        let save: @Sendable (Int) async -> Void = unimplemented("Settings.save")

        await warnings.recordAwaiting {
            track("tap")
            await save(1)
        }

        #expect(warnings.recorded.count == 2)
    }

    @Test func aThrowingClosureThrowsUnimplementedFailure() async {
        let warnings = RuntimeWarningRecorder()
        let fetch: @Sendable (Int) async throws -> String = unimplemented("APIClient.fetch")
        let load: @Sendable () throws -> Int = unimplemented("Store.load")

        await warnings.recordAwaiting {
            await #expect { try await fetch(1) } throws: { ($0 as? UnimplementedFailure)?.description == "APIClient.fetch" }
            #expect(throws: UnimplementedFailure.self) { try load() }
        }

        #expect(warnings.recorded.count == 2)
    }

    @Test func aTypedThrowingClosureThrowsTheGivenError() async {
        let warnings = RuntimeWarningRecorder()
        let load: @Sendable (Int) throws(UnimplementedLoadError) -> String = unimplemented("load", throwing: .offline)
        let loadLater: @Sendable () async throws(UnimplementedLoadError) -> Int = unimplemented("loadLater", throwing: .offline)

        await warnings.recordAwaiting {
            #expect(throws: UnimplementedLoadError.offline) { try load(1) }
            await #expect(throws: UnimplementedLoadError.offline) { try await loadLater() }
        }

        #expect(warnings.recorded.count == 2)
    }

    @Test func aValueReportsAtOnce() {
        let warnings = RuntimeWarningRecorder()

        let volume: Double = warnings.record { unimplemented("Sounds.volume", placeholder: 0.5) }

        #expect(volume == 0.5)
        #expect(warnings.messages.first?.hasPrefix("Unimplemented: Sounds.volume") == true)
    }

    @Test func inATestAnUnimplementedCallIsAnIssue() {
        let track: @Sendable (String) -> Void = unimplemented("Analytics.track")

        withKnownIssue {
            track("tap")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Unimplemented: Analytics.track") }
        }
    }
}

extension RuntimeWarningRecorder {
    /// Runs asynchronous `body` with this recorder as the current reporter.
    @discardableResult
    func recordAwaiting<Result>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await RuntimeWarningReporter.$current.withValue(reporter, operation: body)
    }
}
