import Composable

/// A screen that can be presented or pushed: it ticks on a clock while its timer runs, and
/// closes itself with `@Dependency(\.dismiss)`.
struct Screen: Reducer {
    struct State: Equatable, Identifiable {
        var id: Int
        var ticks = 0
        var wasPresented = false
    }

    enum Action: Equatable {
        case closeTapped
        case startTimer
        case tick
        case checkPresentation
        case presentationChecked(Bool)
    }

    @Dependency(\.dismiss) var dismiss
    @Dependency(\.isPresented) var isPresented
    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .closeTapped:
                return .run { _ in await dismiss() }
            case .startTimer:
                return .run { send in
                    for await _ in clock.timer(interval: .seconds(1)) {
                        await send(.tick)
                    }
                }
            case .tick:
                state.ticks += 1
                return .none
            case .checkPresentation:
                return .send(.presentationChecked(isPresented))
            case let .presentationChecked(value):
                state.wasPresented = value
                return .none
            }
        }
    }
}

/// Presents a screen in a sheet, an alert, and a stack of screens.
struct Navigator: Reducer {
    struct State: Equatable {
        @Presents var sheet: Screen.State?
        @Presents var alert: AlertState<Action.Alert>?
        var path = StackState<Screen.State>()
        var log: [String] = []
    }

    enum Action: Equatable {
        case sheet(PresentationAction<Screen.Action>)
        case alert(PresentationAction<Alert>)
        case path(StackActionOf<Screen>)
        case showSheet(id: Int)
        case pushScreen(id: Int)
        case deleteTapped

        enum Alert: Equatable {
            case confirmDeletion
        }
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .showSheet(id):
                state.sheet = Screen.State(id: id)
                return .none
            case let .pushScreen(id):
                state.path.append(Screen.State(id: id))
                return .none
            case .deleteTapped:
                state.alert = AlertState {
                    TextState("Delete everything?")
                } actions: {
                    ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
                    ButtonState(role: .cancel) { TextState("Cancel") }
                }
                return .none
            case .alert(.presented(.confirmDeletion)):
                state.log.append("deleted")
                return .none
            case .sheet(.dismiss):
                state.log.append("sheet dismissed")
                return .none
            case .sheet, .alert, .path:
                return .none
            }
        }
        .ifLet(\.$sheet, action: \.sheet) { Screen() }
        .ifLet(\.$alert, action: \.alert)
        .forEach(\.path, action: \.path) { Screen() }
    }
}
