import Composable
import ComposableUI

/// The counter's screen: its count between two buttons.
public struct CounterView: View {
    let store: StoreOf<CounterFeature>

    /// A view of `store`.
    public init(store: StoreOf<CounterFeature>) {
        self.store = store
    }

    public var body: some View {
        HStack {
            Button("-") { store.send(.decrementButtonTapped) }
            Text("\(store.count)")
            Button("+") { store.send(.incrementButtonTapped) }
        }
    }
}
