import Composable

// Features written as the original library's case studies write them, with `@Reducer enum`
// spelled `enum ...: Reducer`: CasePathsPlugin generates each enum reducer's State, Action,
// body and CaseScope.

/// A counter that can also be presented and dismiss itself.
struct TallyCounter: Reducer {
    struct State: Equatable {
        var count = 0
    }

    enum Action: Equatable {
        case incrementTapped
        case doneTapped
    }

    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .incrementTapped:
                state.count += 1
                return .none
            case .doneTapped:
                return .run { _ in await dismiss() }
            }
        }
    }
}

/// Drives a drill-down, a sheet and an alert from one enum of destinations.
struct Destinations: Reducer {
    enum Destination: Reducer {
        case drillDown(TallyCounter)
        case sheet(TallyCounter)
        case alert(AlertState<Alert>)

        enum Alert: Equatable {
            case resetTapped
        }
    }

    struct State: Equatable {
        @Presents var destination: Destination.State?
        var resets = 0
    }

    enum Action {
        case destination(PresentationAction<Destination.Action>)
        case showDrillDown
        case showSheet
        case showAlert
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .showDrillDown:
                state.destination = .drillDown(TallyCounter.State())
                return .none
            case .showSheet:
                state.destination = .sheet(TallyCounter.State())
                return .none
            case .showAlert:
                state.destination = .alert(AlertState { TextState("Reset?") } actions: {
                    ButtonState(action: .resetTapped) { TextState("Reset") }
                })
                return .none
            case .destination(.presented(.alert(.resetTapped))):
                state.resets += 1
                return .none
            case .destination:
                return .none
            }
        }
        .ifLet(\.$destination, action: \.destination)
    }
}
extension Destinations.Destination.State: Equatable {}

/// A screen of a stack that counts.
struct CountingScreen: Reducer {
    struct State: Hashable {
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

/// A screen of a stack that asks its parent to push more screens.
struct LinkScreen: Reducer {
    struct State: Hashable {}

    enum Action {
        case countingTapped
    }

    var body: some ReducerOf<Self> {
        EmptyReducer()
    }
}

/// A navigation stack whose screens are an enum reducer.
struct StackDemo: Reducer {
    enum Path: Reducer {
        case counting(CountingScreen)
        case links(LinkScreen)
    }

    struct State: Equatable {
        var path = StackState<Path.State>()
    }

    enum Action {
        case path(StackActionOf<Path>)
        case goToLinks
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .goToLinks:
                state.path.append(.links(LinkScreen.State()))
                return .none
            case .path(.element(id: _, action: .links(.countingTapped))):
                state.path.append(.counting(CountingScreen.State()))
                return .none
            case .path:
                return .none
            }
        }
        .forEach(\.path, action: \.path)
    }
}
extension StackDemo.Path.State: Hashable {}
