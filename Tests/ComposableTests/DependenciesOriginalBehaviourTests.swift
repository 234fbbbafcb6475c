import Composable
import ComposableTesting
import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import Testing

// The dependency behaviour the original's own suite pins down (its TestStoreTests, EffectTests,
// StoreTests and DependencyKeyWritingReducerTests), written again as our tests.

struct DateStamper: Reducer {
    enum Action: Equatable {
        case tap
        case response(Int)
    }

    @Dependency(\.date) var date

    var body: some Reducer<Int, Action> {
        Reduce { state, action in
            switch action {
            case .tap:
                return .run { send in
                    await send(.response(Int(date.now.timeIntervalSinceReferenceDate)))
                }
            case let .response(value):
                state = value
                return .none
            }
        }
    }
}

struct FoundationReader: Reducer {
    @Dependency(\.calendar) var calendar
    @Dependency(\.locale) var locale
    @Dependency(\.timeZone) var timeZone
    @Dependency(\.urlSession) var urlSession

    var body: some Reducer<Int, Bool> {
        Reduce { state, action in
            _ = calendar
            _ = locale
            _ = timeZone
            _ = urlSession
            state += action ? 1 : -1
            return .none
        }
    }
}

struct EffectOfEffect: Reducer {
    struct State: Equatable {
        var count = 0
    }

    enum Action: Equatable {
        case tap
        case response(Int)
        case otherResponse(Int)
    }

    @Dependency(\.launchCode) var launchCode

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .tap:
                state.count += 1
                return .run { send in await send(.response(launchCode)) }
            case let .response(value):
                state.count = value
                return .run { send in await send(.otherResponse(launchCode)) }
            case let .otherResponse(value):
                state.count = value
                return .none
            }
        }
    }
}

struct NowReader: Reducer {
    @Dependency(\.date.now) var now

    var body: some Reducer<Int, Void> {
        Reduce { state, _ in
            state = Int(now.timeIntervalSince1970)
            return .none
        }
    }
}

@MainActor
struct DependenciesOriginalBehaviourTests {
    @Test func dependenciesSetOnAReducerAreTransferredToItsEffects() async {
        let store = TestStore(initialState: 0) {
            DateStamper()
                .dependency(\.date, .constant(Date(timeIntervalSinceReferenceDate: 1_234_567_890)))
        }

        await store.send(.tap).finish(timeout: .seconds(600))
        await store.receive(.response(1_234_567_890)) {
            $0 = 1_234_567_890
        }
    }

    @Test func foundationDependenciesCanBeOverriddenOnAReducer() async {
        let store = TestStore(initialState: 0) {
            FoundationReader()
                .dependency(\.calendar, Calendar(identifier: .gregorian))
                .dependency(\.locale, Locale(identifier: "en_US"))
                .dependency(\.timeZone, TimeZone(secondsFromGMT: 0)!)
                .dependency(\.urlSession, URLSession(configuration: .ephemeral))
        }

        await store.send(true) { $0 = 1 }
    }

    @Test func foundationDependenciesCanBeOverriddenOnTheTestStore() async {
        let store = TestStore(initialState: 0) { FoundationReader() }
        store.dependencies.calendar = Calendar(identifier: .gregorian)
        store.dependencies.locale = Locale(identifier: "en_US")
        store.dependencies.timeZone = TimeZone(secondsFromGMT: 0)!
        store.dependencies.urlSession = URLSession(configuration: .ephemeral)

        await store.send(true) { $0 = 1 }
    }

    @Test func aPlainStoreOverridesFoundationDependenciesOnAReducer() {
        let store = Store(initialState: 0) {
            FoundationReader()
                .dependency(\.calendar, Calendar(identifier: .gregorian))
                .dependency(\.locale, Locale(identifier: "en_US"))
                .dependency(\.timeZone, TimeZone(secondsFromGMT: 0)!)
                .dependency(\.urlSession, URLSession(configuration: .ephemeral))
        }

        store.send(true)

        #expect(store.withState { $0 } == 1)
    }

    @Test func theTestValueOfURLSessionCanBeReadAndFailsOnlyWhenUsed() {
        let warnings = RuntimeWarningRecorder()

        let session = warnings.record {
            withDependencies { $0 = DependencyValues.test } operation: {
                @Dependency(\.urlSession) var urlSession
                return urlSession
            }
        }

        #expect(session !== URLSession.shared)
        #expect(warnings.messages.isEmpty)
    }

    @Test func aNestedPropertyOfADependencyCanBeSetMidwayThroughATest() async {
        let store = TestStore(initialState: 0) {
            NowReader()
        } withDependencies: {
            $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
        }

        await store.send(()) { $0 = 1_234_567_890 }

        store.dependencies.date.now = Date(timeIntervalSince1970: 987_654_321)

        await store.send(()) { $0 = 987_654_321 }
    }

    @Test func aNestedPropertyCanBeSetOnAReducer() async {
        let store = TestStore(initialState: 0) {
            NowReader()
                .transformDependency(\.date) { $0.now = Date(timeIntervalSince1970: 42) }
        }

        await store.send(()) { $0 = 42 }
    }

    @Test func anEffectOfAnEffectKeepsTheReducersOverride() async {
        let store = TestStore(initialState: EffectOfEffect.State()) {
            EffectOfEffect()
                .dependency(\.launchCode, 42)
        }

        await store.send(.tap) { $0.count = 1 }
        await store.receive(.response(42)) { $0.count = 42 }
        await store.receive(.otherResponse(42))
    }

    @Test func theInnermostOverrideWins() async {
        let store = TestStore(initialState: EffectOfEffect.State()) {
            CombineReducers {
                EffectOfEffect()
                    .dependency(\.launchCode, 42)
            }
            .dependency(\.launchCode, 1729)
        }

        await store.send(.tap) { $0.count = 1 }
        await store.receive(.response(42)) { $0.count = 42 }
        await store.receive(.otherResponse(42))
    }

    @Test func dependenciesAroundAStoreReachItsReducer() {
        let store = withDependencies {
            $0.uuid = .incrementing
        } operation: {
            Store<UUID, Void>(initialState: UUID()) {
                Reduce { state, _ in
                    @Dependency(\.uuid) var uuid
                    state = uuid()
                    return .none
                }
            }
        }

        store.send(())
        #expect(store.withState { $0 } == UUID(0))
        store.send(())
        #expect(store.withState { $0 } == UUID(1))
    }

    @Test func theTestStoreRunsItsDependencyClosureOnce() {
        var count = 0
        let store = TestStore(initialState: 0) {
            EmptyReducer<Int, Void>()
        } withDependencies: { _ in
            count += 1
        }

        #expect(count == 1)
        _ = store
    }
}
