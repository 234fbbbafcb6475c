import Composable
import ComposableTesting
import Testing

/// An alert kept in a plain optional, shown with `ifLet(\.alert, action: \.alert)` as the
/// original's suite writes it.
struct PlainAlertFeature: Reducer {
    struct State: Equatable {
        var alert: AlertState<Action.Alert>?
        var log: [String] = []
    }

    enum Action: Equatable {
        case alert(Alert)
        case showTapped

        enum Alert: Equatable {
            case again
            case ok
        }
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .showTapped:
                state.alert = Self.alert("First")
                return .none
            case .alert(.again):
                state.alert = Self.alert("Second")
                return .none
            case .alert(.ok):
                state.log.append("ok")
                return .none
            }
        }
        .ifLet(\.alert, action: \.alert)
    }

    static func alert(_ title: String) -> AlertState<Action.Alert> {
        AlertState { TextState(title) } actions: {
            ButtonState(action: .ok) { TextState("OK") }
            ButtonState(action: .again) { TextState("Again") }
        }
    }
}

@MainActor
struct OptionalAlertTests {
    @Test func aButtonsActionTakesThePlainOptionalAlertAway() async {
        let store = Store(initialState: PlainAlertFeature.State()) { PlainAlertFeature() }
        store.send(.showTapped)
        #expect(store.state.alert != nil)
        store.send(.alert(.ok))
        #expect(store.state.alert == nil)
        #expect(store.state.log == ["ok"])
    }

    @Test func anAlertShownInAnswerToAButtonStays() async {
        let store = Store(initialState: PlainAlertFeature.State()) { PlainAlertFeature() }
        store.send(.showTapped)
        let first = store.state.alert
        store.send(.alert(.again))
        #expect(store.state.alert != nil)
        #expect(store.state.alert?.id != first?.id)
    }

    @Test func anAlertActionWithoutAnAlertIsReported() {
        let store = Store(initialState: PlainAlertFeature.State()) { PlainAlertFeature() }
        withKnownIssue {
            store.send(.alert(.ok))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("ifLet") }
        }
    }

    @Test func isDismissedSaysTheFeatureClosedItself() async {
        let store = TestStore(initialState: DeepLinkedStackTests.Child.State()) { DeepLinkedStackTests.Child() }
        #expect(!store.isDismissed)
        await store.send(.closeButtonTapped)
        #expect(store.isDismissed)
    }
}
