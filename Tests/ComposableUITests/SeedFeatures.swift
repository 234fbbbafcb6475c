import Composable

// The reducers behind the seeds' views, in this package's spelling (`struct X: Reducer`, plain
// `State`). The views themselves are in SeedViews.swift, written as the seeds write them.

struct Counter: Reducer {
    struct State: Equatable, Identifiable {
        var id = 0
        var count = 0
    }

    enum Action: Equatable {
        case decrementButtonTapped
        case incrementButtonTapped
    }

    var body: some ReducerOf<Self> {
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

struct BindingForm: Reducer {
    struct State: Equatable {
        var text = ""
        var toggleIsOn = false
        var stepCount = 10
        var sliderValue = 5.0
    }

    enum Action: BindableAction {
        case binding(BindingAction<State>)
    }

    var body: some ReducerOf<Self> {
        BindingReducer()
    }
}

struct Settings: Reducer {
    struct State: Equatable {
        var notificationsEnabled = false
        var count = 0
        var log: [String] = []
    }

    enum Action: BindableAction {
        case binding(BindingAction<State>)
        case toggleNotifications(Bool)
        case stepperChanged(Int)
    }

    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case let .toggleNotifications(isOn):
                state.notificationsEnabled = isOn
                state.log.append("notifications \(isOn ? "on" : "off")")
                return .none
            case let .stepperChanged(count):
                state.count = count
                state.log.append("count \(count)")
                return .none
            case .binding:
                return .none
            }
        }
    }
}

struct Todo: Reducer {
    struct State: Equatable, Identifiable {
        let id: Int
        var title: String
        var isComplete = false
    }

    enum Action: Equatable {
        case checkboxTapped
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .checkboxTapped:
                state.isComplete.toggle()
                return .none
            }
        }
    }
}

struct Todos: Reducer {
    enum Filter: Equatable {
        case all, active, completed
    }

    struct State: Equatable {
        var todos: IdentifiedArrayOf<Todo.State> = []
        var filter: Filter = .all

        var filteredTodos: IdentifiedArrayOf<Todo.State> {
            switch filter {
            case .all: return todos
            case .active: return todos.filter { !$0.isComplete }
            case .completed: return todos.filter { $0.isComplete }
            }
        }
    }

    enum Action {
        case todos(IdentifiedActionOf<Todo>)
        case filterChanged(Filter)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .filterChanged(filter):
                state.filter = filter
                return .none
            case .todos:
                return .none
            }
        }
        .forEach(\.todos, action: \.todos) {
            Todo()
        }
    }
}

struct TwoCounters: Reducer {
    struct State: Equatable {
        var counter1 = Counter.State()
        var counter2 = Counter.State()
    }

    enum Action {
        case counter1(Counter.Action)
        case counter2(Counter.Action)
    }

    var body: some ReducerOf<Self> {
        Scope(state: \.counter1, action: \.counter1) {
            Counter()
        }
        Scope(state: \.counter2, action: \.counter2) {
            Counter()
        }
    }
}

struct OptionalCounter: Reducer {
    struct State: Equatable {
        var counter: Counter.State?
    }

    enum Action {
        case counter(Counter.Action)
        case toggleCounterButtonTapped
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .toggleCounterButtonTapped:
                state.counter = state.counter == nil ? Counter.State() : nil
                return .none
            case .counter:
                return .none
            }
        }
        .ifLet(\.counter, action: \.counter) {
            Counter()
        }
    }
}

struct Feature: Reducer {
    struct State: Equatable {
        var appearances = 0
        var ticks = 0
    }

    enum Action {
        case view(View)
        case ticked

        enum View {
            case onAppear
            case runTasks
        }
    }

    /// What the long-living effect waits on between ticks; the test drives it.
    let ticks: AsyncStream<Void>

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .view(.onAppear):
                state.appearances += 1
                return .none
            case .view(.runTasks):
                return .run { [ticks] send in
                    for await _ in ticks {
                        await send(.ticked)
                    }
                }
            case .ticked:
                state.ticks += 1
                return .none
            }
        }
    }
}

struct FileListFeature: Reducer {
    struct State: Equatable {
        var files = ["Notes.txt", "Photo.png"]
    }

    enum Action {
        case deleteTapped(String)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .deleteTapped(name):
                state.files.removeAll { $0 == name }
                return .none
            }
        }
    }
}

struct DiagnosticFeature: Reducer {
    struct State: Equatable {
        var status = "All systems normal"
    }

    enum Action {
        case refreshTapped
    }

    var body: some ReducerOf<Self> {
        Reduce { state, _ in
            state.status = "Refreshed"
            return .none
        }
    }
}

struct MainFeature: Reducer {
    struct State: Equatable {
        enum Tab: Hashable {
            case files
            case account
        }

        var selectedTab: Tab = .files
        var fileList = FileListFeature.State()
        var diagnostic = DiagnosticFeature.State()
    }

    enum Action {
        case tabSelected(State.Tab)
        case fileList(FileListFeature.Action)
        case diagnostic(DiagnosticFeature.Action)
    }

    var body: some ReducerOf<Self> {
        Scope(state: \.fileList, action: \.fileList) {
            FileListFeature()
        }
        Scope(state: \.diagnostic, action: \.diagnostic) {
            DiagnosticFeature()
        }
        Reduce { state, action in
            switch action {
            case let .tabSelected(tab):
                state.selectedTab = tab
                return .none
            case .fileList, .diagnostic:
                return .none
            }
        }
    }
}
