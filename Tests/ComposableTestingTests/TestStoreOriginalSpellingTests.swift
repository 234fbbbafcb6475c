import Composable
import ComposableTesting
import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import Testing

/// APIs of the original's `TestStore` and dependencies, spelled as the original spells them.
@MainActor
struct TestStoreOriginalSpellingTests {
    struct Panel: Reducer {
        struct State: Equatable {
            var count = 0
            var deleted: [Int] = []
        }

        enum Action {
            case view(View)
            case delegate(Delegate)
            case sleep

            enum View {
                case tap
                case delete([Int])
            }

            enum Delegate {
                case tapped(Int)
            }
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .view(.tap):
                    state.count += 1
                    return .send(.delegate(.tapped(state.count)))
                case let .view(.delete(offsets)):
                    state.deleted += offsets
                    return .none
                case .delegate:
                    return .none
                case .sleep:
                    return .run { _ in try await Task.sleep(for: .seconds(3600)) }
                }
            }
        }
    }

    @Test func aCaseKeyPathNamesTheActionToSend() async {
        let store = TestStore(initialState: Panel.State()) { Panel() }

        await store.send(\.view.tap) { $0.count = 1 }
        await store.receive(\.delegate.tapped, 1)
        await store.send(\.view.delete, [0, 3]) { $0.deleted = [0, 3] }
    }

    @Test func theInitialStateInfersItsTypeFromTheReducer() async {
        let store = TestStore(initialState: .init()) { Panel() }

        await store.send(.view(.delete([1]))) { $0.deleted = [1] }
    }

    @Test func assertChecksTheCurrentStateOfANonExhaustiveStore() async {
        let store = TestStore(initialState: Panel.State()) { Panel() }
        store.exhaustivity = .off

        await store.send(.view(.tap))
        await store.send(.view(.tap))
        store.assert { $0.count = 2 }

        let reported = await failures(containing: "A state change does not match expectation") {
            store.assert { $0.count = 3 }
        }
        #expect(reported.count == 1)
    }

    @Test func finishOnTheTaskOfASendFailsWhenItsEffectOutlivesTheTimeout() async {
        let store = TestStore(initialState: Panel.State()) { Panel() }

        let task = await store.send(.sleep)
        let reported = await failures(containing: "Expected task to finish, but it is still in-flight after") {
            await task.finish(timeout: .milliseconds(20))
        }

        #expect(reported.count == 1)
        #expect(task.isCancelled)
    }

    @Test func finishOnTheTaskOfASendWaitsForItsEffects() async {
        let store = TestStore(initialState: Panel.State()) { Panel() }

        await store.send(.view(.tap)) { $0.count = 1 }.finish(timeout: .seconds(600))
        await store.receive(\.delegate.tapped)
    }

    @Test func finishFailsWhenReceivedActionsWereNotAsserted() async {
        let store = TestStore(initialState: Panel.State()) { Panel() }
        await store.send(\.view.tap) { $0.count = 1 }

        let reported = await failures(containing: "The store received 1 unexpected action.") {
            await store.finish()
        }

        #expect(reported.count == 1)
        #expect(reported.first?.message.contains("    .delegate(") == true)
        await store.skipReceivedActions()
    }

    struct Clockwork: Reducer {
        struct State: Equatable {
            var stamp = ""
        }

        enum Action {
            case stamp
        }

        @Dependency(\.calendar) var calendar
        @Dependency(\.locale) var locale
        @Dependency(\.timeZone) var timeZone
        @Dependency(\.urlSession) var urlSession
        @Dependency(\.date.now) var now

        var body: some ReducerOf<Self> {
            Reduce { state, _ in
                var calendar = calendar
                calendar.timeZone = timeZone
                let year = calendar.component(.year, from: now)
                state.stamp = "\(year) \(locale.identifier) \(urlSession.configuration.timeoutIntervalForRequest > 0)"
                return .none
            }
        }
    }

    @Test func calendarLocaleTimeZoneURLSessionAndASettableDateAreDependencies() async {
        let store = TestStore(initialState: Clockwork.State()) {
            Clockwork()
        } withDependencies: {
            $0.calendar = Calendar(identifier: .gregorian)
            $0.locale = Locale(identifier: "en_US")
            $0.timeZone = TimeZone(secondsFromGMT: 0)!
            $0.urlSession = URLSession(configuration: .ephemeral)
            $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
        }

        await store.send(.stamp) { $0.stamp = "2009 en_US true" }
    }
}
