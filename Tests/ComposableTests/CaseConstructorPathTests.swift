import Composable
import ComposableTesting
import Testing

/// The original's older case-path spelling, `/Action.child`, which its own tests still use:
/// the path embeds with the case's constructor and extracts the payload of that case only, and
/// the composition operators take it as they take `\.child`.
struct CaseConstructorPathTests {
    enum Action: Equatable {
        case child(Int)
        case other(Int)
        case row(id: Int, action: String)
        case onAppear
        case onDisappear
        indirect case nested(Action)
    }

    @Test func aPayloadIsExtractedFromItsOwnCaseOnly() {
        let child = /Action.child
        #expect(child.extract(from: .child(3)) == 3)
        #expect(child.extract(from: .other(3)) == nil)
        #expect(child.extract(from: .onAppear) == nil)
        #expect(child.embed(4) == .child(4))
    }

    @Test func aCaseWithLabeledValuesExtractsThemAsATuple() throws {
        let row = /Action.row(id:action:)
        let payload = try #require(row.extract(from: Action.row(id: 1, action: "tap")))
        #expect(payload.0 == 1 && payload.1 == "tap")
        #expect(row.extract(from: .child(1)) == nil)
    }

    @Test func anIndirectCaseIsExtracted() {
        #expect((/Action.nested).extract(from: .nested(.child(2))) == .child(2))
    }

    enum Event: Equatable {
        case value(Int?)
        case none
    }

    @Test func anOptionalPayloadIsExtractedEvenWhenNil() {
        #expect((/Event.value).extract(from: .value(nil)) == .some(nil))
        #expect((/Event.value).extract(from: .none) == nil)
    }
}

/// `Scope`, `ifLet`, `ifCaseLet`, `forEach` and `ifLet` over `@Presents` with `/Action.child`.
@MainActor
struct CaseConstructorCompositionTests {
    struct Counter: Reducer {
        typealias State = Int
        enum Action: Equatable { case increment }
        var body: some ReducerOf<Self> {
            Reduce { state, _ in
                state += 1
                return .none
            }
        }
    }

    struct Row: Reducer {
        struct State: Equatable, Identifiable {
            let id: Int
            var count = 0
        }
        enum Action: Equatable { case increment }
        var body: some ReducerOf<Self> {
            Reduce { state, _ in
                state.count += 1
                return .none
            }
        }
    }

    struct Parent: Reducer {
        struct State: Equatable {
            var scoped = 0
            var optional: Int?
            var rows: IdentifiedArrayOf<Row.State> = []
            var pairs: IdentifiedArrayOf<Row.State> = []
            @Presents var sheet: Int?
            var path = StackState<Int>()
        }
        enum Action: Equatable {
            case scoped(Counter.Action)
            case optional(Counter.Action)
            case rows(IdentifiedActionOf<Row>)
            case pair(id: Int, action: Row.Action)
            case sheet(PresentationAction<Counter.Action>)
            case path(StackActionOf<Counter>)
        }
        var body: some ReducerOf<Self> {
            Scope(state: \.scoped, action: /Action.scoped) { Counter() }
            EmptyReducer()
                .ifLet(\.optional, action: /Action.optional) { Counter() }
                .forEach(\.rows, action: /Action.rows) { Row() }
                .forEach(\.pairs, action: /Action.pair(id:action:)) { Row() }
                .ifLet(\.$sheet, action: /Action.sheet) { Counter() }
                .forEach(\.path, action: /Action.path) { Counter() }
        }
    }

    enum Screen: Equatable {
        case counter(Int)
        case empty
    }

    struct ScreenFeature: Reducer {
        typealias State = Screen
        enum Action: Equatable { case counter(Counter.Action) }
        var body: some ReducerOf<Self> {
            EmptyReducer()
                .ifCaseLet(/Screen.counter, action: /Action.counter) { Counter() }
        }
    }

    struct ScopedScreen: Reducer {
        typealias State = Screen
        enum Action: Equatable { case counter(Counter.Action) }
        var body: some ReducerOf<Self> {
            Scope(state: /Screen.counter, action: /Action.counter) { Counter() }
        }
    }

    @Test func eachOperatorRunsItsChildOnItsState() async {
        var initial = Parent.State(optional: 10)
        initial.rows = [Row.State(id: 1)]
        initial.pairs = [Row.State(id: 2)]
        initial.sheet = 20
        initial.path.append(30)
        let store = TestStore(initialState: initial) { Parent() }

        await store.send(.scoped(.increment)) { $0.scoped = 1 }
        await store.send(.optional(.increment)) { $0.optional = 11 }
        await store.send(.rows(.element(id: 1, action: .increment))) { $0.rows[id: 1]?.count = 1 }
        await store.send(.pair(id: 2, action: .increment)) { $0.pairs[id: 2]?.count = 1 }
        await store.send(.sheet(.presented(.increment))) { $0.sheet = 21 }
        await store.send(.sheet(.dismiss)) { $0.sheet = nil }
        await store.send(.path(.element(id: 0, action: .increment))) { $0.path[id: 0] = 31 }
    }

    @Test func ifCaseLetRunsTheChildOnlyInItsCase() async {
        let store = TestStore(initialState: Screen.counter(1)) { ScreenFeature() }
        await store.send(.counter(.increment)) { $0 = .counter(2) }

        let empty = TestStore(initialState: Screen.empty) { ScreenFeature() }
        await withKnownIssue {
            await empty.send(.counter(.increment))
        }
    }

    @Test func scopeOverAnEnumCaseRunsTheChildInThatCase() async {
        let store = TestStore(initialState: Screen.counter(5)) { ScopedScreen() }
        await store.send(.counter(.increment)) { $0 = .counter(6) }
    }

    @Test func thePresentsSubscriptReadsAndWritesOneCase() {
        var sheet = Presents(wrappedValue: Screen?.some(.counter(1)))
        sheet[case: /Screen.counter]? += 1
        #expect(sheet.wrappedValue == .counter(2))
        sheet[case: /Screen.counter] = nil
        #expect(sheet.wrappedValue == nil)
    }
}
