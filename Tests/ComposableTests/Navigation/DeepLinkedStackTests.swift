import Composable
import ComposableTesting
import Testing

/// A stack built before its store exists, by appending (a deep link), behaves as one pushed
/// through the store: its elements are numbered from 0 and can dismiss themselves.
@MainActor
struct DeepLinkedStackTests {
    struct Child: Reducer {
        struct State: Equatable {}

        enum Action: Equatable {
            case closeButtonTapped
            case waitForever
        }

        @Dependency(\.dismiss) var dismiss

        var body: some ReducerOf<Self> {
            Reduce { _, action in
                switch action {
                case .closeButtonTapped:
                    return .run { _ in await dismiss() }
                case .waitForever:
                    return .run { _ in try await Task.never() }
                }
            }
        }
    }

    struct Parent: Reducer {
        struct State: Equatable {
            var children = StackState<Child.State>()
        }

        enum Action: Equatable {
            case children(StackActionOf<Child>)
        }

        var body: some ReducerOf<Self> {
            EmptyReducer()
                .forEach(\.children, action: \.children) { Child() }
        }
    }

    @Test func aDeepLinkedChildDismissesItself() async {
        var children = StackState<Child.State>()
        children.append(Child.State())
        let store = TestStore(initialState: Parent.State(children: children)) { Parent() }

        await store.send(.children(.element(id: 0, action: .closeButtonTapped)))
        await store.receive(.children(.popFrom(id: 0))) {
            $0.children.removeAll()
        }
    }

    @Test func deepLinkedChildrenAreNumberedInOrderFromZero() async {
        var children = StackState<Child.State>()
        children.append(Child.State())
        children.append(Child.State())
        #expect(children.ids.count == 2)
        let store = TestStore(initialState: Parent.State(children: children)) { Parent() }

        await store.send(.children(.element(id: 1, action: .closeButtonTapped)))
        await store.receive(.children(.popFrom(id: 1))) {
            $0.children.removeLast()
        }
        await store.send(.children(.element(id: 0, action: .closeButtonTapped)))
        await store.receive(.children(.popFrom(id: 0))) {
            $0.children.removeAll()
        }
    }

    @Test func aDeepLinkedChildsEffectStillRunningAtTheEndFailsTheTest() async {
        var children = StackState<Child.State>()
        children.append(Child.State())
        await withKnownIssue {
            let store = TestStore(initialState: Parent.State(children: children)) { Parent() }
            await store.send(.children(.element(id: 0, action: .waitForever)))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("An effect returned for this action is still running") }
        }
    }
}
