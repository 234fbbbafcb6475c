import ComposableCombine
import Testing

struct CountingFeature: Reducer {
    struct State: Equatable {
        var count = 0
        var name = ""
    }

    enum Action {
        case increment
        case rename(String)
        case noop
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .increment: state.count += 1
            case let .rename(name): state.name = name
            case .noop: break
            }
            return .none
        }
    }
}

@MainActor
@Suite struct StorePublisherTests {
    @Test func theStatePublisherEmitsOncePerChange() {
        let store = Store(initialState: CountingFeature.State()) { CountingFeature() }
        var states: [CountingFeature.State] = []
        let cancellable = store.publisher.sink { states.append($0) }
        store.send(.increment)
        store.send(.noop)
        store.send(.rename("Blob"))
        #expect(states.map(\.count) == [0, 1, 1])
        #expect(states.map(\.name) == ["", "", "Blob"])
        _ = cancellable
    }

    @Test func aKeyPathPublisherEmitsOnlyWhenItsPartChanges() {
        let store = Store(initialState: CountingFeature.State()) { CountingFeature() }
        var counts: [Int] = []
        let cancellable = store.publisher.count.sink { counts.append($0) }
        store.send(.rename("Blob"))
        store.send(.increment)
        store.send(.increment)
        #expect(counts == [0, 1, 2])
        _ = cancellable
    }

    @Test func subscribersAreGivenEachStateInTheOrderTheySubscribed() {
        let store = Store(initialState: CountingFeature.State()) { CountingFeature() }
        var heard: [String] = []
        let cancellables = ["a", "b", "c"].map { name in
            store.publisher.count.sink { heard.append("\(name)\($0)") }
        }
        store.send(.increment)
        for _ in 1...10 { store.send(.increment) }
        #expect(heard.count == 36)
        #expect(heard.suffix(3) == ["a11", "b11", "c11"])
        #expect(heard.prefix(6) == ["a0", "b0", "c0", "a1", "b1", "c1"])
        _ = cancellables
    }

    @Test func aCancelledSubscriptionHearsNoMoreAndLetsTheStoreGo() {
        var store: StoreOf<CountingFeature>? = Store(initialState: CountingFeature.State()) { CountingFeature() }
        weak let weakStore = store
        var counts: [Int] = []
        let cancellable = store!.publisher.count.sink { counts.append($0) }
        store = nil
        #expect(weakStore != nil)
        weakStore?.send(.increment)
        cancellable.cancel()
        weakStore?.send(.increment)
        #expect(counts == [0, 1])
        #expect(weakStore == nil)
    }
}
