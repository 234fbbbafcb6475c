import Composable
import Foundation
import Testing

struct DependenciesGeneratorTests {
    @Test func incrementingUUIDsCountFromZero() {
        let uuid = UUIDGenerator.incrementing

        #expect((0..<3).map { _ in uuid().uuidString } == [
            "00000000-0000-0000-0000-000000000000",
            "00000000-0000-0000-0000-000000000001",
            "00000000-0000-0000-0000-000000000002",
        ])
    }

    @Test func incrementingUUIDsCountInHexadecimalPastNine() {
        let uuid = UUIDGenerator.incrementing

        let ids = (0..<17).map { _ in uuid().uuidString }

        #expect(ids[10] == "00000000-0000-0000-0000-00000000000A")
        #expect(ids[16] == "00000000-0000-0000-0000-000000000010")
    }

    @Test func eachIncrementingGeneratorStartsAgain() {
        let first = UUIDGenerator.incrementing
        _ = first()
        _ = first()
        let second = UUIDGenerator.incrementing

        #expect(second().uuidString == "00000000-0000-0000-0000-000000000000")
    }

    @Test func aCopiedIncrementingGeneratorSharesItsCount() {
        let uuid = UUIDGenerator.incrementing
        let copy = uuid

        _ = uuid()

        #expect(copy().uuidString == "00000000-0000-0000-0000-000000000001")
    }

    @Test func aConstantUUIDNeverChanges() throws {
        let id = try #require(UUID(uuidString: "DEADBEEF-0000-0000-0000-00000000002A"))
        let uuid = UUIDGenerator.constant(id)

        #expect(uuid() == id && uuid() == id)
    }

    @Test func randomUUIDsDiffer() {
        let uuid = UUIDGenerator.random

        #expect(uuid() != uuid())
    }

    @Test func aConstantDateIsNowAndAlways() {
        let moment = Date(timeIntervalSince1970: 1_234_567_890)
        let date = DateGenerator.constant(moment)

        #expect(date.now == moment)
        #expect(date() == moment)
    }

    @Test func theLiveDateMoves() async throws {
        let date = DateGenerator.live
        let before = date.now

        try await Task.sleep(for: .milliseconds(2))

        #expect(date.now > before)
    }

    @MainActor
    @Test func aStoreStampsWithTheDateAndUUIDsItWasGiven() async {
        let moment = Date(timeIntervalSince1970: 0)
        let store = Store(initialState: Greeting.State()) {
            Greeting()
        } withDependencies: {
            $0.date = .constant(moment)
            $0.uuid = .incrementing
        }

        store.send(.stamp)
        await store.send(.greet("Blob")).finish()

        #expect(store.dates == [moment, moment])
        #expect(store.ids == [
            "00000000-0000-0000-0000-000000000000",
            "00000000-0000-0000-0000-000000000001",
        ])
    }

    @Test func dependencyReadsAKeyPathThroughADependency() {
        let moment = Date(timeIntervalSince1970: 42)

        let now = withDependencies {
            $0.date = .constant(moment)
        } operation: {
            @Dependency(\.date.now) var now
            return now
        }

        #expect(now == moment)
    }
}
