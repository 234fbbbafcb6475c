import Composable
import ComposableTesting
import Foundation
import Testing

/// A `TestStore` runs its feature with test dependencies: the overrides the test gives, the
/// test values of the keys, and a failure for a dependency that has neither.
@MainActor
struct TestStoreDependenciesTests {
    @Test func theFeatureSeesTheDependenciesTheTestGives() async {
        let store = TestStore(initialState: Stamper.State()) {
            Stamper()
        } withDependencies: {
            $0.uuid = .incrementing
            $0.date = .constant(Date(timeIntervalSince1970: 100))
        }

        await store.send(.stampTapped) {
            $0.ids = ["00000000-0000-0000-0000-000000000000"]
            $0.dates = [100]
        }
        await store.send(.stampTapped) {
            $0.ids.append("00000000-0000-0000-0000-000000000001")
            $0.dates.append(100)
        }
    }

    @Test func changingTheStoreDependenciesAffectsLaterActions() async {
        let store = TestStore(initialState: Stamper.State()) {
            Stamper()
        } withDependencies: {
            $0.uuid = .incrementing
            $0.date = .constant(Date(timeIntervalSince1970: 1))
        }

        await store.send(.stampTapped) {
            $0.ids = ["00000000-0000-0000-0000-000000000000"]
            $0.dates = [1]
        }
        store.dependencies.date = .constant(Date(timeIntervalSince1970: 2))
        store.dependencies.uuid = .constant(UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!)
        await store.send(.stampTapped) {
            $0.ids.append("DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")
            $0.dates.append(2)
        }
    }

    @Test func anEffectKeepsTheDependenciesOfTheActionThatStartedIt() async {
        let clock = TestClock()
        let store = TestStore(initialState: Stamper.State()) {
            Stamper()
        } withDependencies: {
            $0.continuousClock = clock
            $0.uuid = .incrementing
        }

        await store.send(.delayedStampTapped)
        store.dependencies.uuid = .constant(UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!)
        await clock.advance(by: .seconds(1))

        await store.receive(\.stamped) { $0.ids = ["00000000-0000-0000-0000-000000000000"] }
    }

    @Test func aKeyWithATestValueOfItsOwnNeedsNoOverride() async {
        let store = TestStore(initialState: Forecaster.State()) { Forecaster() }

        await store.send(.forecastTapped) { $0.forecast = "test drizzle" }
    }

    @Test func aTestStoreMadeInsideWithDependenciesKeepsThem() async {
        let store = withDependencies {
            $0.weather = Weather { "snow" }
        } operation: {
            TestStore(initialState: Forecaster.State()) { Forecaster() }
        }

        await store.send(.forecastTapped) { $0.forecast = "snow" }
    }

    @Test func readingADependencyWithoutATestValueFailsTheTest() async throws {
        let store = TestStore(initialState: Forecaster.State()) { Forecaster() }
        // The live value stands in, so the id is random: leave it out of the assertion.
        store.exhaustivity = .off
        let declaration = try #require(lineOfUUIDDeclaration(inForecaster: ()))

        let sendLine = #line + 2
        let reported = await failures(containing: "@Dependency(\\.uuid) has no test value") {
            await store.send(.idTapped)
        }

        let failure = try #require(reported.first)
        #expect(reported.count == 1)
        #expect(failure.sourceLocation?.line == sendLine)
        #expect(failure.message.contains("declared at \"DependencyFeatures.swift:\(declaration)\""))
        #expect(failure.message.contains("Key:   Composable.UUIDGeneratorKey"))
        #expect(failure.message.contains("Value: Composable.UUIDGenerator"))
        #expect(failure.message.contains("\"withDependencies: { $0.uuid = ... }\""))
        #expect(failure.message.contains("\"store.dependencies.uuid = ...\""))
    }

    @Test func aDependencyWithoutATestValueFailsOnlyOncePerStore() async {
        let store = TestStore(initialState: Forecaster.State()) { Forecaster() }
        store.exhaustivity = .off

        let reported = await failures(containing: "@Dependency(\\.uuid) has no test value") {
            await store.send(.idTapped)
            await store.send(.idTapped)
        }

        #expect(reported.count == 1)
    }

    @Test func eachTestStoreFailsForItsOwnRead() async {
        for _ in 0..<2 {
            let store = TestStore(initialState: Forecaster.State()) { Forecaster() }
            store.exhaustivity = .off

            let reported = await failures(containing: "@Dependency(\\.uuid) has no test value") {
                await store.send(.idTapped)
            }

            #expect(reported.count == 1)
        }
    }

    @Test func aClockWithoutATestValueFailsFromTheEffectThatReadIt() async throws {
        let store = TestStore(initialState: TimerFeature.State()) { TimerFeature() }
        store.exhaustivity = .off

        let reported = await failures(containing: "@Dependency(\\.continuousClock) has no test value") {
            await store.send(.toggleTimer)
            await store.send(.toggleTimer)
            await store.finish()
        }

        #expect(reported.count == 1)
    }

    @Test func readingTheStoreDependenciesInTheTestNeverFails() async {
        let store = TestStore(initialState: Stamper.State()) { Stamper() }

        _ = store.dependencies.uuid()
        _ = store.dependencies.date.now
        store.dependencies.uuid = .incrementing
        store.dependencies.date = .constant(Date(timeIntervalSince1970: 7))

        await store.send(.stampTapped) {
            $0.ids = ["00000000-0000-0000-0000-000000000000"]
            $0.dates = [7]
        }
    }
}

/// The line of `@Dependency(\.uuid)` in `Forecaster`, read from its source file, so that the
/// test does not break when the file above it changes.
private func lineOfUUIDDeclaration(inForecaster _: Void, filePath: String = #filePath) -> Int? {
    let features = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("DependencyFeatures.swift")
    guard let text = try? String(contentsOf: features, encoding: .utf8) else { return nil }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let forecaster = lines.firstIndex(where: { $0.hasPrefix("struct Forecaster") }) else { return nil }
    return lines[forecaster...].firstIndex(where: { $0.contains("@Dependency(\\.uuid)") }).map { $0 + 1 }
}
