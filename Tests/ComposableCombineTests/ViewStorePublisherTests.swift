import ComposableCombine
import Testing

// The API under test is deprecated, as in the original, and Swift Testing takes no deprecated
// test: the scenarios are deprecated members, run by the tests at the bottom through a protocol
// whose requirements are not deprecated.
@MainActor
struct ViewStorePublisherScenarios: ViewStorePublisherScenarioRunning {
    @available(*, deprecated)
    func itEmitsTheCurrentViewStateOnSubscription() {
        let store = Store(initialState: CountingFeature.State(count: 7)) { CountingFeature() }
        let viewStore = ViewStore(store, observe: { $0 })
        var counts: [Int] = []
        let cancellable = viewStore.publisher.sink { counts.append($0.count) }
        #expect(counts == [7])
        _ = cancellable
    }

    @available(*, deprecated)
    func itEmitsOnlyViewStatesThatChanged() {
        let store = Store(initialState: CountingFeature.State()) { CountingFeature() }
        let viewStore = ViewStore(store, observe: { $0.count })
        var counts: [Int] = []
        let cancellable = viewStore.publisher.sink { counts.append($0) }
        viewStore.send(.increment)
        viewStore.send(.rename("Blob"))
        viewStore.send(.noop)
        viewStore.send(.increment)
        #expect(counts == [0, 1, 2])
        _ = cancellable
    }

    @available(*, deprecated)
    func itDeduplicatesByTheViewStoresRemoveDuplicates() {
        let store = Store(initialState: CountingFeature.State()) { CountingFeature() }
        let viewStore = ViewStore(store, observe: { $0 }, removeDuplicates: { $0.count == $1.count })
        var names: [String] = []
        let cancellable = viewStore.publisher.sink { names.append($0.name) }
        viewStore.send(.rename("Blob"))
        viewStore.send(.increment)
        #expect(names == ["", "Blob"])
        _ = cancellable
    }

    @available(*, deprecated)
    func aKeyPathPublisherEmitsOnlyWhenItsFieldChanges() {
        let store = Store(initialState: CountingFeature.State()) { CountingFeature() }
        let viewStore = ViewStore(store, observe: { $0 })
        var names: [String] = []
        let cancellable = viewStore.publisher.name.sink { names.append($0) }
        viewStore.send(.increment)
        viewStore.send(.rename("Blob"))
        viewStore.send(.increment)
        viewStore.send(.rename("Blob Jr."))
        #expect(names == ["", "Blob", "Blob Jr."])
        _ = cancellable
    }

    @available(*, deprecated)
    func subscribersAreGivenEachViewStateInTheOrderTheySubscribed() {
        let store = Store(initialState: CountingFeature.State()) { CountingFeature() }
        let viewStore = ViewStore(store, observe: { $0.count })
        var heard: [String] = []
        let cancellables = ["a", "b", "c"].map { name in
            viewStore.publisher.sink { heard.append("\(name)\($0)") }
        }
        viewStore.send(.increment)
        viewStore.send(.increment)
        #expect(heard == ["a0", "b0", "c0", "a1", "b1", "c1", "a2", "b2", "c2"])
        _ = cancellables
    }

    @available(*, deprecated)
    func anActionSentFromASubscriberIsHeardAfterTheChangeBeingDelivered() {
        let store = Store(initialState: CountingFeature.State()) { CountingFeature() }
        let viewStore = ViewStore(store, observe: { $0.count })
        let first = viewStore.publisher.sink { count in
            if count == 1 { viewStore.send(.increment) }
        }
        var counts: [Int] = []
        let second = viewStore.publisher.sink { counts.append($0) }
        let warnings = LockIsolated<[String]>([])
        RuntimeWarningReporter.$current.withValue(
            RuntimeWarningReporter { warning in warnings.withValue { $0.append(warning.message) } }
        ) {
            _ = viewStore.send(.increment)
        }
        #expect(counts == [0, 1, 2])
        // As in the original, the subscriber's send, while the store tells of a change, is
        // reported.
        #expect(warnings.value.count == 1)
        #expect(warnings.value.first?.contains("Reentrant actions are undefined") == true)
        _ = (first, second)
    }

    @available(*, deprecated)
    func aCancelledSubscriptionHearsNoMoreAndLetsTheViewStoreGo() {
        let store = Store(initialState: CountingFeature.State()) { CountingFeature() }
        var viewStore: ViewStore<Int, CountingFeature.Action>? = ViewStore(store, observe: { $0.count })
        weak let weakViewStore = viewStore
        var counts: [Int] = []
        let cancellable = viewStore!.publisher.sink { counts.append($0) }
        viewStore = nil
        #expect(weakViewStore != nil)
        store.send(.increment)
        cancellable.cancel()
        store.send(.increment)
        #expect(counts == [0, 1])
        #expect(weakViewStore == nil)
    }

    @available(*, deprecated)
    func objectWillChangeEmitsOncePerDistinctChangeAndNotOnSubscription() {
        let store = Store(initialState: CountingFeature.State()) { CountingFeature() }
        let viewStore = ViewStore(store, observe: { $0.count })
        var seen: [Int] = []
        var storeCounts: [Int] = []
        let cancellable = viewStore.objectWillChange.sink {
            seen.append(viewStore.state)
            storeCounts.append(store.count)
        }
        #expect(seen.isEmpty)
        viewStore.send(.increment)
        viewStore.send(.rename("Blob"))
        viewStore.send(.increment)
        // As in the original, the view store still shows the view state from before the
        // change while its subscribers hear of it; the store has changed already.
        #expect(seen == [0, 1])
        #expect(storeCounts == [1, 2])
        #expect(viewStore.state == 2)
        _ = cancellable
    }

    @available(*, deprecated)
    func aSubscriberThatLeavesDoesNotStopTheOthers() {
        let store = Store(initialState: CountingFeature.State()) { CountingFeature() }
        let viewStore = ViewStore(store, observe: { $0.count })
        var leaving: [Int] = []
        var staying: [Int] = []
        let leavingCancellable = viewStore.publisher.sink { leaving.append($0) }
        let stayingCancellable = viewStore.publisher.sink { staying.append($0) }
        viewStore.send(.increment)
        leavingCancellable.cancel()
        viewStore.send(.increment)
        #expect(leaving == [0, 1])
        #expect(staying == [0, 1, 2])
        _ = stayingCancellable
    }
}

@MainActor
protocol ViewStorePublisherScenarioRunning {
    func itEmitsTheCurrentViewStateOnSubscription()
    func itEmitsOnlyViewStatesThatChanged()
    func itDeduplicatesByTheViewStoresRemoveDuplicates()
    func aKeyPathPublisherEmitsOnlyWhenItsFieldChanges()
    func subscribersAreGivenEachViewStateInTheOrderTheySubscribed()
    func anActionSentFromASubscriberIsHeardAfterTheChangeBeingDelivered()
    func aCancelledSubscriptionHearsNoMoreAndLetsTheViewStoreGo()
    func aSubscriberThatLeavesDoesNotStopTheOthers()
    func objectWillChangeEmitsOncePerDistinctChangeAndNotOnSubscription()
}

@MainActor
@Suite struct ViewStorePublisherTests {
    let scenarios: any ViewStorePublisherScenarioRunning = ViewStorePublisherScenarios()

    @Test func itEmitsTheCurrentViewStateOnSubscription() {
        scenarios.itEmitsTheCurrentViewStateOnSubscription()
    }

    @Test func itEmitsOnlyViewStatesThatChanged() {
        scenarios.itEmitsOnlyViewStatesThatChanged()
    }

    @Test func itDeduplicatesByTheViewStoresRemoveDuplicates() {
        scenarios.itDeduplicatesByTheViewStoresRemoveDuplicates()
    }

    @Test func aKeyPathPublisherEmitsOnlyWhenItsFieldChanges() {
        scenarios.aKeyPathPublisherEmitsOnlyWhenItsFieldChanges()
    }

    @Test func subscribersAreGivenEachViewStateInTheOrderTheySubscribed() {
        scenarios.subscribersAreGivenEachViewStateInTheOrderTheySubscribed()
    }

    @Test func anActionSentFromASubscriberIsHeardAfterTheChangeBeingDelivered() {
        scenarios.anActionSentFromASubscriberIsHeardAfterTheChangeBeingDelivered()
    }

    @Test func aCancelledSubscriptionHearsNoMoreAndLetsTheViewStoreGo() {
        scenarios.aCancelledSubscriptionHearsNoMoreAndLetsTheViewStoreGo()
    }

    @Test func aSubscriberThatLeavesDoesNotStopTheOthers() {
        scenarios.aSubscriberThatLeavesDoesNotStopTheOthers()
    }

    @Test func objectWillChangeEmitsOncePerDistinctChangeAndNotOnSubscription() {
        scenarios.objectWillChangeEmitsOncePerDistinctChangeAndNotOnSubscription()
    }
}
