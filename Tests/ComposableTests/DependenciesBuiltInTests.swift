import Composable
import Foundation
import Synchronization
import Testing

/// A generator that always returns the same sequence, for predictable randomness.
struct CountingGenerator: RandomNumberGenerator, Sendable {
    var state: UInt64 = 0

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return state
    }
}

struct DependenciesBuiltInTests {
    private func inTestContext<R>(_ body: () throws -> R) rethrows -> R {
        try withDependencies {
            $0 = DependencyValues.test
        } operation: {
            try body()
        }
    }

    @Test func aFailedAssertInATestRecordsAnIssueAtTheCallerInsteadOfStopping() {
        let warnings = RuntimeWarningRecorder()
        let line = #line + 4
        warnings.record {
            inTestContext {
                @Dependency(\.assert) var assert
                assert(1 > 2, "Numbers are broken")
                assert(2 > 1, "never reported")
            }
        }

        #expect(warnings.messages == ["Numbers are broken"])
        #expect(warnings.recorded.first?.callSite.line == UInt(line))
    }

    @Test func preconditionAndAssertionFailureRecordToo() {
        let warnings = RuntimeWarningRecorder()

        warnings.record {
            inTestContext {
                @Dependency(\.precondition) var precondition
                @Dependency(\.assertionFailure) var assertionFailure
                precondition(false, "A name is required")
                assertionFailure("Unexpected status 500")
            }
        }

        #expect(warnings.messages == ["A name is required", "Unexpected status 500"])
    }

    @Test func fireAndForgetInATestWaitsForTheWork() async {
        let done = Mutex(false)

        await withDependencies {
            $0 = DependencyValues.test
        } operation: {
            @Dependency(\.fireAndForget) var fireAndForget
            await fireAndForget {
                try await Task.sleep(for: .milliseconds(10))
                done.withLock { $0 = true }
            }
        }

        #expect(done.withLock { $0 })
    }

    @Test func fireAndForgetInTheAppDoesNotWait() async {
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self)

        await withDependencies {
            $0.context = .live
        } operation: {
            @Dependency(\.fireAndForget) var fireAndForget
            await fireAndForget {
                await stream.first { _ in true }
            }
        }
        // Reached while the work still waits: the call did not.
        continuation.yield()
    }

    @Test func aSeededGeneratorMakesRandomnessRepeatable() {
        func rolls() -> [Int] {
            withDependencies {
                $0.withRandomNumberGenerator = WithRandomNumberGenerator(CountingGenerator())
            } operation: {
                @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
                return (0..<5).map { _ in withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) } }
            }
        }

        #expect(rolls() == rolls())
    }

    @Test func eachTestGetsANotificationCenterOfItsOwn() {
        let center = inTestContext {
            @Dependency(\.notificationCenter) var notificationCenter
            return notificationCenter
        }
        let live = withDependencies { $0.context = .live } operation: {
            @Dependency(\.notificationCenter) var notificationCenter
            return notificationCenter
        }

        #expect(center !== NotificationCenter.default)
        #expect(live === NotificationCenter.default)
    }

    @Test func openingAURLInATestWithoutSettingOpenURLRecordsAnIssue() async {
        let warnings = RuntimeWarningRecorder()

        let opened = await warnings.recordAwaiting {
            await withDependencies { $0 = DependencyValues.test } operation: {
                @Dependency(\.openURL) var openURL
                return await openURL(URL(string: "https://example.com")!)
            }
        }

        #expect(opened == false)
        #expect(warnings.messages == [#"Unimplemented: @Dependency(\.openURL)"#])
    }

    @Test func aTestRecordsTheURLsItsFeatureOpens() async {
        let opened = Mutex<[URL]>([])

        await withDependencies {
            $0 = DependencyValues.test
            $0.openURL = OpenURLEffect { url in
                opened.withLock { $0.append(url) }
                return true
            }
        } operation: {
            @Dependency(\.openURL) var openURL
            await openURL(URL(string: "https://example.com/a")!)
        }

        #expect(opened.withLock { $0 } == [URL(string: "https://example.com/a")!])
    }
}
