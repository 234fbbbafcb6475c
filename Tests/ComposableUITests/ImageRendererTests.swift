import Composable
import ComposableUI
import Testing

/// `ImageRenderer`: rendering a view once evaluates its body and runs its appear actions, as
/// SwiftUI's does, and the image holds the view's text.
@MainActor
struct ImageRendererTests {
    struct Counter: Reducer {
        struct State: Equatable {
            var count = 0
        }

        enum Action {
            case appeared
        }

        var body: some ReducerOf<Self> {
            Reduce { state, _ in
                state.count += 1
                return .none
            }
        }
    }

    struct CounterView: View {
        let store: StoreOf<Counter>

        var body: some View {
            Text("Count: \(store.count)")
                .onAppear { store.send(.appeared) }
        }
    }

    @Test func renderingSendsTheAppearActionAndDrawsTheState() {
        let store = Store(initialState: Counter.State()) { Counter() }
        let image = ImageRenderer(content: CounterView(store: store)).cgImage
        #expect(store.count == 1)
        #expect(image?.rendering.contains("Count:") == true)
    }

    @Test func eachReadRendersTheViewAgain() {
        let store = Store(initialState: Counter.State()) { Counter() }
        let renderer = ImageRenderer(content: CounterView(store: store))
        _ = renderer.cgImage
        _ = renderer.cgImage
        #expect(store.count == 2)
    }
}
