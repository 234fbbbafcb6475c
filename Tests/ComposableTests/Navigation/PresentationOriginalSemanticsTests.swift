import Composable
import ComposableTesting
import Foundation
import Testing

/// When a presentation clears its state, as the original decides it: a dismissal or an alert's
/// answer clears it only if the parent did not present something new meanwhile, ephemeral state
/// without `@Presents` is cleared after its action, and a child removed by another reducer has
/// its effects cancelled.
@MainActor
struct PresentationOriginalSemanticsTests {
    struct Badge: Reducer {
        struct State: Equatable, Identifiable {
            var id: Int
        }

        enum Action {
            case listen
        }

        var body: some ReducerOf<Self> {
            Reduce { _, _ in
                .run { _ in try await Task.sleep(for: .seconds(3600)) }
            }
        }
    }

    /// On dismissal, brings back a badge the first time (with another id), then lets it go.
    struct Rehydrating: Reducer {
        struct State: Equatable {
            @Presents var badge: Badge.State?
        }

        enum Action {
            case badge(PresentationAction<Badge.Action>)
        }

        let sameIDAgain: Bool

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                if case .badge(.dismiss) = action, state.badge?.id == 1 {
                    state.badge = Badge.State(id: sameIDAgain ? 1 : 2)
                }
                return .none
            }
            .ifLet(\.$badge, action: \.badge) { Badge() }
        }
    }

    @Test func aDismissalKeepsAChildTheParentPresentedAnewWithAnotherID() async {
        let store = TestStore(initialState: Rehydrating.State(badge: Badge.State(id: 1))) {
            Rehydrating(sameIDAgain: false)
        }

        await store.send(.badge(.dismiss)) { $0.badge = Badge.State(id: 2) }
        await store.send(.badge(.dismiss)) { $0.badge = nil }
    }

    @Test func aDismissalClearsAChildTheParentPresentedAgainTheSame() async {
        let store = TestStore(initialState: Rehydrating.State(badge: Badge.State(id: 1))) {
            Rehydrating(sameIDAgain: true)
        }

        await store.send(.badge(.dismiss)) { $0.badge = nil }
    }

    struct Chooser: Reducer {
        struct State: Equatable {
            @Presents var destination: Destination.State?
        }

        enum Action {
            case destination(PresentationAction<Destination.Action>)
            case showAlert
        }

        enum Choice: Equatable {
            case showAlert
            case showDialog
        }

        struct Destination: Reducer {
            enum State: Equatable {
                case alert(AlertState<Choice>)
                case dialog(ConfirmationDialogState<Choice>)
            }

            enum Action {
                case alert(Choice)
                case dialog(Choice)
            }

            var body: some ReducerOf<Self> {
                EmptyReducer()
            }
        }

        static let alert = AlertState<Choice>(title: { TextState("Choose") }) {
            ButtonState(action: .showDialog) { TextState("Show dialog") }
        }
        static let dialog = ConfirmationDialogState<Choice>(title: { TextState("Hello!") })

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .destination(.presented(.alert(.showDialog))):
                    state.destination = .dialog(Self.dialog)
                case .showAlert:
                    state.destination = .alert(Self.alert)
                case .destination:
                    break
                }
                return .none
            }
            .ifLet(\.$destination, action: \.destination) { Destination() }
        }
    }

    @Test func anAlertButtonThatPresentsADialogLeavesTheDialogPresented() async {
        let store = TestStore(initialState: Chooser.State()) { Chooser() }

        await store.send(.showAlert) { $0.destination = .alert(Chooser.alert) }
        await store.send(.destination(.presented(.alert(.showDialog)))) {
            $0.destination = .dialog(Chooser.dialog)
        }
        await store.send(.destination(.dismiss)) { $0.destination = nil }
    }

    struct Confirming: Reducer {
        struct State: Equatable {
            var alert: AlertState<Answer>?
            var answers: [Answer] = []
        }

        enum Answer: Equatable {
            case yes
            case no
        }

        enum Action {
            case alert(Answer)
            case askTapped
        }

        static let question = AlertState<Answer>(title: { TextState("Sure?") }) {
            ButtonState(action: .yes) { TextState("Yes") }
            ButtonState(action: .no) { TextState("No") }
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case let .alert(answer):
                    state.answers.append(answer)
                case .askTapped:
                    state.alert = Self.question
                }
                return .none
            }
            .ifLet(\.alert, action: \.alert) { EmptyReducer() }
        }
    }

    @Test func anAlertWithoutPresentsIsClearedOnceItIsAnswered() async {
        let store = TestStore(initialState: Confirming.State()) { Confirming() }

        await store.send(.askTapped) { $0.alert = Confirming.question }
        await store.send(.alert(.yes)) {
            $0.alert = nil
            $0.answers = [.yes]
        }
    }

    /// One reducer removes the badge before the presentation reducer runs, another after it.
    struct OuterRemoval: Reducer {
        struct State: Equatable {
            @Presents var badge: Badge.State?
        }

        enum Action {
            case badge(PresentationAction<Badge.Action>)
            case present
            case removeBefore
            case removeAfter
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                if case .removeBefore = action { state.badge = nil }
                return .none
            }
            Reduce { state, action in
                if case .present = action { state.badge = Badge.State(id: 1) }
                return .none
            }
            .ifLet(\.$badge, action: \.badge) { Badge() }
            Reduce { state, action in
                if case .removeAfter = action { state.badge = nil }
                return .none
            }
        }
    }

    @Test func aChildRemovedByAnotherReducerBeforeThePresentationHasItsEffectsCancelled() async {
        let store = TestStore(initialState: OuterRemoval.State()) { OuterRemoval() }

        await store.send(.present) { $0.badge = Badge.State(id: 1) }
        await store.send(.badge(.presented(.listen)))
        await store.send(.removeBefore) { $0.badge = nil }
        // The test store's end-of-test check finds no effect left running.
    }

    @Test func aChildRemovedByAnotherReducerAfterThePresentationHasItsEffectsCancelledByTheNextAction() async {
        let store = TestStore(initialState: OuterRemoval.State()) { OuterRemoval() }

        await store.send(.present) { $0.badge = Badge.State(id: 1) }
        await store.send(.badge(.presented(.listen)))
        await store.send(.removeAfter) { $0.badge = nil }
        // As in the original, another action must come through the presentation to cancel.
        await store.send(.removeAfter)
    }
}
