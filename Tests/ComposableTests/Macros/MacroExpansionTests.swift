import Composable
import ComposableTesting
import Testing

// Features spelled as code written for the original library spells them: the macros expand
// them in place, so they may be private, and the CasePathsPlugin applied to this target leaves
// them alone (a second conformance would not compile).

@Reducer
private struct Tally {
    struct State: Hashable {
        var count = 0
    }

    enum Action: Equatable {
        case incrementTapped
        case delegate(Delegate)

        @CasePathable
        enum Delegate: Equatable { case reachedTen }
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .incrementTapped:
                state.count += 1
                return state.count == 10 ? .send(.delegate(.reachedTen)) : .none
            case .delegate:
                return .none
            }
        }
    }
}

@Reducer
private struct Board {
    struct State: Equatable {
        var tally = Tally.State()
        @Presents var destination: Destination.State?
    }

    enum Action {
        case tally(Tally.Action)
        case destination(PresentationAction<Destination.Action>)
        case showNotesTapped
    }

    @Reducer(state: .equatable)
    enum Destination {
        case notes(Tally)
        case alert(AlertState<Never>)
        @ReducerCaseIgnored
        case archived(String)
    }

    var body: some ReducerOf<Self> {
        Scope(state: \.tally, action: \.tally) { Tally() }
        Reduce { state, action in
            if case .showNotesTapped = action {
                state.destination = .notes(Tally.State())
            }
            return .none
        }
        .ifLet(\.$destination, action: \.destination)
    }
}


// Without arguments, extensions in the file that declares the enum ask for the protocols, and
// Swift synthesizes them for the macro's `State` and `Action`.
@Reducer
private enum Sheet {
    case tally(Tally)
}

extension Sheet.State: Hashable {}
extension Sheet.Action: Equatable {}

// A struct that leaves out its State, Action and body is still a feature, and an enum reducer
// can hold it, in `#if` branches and with a default value.
@Reducer
private struct Placeholder {
    let context: String
}

@Reducer
private struct Labelled {
    let label: String
    struct State: Equatable {}
    enum Action { case tapped }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer(state: .equatable)
private enum Slot {
    case labelled(Labelled = Labelled(label: "default"))
}

@Reducer(state: .equatable)
private enum Slot2 {
    case tally(Tally)
    #if DEBUG
    case debug(Tally)
    #else
    case release(Tally)
    #endif
}

// An enum reducer with a body of its own, around the generated one's features.
@Reducer(state: .equatable)
private enum Flow {
    case tally(Tally)
    case done

    static var body: some ReducerOf<Self> {
        Reduce { state, action in
            if case .tally(.delegate(.reachedTen)) = action {
                state = .done
            }
            return .none
        }
        .ifCaseLet(\.tally, action: \.tally) { Tally() }
    }
}

@DependencyClient
private struct Weather {
    var forecast: @Sendable (_ city: String) async throws -> String
    var isRaining: @Sendable () -> Bool = { false }
    var lastUpdate: @Sendable () async -> Double?
}

@CasePathable
fileprivate enum Loading: Equatable {
    case idle
    case loaded(String, at: Int)
}

@MainActor
struct MacroExpansionTests {
    @Test func reducerMacroMakesAPrivateStructAReducerWithCasePathsForItsActions() async {
        let store = TestStore(initialState: Board.State()) { Board() }
        await store.send(\.tally.incrementTapped) { $0.tally.count = 1 }
        #expect(Board.Action.tally(.delegate(.reachedTen))[case: \.tally.delegate.reachedTen] != nil)
        #expect(Array(Tally.Action.allCasePaths).count == 2)
    }

    @Test func reducerMacroOnAnEnumWritesStateActionAndTheBodyThatRunsTheActiveFeature() async {
        let store = TestStore(initialState: Board.State()) { Board() }
        await store.send(.showNotesTapped) { $0.destination = .notes(Tally.State()) }
        await store.send(\.destination.presented.notes.incrementTapped) {
            $0.destination = .notes(Tally.State(count: 1))
        }
        // The generated State is Equatable as `state: .equatable` asks (or an extension does), and an
        // ignored case keeps its value.
        #expect(Board.Destination.State.archived("old") == .archived("old"))
        #expect(Board.Destination.State.alert(AlertState { TextState("Hi") }) != .archived("old"))
        #expect(Set([Sheet.State.tally(Tally.State()), .tally(Tally.State())]).count == 1)
        #expect(Sheet.Action.tally(.incrementTapped) == .tally(.incrementTapped))
    }

    @Test func casePathableMacroGivesAFileprivateEnumItsCasePathsAndTheirList() {
        let state = Loading.loaded("Hi", at: 3)
        #expect(state[case: \.loaded]?.0 == "Hi")
        #expect(state.is(\.idle) == false)
        #expect(Array(Loading.allCasePaths).count == 2)
        #expect(Loading.allCasePaths[state] == \Loading.Cases.loaded)
    }

    @Test func dependencyClientMacroWritesTheUnimplementedInitAndLabelledMethods() async throws {
        let live = Weather(forecast: { "Sunny in \($0)" }, lastUpdate: { nil })
        #expect(try await live.forecast(city: "Oslo") == "Sunny in Oslo")

        let warnings = RuntimeWarningRecorder()
        let unimplemented = Weather()
        await warnings.recordAwaiting {
            await #expect(throws: (any Error).self) { try await unimplemented.forecast(city: "Oslo") }
            #expect(unimplemented.isRaining() == false)
        }
        #expect(warnings.recorded.map(\.message).contains { $0.contains("Weather.forecast") })
        #expect(warnings.recorded.map(\.message).contains { $0.contains("Weather.isRaining") })
        // An endpoint whose result is optional is still an endpoint: unimplemented, it returns nil.
        #expect(await warnings.recordAwaiting { await unimplemented.lastUpdate() } == nil)
    }

    @Test func anEmptyFeatureIsAFeatureThatAnEnumReducerCanHoldInItsBranches() {
        let state = Slot.State.labelled(Labelled.State())
        #expect(state == .labelled(Labelled.State()))
        #expect(Slot2.State.debug(Tally.State()) == .debug(Tally.State()))
        let body: EmptyReducer<Placeholder.State, Placeholder.Action> = Placeholder(context: "x").body
        _ = body
        #expect(Placeholder.State() == Placeholder.State())
    }

    @Test func anEnumReducerKeepsTheBodyItWritesItself() async {
        let store = TestStore(initialState: Flow.State.tally(Tally.State(count: 9))) { Flow.body }
        await store.send(\.tally.incrementTapped) { $0 = .tally(Tally.State(count: 10)) }
        await store.receive(\.tally.delegate.reachedTen) { $0 = .done }
    }
}
