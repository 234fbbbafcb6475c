import Composable
import ComposableComponents
import ComposableTesting
import ComposableUI
import Testing

/// Components in a ViewHost: they render their state, their inputs go through their store,
/// asynchronous steps show each change, and `using` hands a child's inputs to its parent.
@MainActor
struct StoreComponentTests {
    enum CounterInput: Equatable {
        case decrementTapped
        case incrementTapped
    }

    struct CounterView: View {
        let count: Int
        let handle: (CounterInput) -> Void

        var body: some View {
            HStack {
                Button("−") { handle(.decrementTapped) }
                Text("\(count)")
                Button("+") { handle(.incrementTapped) }
            }
        }
    }

    typealias CounterComponent = StoreComponent<Void, Int, CounterInput, CounterView>

    static let counterDispatcher = StateDispatcher<Void, Int, CounterInput>.pure { input in
        switch input {
        case .decrementTapped: .modify { count in count - 1 }
        case .incrementTapped: .modify { count in count + 1 }
        }
    }

    static func counter(_ count: Int) -> CounterComponent {
        CounterComponent(initialState: count, dispatcher: counterDispatcher) { count, handle in
            CounterView(count: count, handle: handle)
        }
    }

    @Test func aComponentRendersItsStateAndChangesItWhenItsViewReportsAnInput() throws {
        let component = Self.counter(0)
        let host = ViewHost(component)
        #expect(host.texts == ["−", "0", "+"])

        try host.tap("+")
        try host.tap("+")
        try host.tap("−")

        #expect(host.texts == ["−", "1", "+"])
        #expect(component.store.withState { $0 } == 1)
    }

    @Test func anInputSentToTheStoreIsShownToo() throws {
        let component = Self.counter(5)
        let host = ViewHost(component)

        component.store.send(.input(.decrementTapped))

        #expect(host.texts == ["−", "4", "+"])
    }

    @Test func aComponentIsAViewThatOtherViewsCanHold() throws {
        struct Screen: View {
            let counter: CounterComponent

            var body: some View {
                VStack {
                    Text("Counter")
                    counter
                }
            }
        }
        let host = ViewHost(Screen(counter: Self.counter(2)))

        try host.tap("+")

        #expect(host.texts == ["Counter", "−", "3", "+"])
    }

    enum Feed: Equatable {
        case empty
        case loading
        case loaded([String])
    }

    enum FeedInput {
        case refreshTapped
    }

    struct Posts {
        var load: @Sendable () async -> [String]
    }

    static let feedDispatcher = StateDispatcher<Posts, Feed, FeedInput>.workflow { _ in
        [.set(.loading), .run { posts in .set(.loaded(await posts.load())) }]
    }

    struct FeedView: View {
        let feed: Feed
        let handle: (FeedInput) -> Void

        var body: some View {
            VStack {
                switch feed {
                case .empty: Text("Nothing yet")
                case .loading: Text("Loading…")
                case let .loaded(posts): Text(posts.joined(separator: ", "))
                }
                Button("Refresh") { handle(.refreshTapped) }
            }
        }
    }

    @Test func eachStepOfAWorkflowIsShownOnScreen() async throws {
        let gate = Gate()
        let feed = StoreComponent(
            initialState: Feed.empty,
            environment: Posts(load: {
                await gate.wait()
                return ["hello", "world"]
            }),
            dispatcher: Self.feedDispatcher,
            render: { feed, handle in FeedView(feed: feed, handle: handle) }
        )
        let host = ViewHost(feed)

        try host.tap("Refresh")
        #expect(host.texts == ["Loading…", "Refresh"])

        await gate.open()
        #expect(await waitUntil { host.texts == ["hello, world", "Refresh"] })
    }

    @Test func aComponentsEffectsStopWhenItGoesAway() async throws {
        let loads = CallCounter()
        let finished = CallCounter()
        var host: ViewHost? = ViewHost(
            StoreComponent(
                initialState: Feed.empty,
                environment: Posts(load: {
                    await loads.record()
                    try? await Task.sleep(for: .seconds(10))
                    await finished.record()
                    return []
                }),
                dispatcher: Self.feedDispatcher,
                render: { feed, handle in FeedView(feed: feed, handle: handle) }
            )
        )
        try host?.tap("Refresh")
        while await loads.calls == 0 { await Task.yield() }

        host = nil
        try await Task.sleep(for: .milliseconds(20))

        // The ten-second sleep was cancelled with the component's store, so it ended at once.
        #expect(await finished.calls == 1)
    }

    enum PanelInput: AutoPrism {
        case counter(CounterInput)
        case clearTapped
    }

    @Test func usingSendsEveryInputToTheParentsHandlerThroughThePrismInsteadOfItsOwnStore() throws {
        var received: [PanelInput] = []
        let child = Self.counter(10).using({ received.append($0) }, transformInput: PanelInput.prism(for: PanelInput.counter))
        let host = ViewHost(child)

        try host.tap("+")
        try host.tap("−")

        #expect(received.count == 2)
        #expect(received.map { PanelInput.prism(for: PanelInput.counter).extract(from: $0) } == [.incrementTapped, .decrementTapped])
        // The parent owns the state: until it renders the child again, the child shows what it
        // was given.
        #expect(host.texts == ["−", "10", "+"])
        #expect(child.store.withState { $0 } == 10)
    }

    @Test func usingKeepsTheComponentsTypeAndRender() {
        let child: CounterComponent = Self.counter(1).using({ (_: PanelInput) in }, transformInput: PanelInput.prism(for: PanelInput.counter))

        #expect(ViewHost(child).texts == ["−", "1", "+"])
    }
}
