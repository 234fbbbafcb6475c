import Composable
import ComposableTesting
import Testing

/// An alert presented in a destination enum is cleared by an action of its buttons only, as in
/// the original: an action for another case of the destination, sent while the alert is up,
/// leaves the alert presented (and the destination's `Scope` reports the wrong case).
@MainActor
struct AlertStaysForOtherActionsTests {
    struct Child: Reducer {
        struct State: Equatable { var count = 0 }
        enum Action: Equatable { case decrementButtonTapped }
        var body: some ReducerOf<Self> {
            Reduce { state, _ in
                state.count -= 1
                return .none
            }
        }
    }

    struct Destination: Reducer {
        enum State: Equatable {
            case alert(AlertState<Action.Alert>)
            case child(Child.State)
        }
        enum Action: Equatable {
            case alert(Alert)
            case child(Child.Action)
            enum Alert: Equatable { case deleteButtonTapped }
        }
        var body: some ReducerOf<Self> {
            Scope(state: \.child, action: \.child) { Child() }
        }
    }

    struct Parent: Reducer {
        struct State: Equatable {
            @Presents var destination: Destination.State?
            var isDeleted = false
        }
        enum Action: Equatable {
            case destination(PresentationAction<Destination.Action>)
            case presentAlert
        }
        static let alert = AlertState<Destination.Action.Alert> {
            TextState("Uh oh!")
        } actions: {
            ButtonState(role: .destructive, action: .deleteButtonTapped) { TextState("Delete") }
        }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .destination(.presented(.alert(.deleteButtonTapped))):
                    state.isDeleted = true
                case .destination:
                    break
                case .presentAlert:
                    state.destination = .alert(Self.alert)
                }
                return .none
            }
            .ifLet(\.$destination, action: \.destination) { Destination() }
        }
    }

    @Test func anActionForAnotherCaseLeavesTheAlertPresented() async {
        let store = TestStore(initialState: Parent.State()) { Parent() }
        await store.send(.presentAlert) { $0.destination = .alert(Parent.alert) }

        await withKnownIssue {
            await store.send(.destination(.presented(.child(.decrementButtonTapped))))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("received a child action when child state was set to a different case") }
        }
    }

    @Test func anActionOfItsButtonsClearsTheAlert() async {
        let store = TestStore(initialState: Parent.State()) { Parent() }
        await store.send(.presentAlert) { $0.destination = .alert(Parent.alert) }
        await store.send(.destination(.presented(.alert(.deleteButtonTapped)))) {
            $0.destination = nil
            $0.isDeleted = true
        }
    }
}
