import Composable
import Foundation
import Synchronization
import Testing

/// In-memory keys, key defaults and keys of your own.
struct SharedKeyTests {
    @Test func twoDeclarationsOfOneInMemoryKeyShareTheValue() {
        @Shared(.inMemory("count")) var first = 0
        @Shared(.inMemory("count")) var second = 0

        $first.withLock { $0 = 5 }

        #expect(second == 5)
    }

    @Test func theFirstDeclarationsDefaultWins() {
        @Shared(.inMemory("greeting")) var first = "hello"
        @Shared(.inMemory("greeting")) var second = "bonjour"

        #expect(second == "hello")
    }

    @Test func eachTestStartsWithAFreshInMemoryStorage() {
        // twoDeclarationsOfOneInMemoryKeyShareTheValue set "count" to 5 in its own test.
        @Shared(.inMemory("count")) var count = 0

        #expect(count == 0)
    }

    @Test func anInMemoryValueOutlivesItsHoldersWithinTheStorage() {
        do {
            @Shared(.inMemory("kept")) var kept = 0
            $kept.withLock { $0 = 3 }
        }
        @Shared(.inMemory("kept")) var again = 0

        #expect(again == 3)
    }

    @Test func anotherStorageHoldsOtherValues() {
        @Shared(.inMemory("count")) var count = 1
        withDependencies {
            $0.defaultInMemoryStorage = InMemoryStorage()
        } operation: {
            @Shared(.inMemory("count")) var separate = 2
            #expect(separate == 2)
        }
        #expect(count == 1)
    }

    @Test func anOptionalDeclarationStartsNil() {
        @Shared(.inMemory("name")) var name: String?
        #expect(name == nil)

        $name.withLock { $0 = "Blob" }
        @SharedReader(.inMemory("name")) var reader: String?
        #expect(reader == "Blob")
    }

    @Test func aKeyWithADefaultNeedsNoDefaultAtTheDeclaration() {
        @Shared(.visitCount) var visits
        @Shared(.visitCount) var overridden = 10
        @SharedReader(.visitCount) var reader

        #expect(visits == 0)
        #expect(overridden == 0)
        $visits.withLock { $0 += 1 }
        #expect(reader == 1)
    }

    @Test func aKeyWithADefaultHasTheWrappedKeysIdentity() {
        @Shared(.visitCount) var visits
        @Shared(.inMemory("visits")) var plain = 99

        $visits.withLock { $0 = 4 }

        #expect(plain == 4)
    }

    @Test func aCustomKeyLoadsSavesAndFollowsItsStore() async throws {
        let store = CounterStore()
        store.values.withLock { $0["taps"] = 7 }

        @Shared(CounterKey(name: "taps", store: store)) var taps = 0
        #expect(taps == 7)

        $taps.withLock { $0 += 1 }
        #expect(store.values.withLock { $0["taps"] } == 8)

        store.externalWrite("taps", 42)
        #expect(taps == 42)

        store.values.withLock { $0["taps"] = 50 }
        try await $taps.load()
        #expect(taps == 50)
    }

    @Test func aCustomKeyThatFailsToLoadKeepsTheDefaultAndReportsTheError() async {
        @SharedReader(FailingKey()) var value = 1

        #expect(value == 1)
        #expect($value.loadError is FailingKey.Failure)
        #expect($value.isLoading == false)
        await #expect(throws: FailingKey.Failure.self) { try await $value.load() }
    }

    @Test func requireThrowsWhenTheKeyHoldsNothing() async throws {
        await #expect(throws: (any Error).self) {
            _ = try await Shared(require: .inMemory("missing") as InMemoryKey<Int>)
        }
        @Shared(.inMemory("present")) var present = 3
        let required = try await Shared(require: .inMemory("present") as InMemoryKey<Int>)
        #expect(required.wrappedValue == 3)
    }

    @Test func loadingAnotherKeyPointsTheHolderAtIt() async throws {
        @Shared(.inMemory("published")) var published = "v2"
        @Shared(.inMemory("draft")) var text = "v1"

        try await $text.load(.inMemory("published"))

        #expect(text == "v2")
        $text.withLock { $0 = "v3" }
        #expect(published == "v3")
    }
}

extension SharedReaderKey where Self == InMemoryKey<Int>.Default {
    static var visitCount: Self { Self[.inMemory("visits"), default: 0] }
}

/// A store of counters outside the app, with a change feed.
final class CounterStore: Sendable {
    let values = Mutex<[String: Int]>([:])
    let subscribers = Mutex<[String: [SharedSubscriber<Int>]]>([:])

    /// A write made by someone else, which subscribers hear of.
    func externalWrite(_ name: String, _ value: Int) {
        values.withLock { $0[name] = value }
        for subscriber in subscribers.withLock({ $0[name] ?? [] }) {
            subscriber.yield(value)
        }
    }
}

struct CounterKey: SharedKey {
    let name: String
    let store: CounterStore
    var id: String { name }

    func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
        if let value = store.values.withLock({ $0[name] }) {
            continuation.resume(returning: value)
        } else {
            continuation.resumeReturningInitialValue()
        }
    }

    func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription {
        store.subscribers.withLock { $0[name, default: []].append(subscriber) }
        return SharedSubscription {}
    }

    func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
        store.values.withLock { $0[name] = value }
        continuation.resume()
    }
}

struct FailingKey: SharedReaderKey {
    struct Failure: Error {}
    var id: String { "failing" }

    func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
        continuation.resume(throwing: Failure())
    }

    func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription {
        SharedSubscription {}
    }
}
