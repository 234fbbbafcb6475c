import Composable
import ComposableTesting
import Foundation
import Testing

/// `TestStore.withDependencies(_:operation:)`: the store's dependencies changed for one
/// operation, then put back, as in the original.
@MainActor
struct TestStoreWithDependenciesTests {
    @Test func actionsSentInsideSeeTheChangeAndLaterOnesDoNot() async {
        let store = TestStore(initialState: Stamper.State()) {
            Stamper()
        } withDependencies: {
            $0.uuid = .incrementing
            $0.date = .constant(Date(timeIntervalSince1970: 1))
        }

        await store.withDependencies {
            $0.date = .constant(Date(timeIntervalSince1970: 2))
        } operation: {
            await store.send(.stampTapped) {
                $0.ids = ["00000000-0000-0000-0000-000000000000"]
                $0.dates = [2]
            }
        }
        await store.send(.stampTapped) {
            $0.ids.append("00000000-0000-0000-0000-000000000001")
            $0.dates.append(1)
        }
    }

    @Test func anEffectStartedInsideKeepsTheChange() async {
        let store = TestStore(initialState: Stamper.State()) {
            Stamper()
        } withDependencies: {
            $0.uuid = .incrementing
            $0.continuousClock = ImmediateClock()
        }

        await store.withDependencies {
            $0.uuid = UUIDGenerator { UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")! }
        } operation: {
            await store.send(.delayedStampTapped)
        }
        await store.receive(\.stamped) { $0.ids = ["DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF"] }
    }

    @Test func theSynchronousFormReturnsWhatTheOperationReturnsAndRestores() {
        let store = TestStore(initialState: Stamper.State()) {
            Stamper()
        } withDependencies: {
            $0.date = .constant(Date(timeIntervalSince1970: 1))
        }

        let inside = store.withDependencies {
            $0.date = .constant(Date(timeIntervalSince1970: 5))
        } operation: {
            store.dependencies.date.now
        }

        #expect(inside == Date(timeIntervalSince1970: 5))
        #expect(store.dependencies.date.now == Date(timeIntervalSince1970: 1))
    }

    struct Refused: Error {}

    @Test func anErrorIsRethrownAndTheDependenciesRestored() {
        let store = TestStore(initialState: Stamper.State()) {
            Stamper()
        } withDependencies: {
            $0.date = .constant(Date(timeIntervalSince1970: 1))
        }

        #expect(throws: Refused.self) {
            try store.withDependencies {
                $0.date = .constant(Date(timeIntervalSince1970: 5))
            } operation: {
                throw Refused()
            }
        }
        #expect(store.dependencies.date.now == Date(timeIntervalSince1970: 1))
    }
}
