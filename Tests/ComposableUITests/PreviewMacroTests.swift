import Composable
import ComposableUI
import Testing

// Previews written as SwiftUI writes them: this file compiles only if `#Preview` expands, with
// and without a title, with a body that declares state first and one that builds a store.

private struct Badge: View {
    let count: Int

    var body: some View {
        Text("\(count) new")
    }
}

#Preview {
    Badge(count: 1)
}

#Preview("Three new") {
    let count = 3
    Badge(count: count)
}

#Preview("A store") {
    PreviewedCounterView(store: Store(initialState: PreviewedCounter.State()) { PreviewedCounter() })
}

@Reducer
private struct PreviewedCounter {
    @ObservableState
    struct State: Equatable {
        var count = 0
    }

    enum Action {
        case incrementTapped
    }

    var body: some ReducerOf<Self> {
        Reduce { state, _ in
            state.count += 1
            return .none
        }
    }
}

private struct PreviewedCounterView: View {
    let store: StoreOf<PreviewedCounter>

    var body: some View {
        Button("\(store.count)") { store.send(.incrementTapped) }
    }
}

@MainActor
struct PreviewMacroTests {
    @Test func theViewsAPreviewShowsStillMountAsAPreviewValue() {
        // The macro's previews have names only the compiler knows; the same body as a value
        // mounts and shows what the macro's would.
        let preview = Preview("Three new") {
            let count = 3
            Badge(count: count)
        }
        #expect(preview.host().texts == ["3 new"])
    }
}
