import Composable
import Testing

@MainActor
struct StoreBindingWriteTests {
    struct Settings: Reducer {
        struct State: Equatable {
            var volume = 0
            var name = ""
            var log: [String] = []
        }

        enum Action: BindableAction {
            case binding(BindingAction<State>)
        }

        var body: some ReducerOf<Self> {
            BindingReducer()
            Reduce { state, action in
                if case let .binding(binding) = action {
                    state.log.append("\(binding)")
                }
                return .none
            }
        }
    }

    @Test func writingAStorePropertySendsABindingAction() {
        let store = Store(initialState: Settings.State()) { Settings() }

        store.volume = 42
        store.name = "Ada"

        #expect(store.volume == 42)
        #expect(store.name == "Ada")
        #expect(store.log.count == 2)
        #expect(store.log.first?.hasSuffix(", 42)") == true)
    }

    struct Unhandled: Reducer {
        struct State: Equatable {
            var count = 0
        }

        enum Action: BindableAction {
            case binding(BindingAction<State>)
        }

        var body: some ReducerOf<Self> {
            EmptyReducer()
        }
    }

    @Test func aBindingWriteNoBindingReducerAppliesIsReported() {
        let store = Store(initialState: Unhandled.State()) { Unhandled() }
        let warnings = RuntimeWarningRecorder()

        warnings.record { store.count = 42 }

        #expect(store.count == 0)
        #expect(warnings.messages == [
            """
            A binding action sent from a store was not handled.

              Action:
                StoreBindingWriteTests.Unhandled.Action.binding(.set(_, 42))

            To fix this, invoke "BindingReducer()" from your feature reducer's "body".
            """,
        ])
    }

    @Test func anUnhandledBindingWriteFailsTheTestItHappensIn() {
        let store = Store(initialState: Unhandled.State()) { Unhandled() }
        withKnownIssue {
            store.count = 42
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("A binding action sent from a store was not handled.") }
        }
    }

    struct Parent: Reducer {
        struct State: Equatable {
            var settings = Settings.State()
        }

        enum Action {
            case settings(Settings.Action)
        }

        var body: some ReducerOf<Self> {
            Scope(state: \.settings, action: \.settings) { Settings() }
        }
    }

    @Test func aScopedStoreOfABindableChildWritesThroughToTheParent() {
        let store = Store(initialState: Parent.State()) { Parent() }
        let settings = store.scope(state: \.settings, action: \.settings)
        let warnings = RuntimeWarningRecorder()

        warnings.record { settings.volume = 7 }

        #expect(store.settings.volume == 7)
        #expect(warnings.messages.isEmpty)
    }
}
