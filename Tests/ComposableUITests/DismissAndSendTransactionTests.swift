import Composable
import ComposableUI
import Testing

/// `dismiss(animation:)`, `dismiss(transaction:)`, `send(_:transaction:)` from a view and
/// `store.send(_:transaction:)`: the change they make is made in the transaction, so the host
/// records it animated, as SwiftUI would animate it.
@MainActor
struct DismissAndSendTransactionTests {
    struct Sheet: Reducer {
        struct State: Equatable {}

        enum Action {
            case closeTapped
            case closeInTransactionTapped
        }

        @Dependency(\.dismiss) var dismiss

        var body: some ReducerOf<Self> {
            Reduce { _, action in
                switch action {
                case .closeTapped:
                    return .run { _ in await dismiss(animation: .easeOut) }
                case .closeInTransactionTapped:
                    return .run { _ in await dismiss(transaction: Transaction(animation: .bouncy)) }
                }
            }
        }
    }

    struct Parent: Reducer {
        struct State: Equatable {
            @Presents var sheet: Sheet.State?
            var count = 0
        }

        enum Action: ViewAction {
            case sheet(PresentationAction<Sheet.Action>)
            case view(View)

            enum View {
                case incrementTapped
            }
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .view(.incrementTapped):
                    state.count += 1
                    return .none
                case .sheet:
                    return .none
                }
            }
            .ifLet(\.$sheet, action: \.sheet) { Sheet() }
        }
    }

    struct ParentView: View, ViewActionSending {
        let store: StoreOf<Parent>

        var body: some View {
            VStack {
                Text(store.sheet == nil ? "No sheet" : "Sheet shown")
                Text("\(store.count)")
                Button("Increment") { send(.incrementTapped, transaction: Transaction(animation: .linear)) }
            }
        }
    }

    @Test func dismissingWithAnAnimationAnimatesTheDismissal() async {
        let store = Store(initialState: Parent.State(sheet: Sheet.State())) { Parent() }
        let host = ViewHost(ParentView(store: store))
        #expect(host.texts.first == "Sheet shown")

        await store.send(.sheet(.presented(.closeTapped))).finish()

        #expect(store.sheet == nil)
        #expect(host.texts.first == "No sheet")
        #expect(host.animatedChanges.map(\.animation) == [.easeOut])
    }

    @Test func dismissingInATransactionMakesTheDismissalInIt() async {
        let store = Store(initialState: Parent.State(sheet: Sheet.State())) { Parent() }
        let host = ViewHost(ParentView(store: store))

        await store.send(.sheet(.presented(.closeInTransactionTapped))).finish()

        #expect(host.texts.first == "No sheet")
        #expect(host.animatedChanges.map(\.animation) == [.bouncy])
    }

    @Test func aDismissEffectOfATestSeesTheTransaction() async {
        let seen = LockIsolated<[Animation?]>([])
        let dismiss = DismissEffect { seen.withValue { $0.append(Transaction.current.animation) } }

        await dismiss(animation: .spring)
        await dismiss(transaction: Transaction(animation: .easeIn))
        await dismiss(animation: nil)

        #expect(seen.value == [.spring, .easeIn, nil])
    }

    @Test func aViewActionSentInATransactionIsAnimated() throws {
        let store = Store(initialState: Parent.State()) { Parent() }
        let host = ViewHost(ParentView(store: store))

        try host.tap("Increment")

        #expect(store.count == 1)
        #expect(host.animatedChanges.map(\.animation) == [.linear])
    }

    @Test func aStoreSendInATransactionIsAnimated() {
        let store = Store(initialState: Parent.State()) { Parent() }
        let host = ViewHost(ParentView(store: store))

        store.send(.view(.incrementTapped), transaction: Transaction(animation: .easeInOut))
        store.send(.view(.incrementTapped), transaction: Transaction())

        #expect(host.texts.contains("2"))
        #expect(host.animatedChanges.map(\.animation) == [.easeInOut])
    }
}
