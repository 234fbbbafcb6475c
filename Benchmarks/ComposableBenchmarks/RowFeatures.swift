import Composable

/// One row of the `forEach` benchmark.
struct Row: Reducer {
    struct State: Equatable, Identifiable {
        let id: Int
        var count = 0
    }
    enum Action { case increment }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.count += 1
        return .none
    }
}

/// A list of rows composed with `forEach`.
struct Rows: Reducer {
    struct State: Equatable {
        var rows: IdentifiedArrayOf<Row.State> = []
    }
    enum Action { case rows(IdentifiedActionOf<Row>) }

    var body: some ReducerOf<Self> {
        EmptyReducer()
            .forEach(\.rows, action: \.rows) { Row() }
    }

    /// A list of `count` rows with ids `0..<count`.
    static func state(rows count: Int) -> State {
        State(rows: IdentifiedArray(uniqueElements: (0..<count).map { Row.State(id: $0) }))
    }
}
