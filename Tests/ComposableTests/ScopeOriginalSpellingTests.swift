import Composable
import ComposableTesting
import Testing

/// The original suite's spellings of `Scope`: unlabeled over a struct child and an enum child,
/// and labeled over an enum case with an empty child body.
struct ScopeSpellingFeature: Reducer {
    struct State: Equatable {
        var child1 = ScopeSpellingCounter.State()
        var child2 = ScopeSpellingChoice.State.count(0)
    }

    enum Action: Equatable {
        case child1(ScopeSpellingCounter.Action)
        case child2(ScopeSpellingChoice.Action)
    }

    var body: some ReducerOf<Self> {
        Scope(\.child1, action: \.child1) {
            ScopeSpellingCounter()
        }
        Scope(\.child2, action: \.child2) {
            ScopeSpellingChoice()
        }
    }
}

struct ScopeSpellingCounter: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case incrementButtonTapped }
    var body: some Reducer<State, Action> {
        Reduce { state, _ in
            state.count += 1
            return .none
        }
    }
}

struct ScopeSpellingChoice: Reducer {
    enum State: Equatable {
        case count(Int)
        case name(String)
    }

    enum Action: Equatable {
        case count(Int)
        case name(String)
    }

    var body: some ReducerOf<Self> {
        EmptyReducer()
            .ifCaseLet(\.count, action: \.count) {
                Reduce { state, action in
                    state = action
                    return .none
                }
            }
    }
}

@MainActor
struct ScopeOriginalSpellingTests {
    @Test func unlabeledScopesRunAStructChildAndAnEnumChild() async {
        let store = TestStore(initialState: ScopeSpellingFeature.State()) { ScopeSpellingFeature() }
        await store.send(.child1(.incrementButtonTapped)) { $0.child1.count = 1 }
        await store.send(.child2(.count(3))) { $0.child2 = .count(3) }
    }

    @Test func aScopeWithAnEmptyBodyOnAnotherCaseIsReported() async {
        let store = TestStoreOf<ScopeSpellingChoice>(initialState: ScopeSpellingChoice.State.count(0)) {
            Scope(state: \.name, action: \.name) {}
        }
        await withKnownIssue {
            await store.send(.name("Blob"))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("received a child action when child state was set to a different case") }
        }
    }
}
