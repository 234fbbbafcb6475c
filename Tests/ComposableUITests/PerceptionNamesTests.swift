import Composable
import ComposableUI
import Observation
import Testing

/// The original's Perception names, for views written for older Apple platforms:
/// `WithPerceptionTracking`, `@Perception.Bindable` and `@Perceptible`.
@MainActor
@Suite struct PerceptionNamesTests {
    @Reducer
    struct Toggler {
        @ObservableState
        struct State: Equatable { var isOn = false }
        enum Action { case toggled }
        var body: some ReducerOf<Self> {
            Reduce { state, _ in
                state.isOn.toggle()
                return .none
            }
        }
    }

    struct TogglerView: View {
        @Perception.Bindable var store: StoreOf<Toggler>

        var body: some View {
            WithPerceptionTracking {
                Text(store.isOn ? "on" : "off")
                Button("Toggle") { store.send(.toggled) }
            }
        }
    }

    @Perceptible
    final class CounterModel {
        var count = 0
    }

    @Test func aTrackedViewShowsItsContentAndFollowsTheStore() throws {
        let store = Store(initialState: Toggler.State()) { Toggler() }
        let host = ViewHost(TogglerView(store: store))
        #expect(host.texts == ["off", "Toggle"])
        try host.tap("Toggle")
        #expect(host.texts == ["on", "Toggle"])
        #expect(store.isOn)
    }

    @Test func aPerceptibleModelIsObserved() {
        let model = CounterModel()
        let changed = LockIsolated(false)
        withObservationTracking {
            _ = model.count
        } onChange: {
            changed.setValue(true)
        }
        model.count += 1
        #expect(changed.value)
        #expect(model.count == 1)
    }
}
