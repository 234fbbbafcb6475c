import Composable

/// The innermost feature of the three-level benchmark: it counts.
struct Leaf: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action { case increment }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.count += 1
        return .none
    }
}

/// Second level: embeds `Leaf` with `Scope`.
struct Middle: Reducer {
    struct State: Equatable { var leaf = Leaf.State() }
    enum Action { case leaf(Leaf.Action) }

    var body: some ReducerOf<Self> {
        Scope(state: \.leaf, action: \.leaf) { Leaf() }
    }
}

/// First level: embeds `Middle` with `Scope`.
struct Top: Reducer {
    struct State: Equatable { var middle = Middle.State() }
    enum Action { case middle(Middle.Action) }

    var body: some ReducerOf<Self> {
        Scope(state: \.middle, action: \.middle) { Middle() }
    }
}

/// The root: embeds `Top`, so an increment travels through three `Scope`s.
struct ThreeLevels: Reducer {
    struct State: Equatable { var top = Top.State() }
    enum Action { case top(Top.Action) }

    var body: some ReducerOf<Self> {
        Scope(state: \.top, action: \.top) { Top() }
    }
}

/// The same mutation written by hand as one `switch`: what the composition is measured against.
struct HandWrittenThreeLevels: Reducer {
    func reduce(into state: inout ThreeLevels.State, action: ThreeLevels.Action) -> Effect<ThreeLevels.Action> {
        switch action {
        case .top(.middle(.leaf(.increment))):
            state.top.middle.leaf.count += 1
            return .none
        }
    }
}
