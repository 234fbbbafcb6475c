import Composable
import ComposableTesting
import Testing

/// Smaller names the original keeps: `SendOf`, `.dependency(value)` for a dependency that is
/// its own key, and `path[id:case:]` with `/Screen.case`.
@MainActor
struct OlderSpellingsTests {
    struct Greeting: TestDependencyKey, Sendable {
        var text: String
        static let testValue = Greeting(text: "Hello")
    }

    struct Greeter: Reducer {
        struct State: Equatable { var greeting = "" }
        enum Action: Equatable { case greet, greeted(String) }
        @Dependency(Greeting.self) var greeting
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .greet:
                    return .run { [greeting] send in await Self.deliver(greeting.text, send) }
                case let .greeted(text):
                    state.greeting = text
                    return .none
                }
            }
        }

        static func deliver(_ text: String, _ send: SendOf<Greeter>) async {
            await send(.greeted(text))
        }
    }

    @Test func aDependencyThatIsItsOwnKeyIsPlacedByValue() async {
        let store = TestStore(initialState: Greeter.State()) {
            Greeter().dependency(Greeting(text: "Bonjour"))
        }
        await store.send(.greet)
        await store.receive(.greeted("Bonjour")) { $0.greeting = "Bonjour" }
    }

    enum Screen: Equatable {
        case count(Int)
        case text(String)
    }

    @Test func aStackScreenIsChangedThroughItsCaseConstructor() {
        var path = StackState<Screen>([.count(1)])
        path[id: 0, case: /Screen.count]? += 1
        #expect(path[id: 0] == .count(2))
        path[id: 0, case: /Screen.count] = nil
        #expect(path.isEmpty)
    }

    @Test func writingAnotherCaseOfAStackScreenIsReported() {
        var path = StackState<Screen>([.count(1)])
        withKnownIssue {
            path[id: 0, case: /Screen.text] = nil
        }
        #expect(path[id: 0] == .count(1))
    }
}
