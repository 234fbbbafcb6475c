import Composable

/// A screen of the navigation tests: it counts the ticks of a timer that runs while it is on
/// screen, and can close itself.
struct Page: Reducer {
    struct State: Equatable, Identifiable {
        var id: Int
        var title: String
        var ticks = 0
    }

    enum Action: Equatable {
        case onAppear
        case tick
        case closeTapped
    }

    @Dependency(\.dismiss) var dismiss
    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .onAppear:
                return .run { send in
                    for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
                }
            case .tick:
                state.ticks += 1
                return .none
            case .closeTapped:
                return .run { _ in await dismiss() }
            }
        }
    }
}

/// A library: a stack of pages pushed by links, a settings sheet, and an alert.
struct Library: Reducer {
    struct State: Equatable {
        var path = StackState<Page.State>()
        @Presents var settings: Page.State?
        @Presents var alert: AlertState<Action.Alert>?
        var log: [String] = []
    }

    enum Action: Equatable {
        case path(StackActionOf<Page>)
        case settings(PresentationAction<Page.Action>)
        case alert(PresentationAction<Alert>)
        case settingsTapped
        case resetTapped

        enum Alert: Equatable {
            case confirmReset
        }
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .settingsTapped:
                state.settings = Page.State(id: 99, title: "Settings")
                return .none
            case .resetTapped:
                state.alert = AlertState {
                    TextState("Reset the library?")
                } actions: {
                    ButtonState(role: .destructive, action: .confirmReset) { TextState("Reset") }
                    ButtonState(role: .cancel) { TextState("Cancel") }
                }
                return .none
            case .alert(.presented(.confirmReset)):
                state.log.append("reset")
                state.path.removeAll()
                return .none
            case .path, .settings, .alert:
                return .none
            }
        }
        .forEach(\.path, action: \.path) { Page() }
        .ifLet(\.$settings, action: \.settings) { Page() }
        .ifLet(\.$alert, action: \.alert)
    }
}
