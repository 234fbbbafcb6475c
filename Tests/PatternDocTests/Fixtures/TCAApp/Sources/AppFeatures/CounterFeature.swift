import Composable

/// A counter: the feature the articles of this catalog build on.
public struct CounterFeature: Reducer {
    /// The count.
    public struct State: Equatable {
        /// How many times the counter was incremented, less the decrements.
        public var count = 0

        /// A counter at `count`.
        public init(count: Int = 0) {
            self.count = count
        }
    }

    /// What the counter's buttons send.
    public enum Action: Equatable {
        case decrementButtonTapped
        case incrementButtonTapped
    }

    /// A counter.
    public init() {}

    /// Adds or takes one from the count.
    public var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .decrementButtonTapped:
                state.count -= 1
                return .none
            case .incrementButtonTapped:
                state.count += 1
                return .none
            }
        }
    }
}
