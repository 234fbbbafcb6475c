import Composable
import ComposableUI
import Testing

/// `store.send(_:transaction:)` and a view action's `send(_:transaction:)`, as the original's
/// MacroTests spell them: the changes are made in the transaction, animated with its animation.
@MainActor
struct SendWithTransactionTests {
    @Test func sendingInATransactionAnimatesWithItsAnimation() {
        let store = Store(initialState: Pair.State()) { Pair() }
        let host = ViewHost(ViewHostTests.ScopedParent(store: store))

        store.send(.left(.incrementButtonTapped), transaction: Transaction(animation: .bouncy))
        store.send(.right(.incrementButtonTapped), transaction: Transaction())

        #expect(host.texts == ["1", "1"])
        #expect(host.animatedChanges.map(\.description) == ["bouncy: withAnimation re-evaluated Child"])
    }

    struct Feature: Reducer {
        struct State: Equatable { var taps = 0 }
        enum Action: ViewAction {
            case view(View)
            enum View { case tap }
        }
        var body: some ReducerOf<Self> {
            Reduce { state, _ in
                state.taps += 1
                return .none
            }
        }
    }

    struct FeatureView: View, ViewActionSending {
        let store: StoreOf<Feature>
        var body: some View {
            Button("Tap") { send(.tap, transaction: Transaction(animation: .default)) }
        }
    }

    @Test func aViewActionSentInATransactionReachesTheStore() throws {
        let store = Store(initialState: Feature.State()) { Feature() }
        let host = ViewHost(FeatureView(store: store))
        try host.tap("Tap")
        #expect(store.taps == 1)
    }
}
