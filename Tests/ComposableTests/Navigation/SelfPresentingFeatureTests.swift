import Composable
import ComposableTesting
import Testing

/// A feature that presents another of itself: its action enum holds a
/// `PresentationAction` of itself, which compiles without `indirect` as in the original.
struct NestedDismissFeature: Reducer {
    struct State: Equatable {
        @Presents var child: NestedDismissFeature.State?
    }

    enum Action {
        case child(PresentationAction<NestedDismissFeature.Action>)
        case dismissButtonTapped
        case presentButtonTapped
    }

    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .child:
                return .none
            case .dismissButtonTapped:
                return .run { _ in await dismiss() }
            case .presentButtonTapped:
                state.child = State()
                return .none
            }
        }
        .ifLet(\.$child, action: \.child) {
            Self()
        }
    }
}

@MainActor
@Test func aFeaturePresentedTwoLevelsDeepDismissesItself() async {
    let store = TestStore(initialState: NestedDismissFeature.State()) { NestedDismissFeature() }

    await store.send(\.presentButtonTapped) {
        $0.child = NestedDismissFeature.State()
    }
    await store.send(\.child.presentButtonTapped) {
        $0.child?.child = NestedDismissFeature.State()
    }
    await store.send(\.child.child.dismissButtonTapped)
    await store.receive(\.child.child.dismiss) {
        $0.child?.child = nil
    }
}
