import Composable

/// The features the seed documents write, spelled as they spell them: `struct Feature: Reducer`
/// with a plain `State` where the seeds use the `@Reducer` and `@ObservableState` macros.
extension SeedSpellingTests {
    struct Counter: Reducer {
        struct State: Equatable {
            var count = 0
        }

        enum Action {
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

    struct TwoCounters: Reducer {
        struct State: Equatable {
            var counter1 = Counter.State()
            var counter2 = Counter.State()
        }

        enum Action {
            case counter1(Counter.Action)
            case counter2(Counter.Action)
        }

        var body: some Reducer<State, Action> {
            Scope(state: \.counter1, action: \.counter1) {
                Counter()
            }
            Scope(state: \.counter2, action: \.counter2) {
                Counter()
            }
        }
    }

    struct Todo: Reducer {
        struct State: Equatable, Identifiable {
            let id: Int
            var description = ""
            var isComplete = false
        }

        enum Action {
            case toggleCompleted
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .toggleCompleted:
                    state.isComplete.toggle()
                    return .none
                }
            }
        }
    }

    struct Todos: Reducer {
        enum Filter {
            case all
            case active
            case completed
        }

        struct State: Equatable {
            var todos: IdentifiedArrayOf<Todo.State> = []
            var filter: Filter = .all

            var filteredTodos: IdentifiedArrayOf<Todo.State> {
                switch filter {
                case .all:
                    return todos
                case .active:
                    return todos.filter { !$0.isComplete }
                case .completed:
                    return todos.filter { $0.isComplete }
                }
            }
        }

        enum Action {
            case todos(IdentifiedActionOf<Todo>)
        }

        var body: some Reducer<State, Action> {
            Reduce { state, action in
                return .none
            }
            .forEach(\.todos, action: \.todos) {
                Todo()
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

        var body: some Reducer<State, Action> {
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

    struct File: Equatable {
        let fileId: Int
        var name: String
    }

    struct FileCellFeature: Reducer {
        struct State: Equatable, Identifiable {
            var file: File
            var id: Int { file.fileId }
        }

        enum Action {
            case deleteButtonTapped
            case downloadFailedUnauthorized
            case delegate(Delegate)

            enum Delegate {
                case fileDeleted(File)
                case authenticationRequired
            }
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .deleteButtonTapped:
                    return .send(.delegate(.fileDeleted(state.file)))
                case .downloadFailedUnauthorized:
                    return .send(.delegate(.authenticationRequired))
                case .delegate:
                    return .none
                }
            }
        }
    }

    struct FileListFeature: Reducer {
        struct State: Equatable {
            var files: IdentifiedArrayOf<FileCellFeature.State> = []
        }

        enum Action {
            case files(IdentifiedActionOf<FileCellFeature>)
            case delegate(Delegate)

            enum Delegate {
                case authenticationRequired
            }
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case let .files(.element(id: _, action: .delegate(.fileDeleted(file)))):
                    state.files.remove(id: file.fileId)
                    return .none

                case .files(.element(id: _, action: .delegate(.authenticationRequired))):
                    return .send(.delegate(.authenticationRequired))

                case .files, .delegate:
                    return .none
                }
            }
            .forEach(\.files, action: \.files) {
                FileCellFeature()
            }
        }
    }

    struct MainFeature: Reducer {
        struct State: Equatable {
            var fileList = FileListFeature.State()
        }

        enum Action {
            case fileList(FileListFeature.Action)
            case delegate(Delegate)

            enum Delegate {
                case authenticationRequired
            }
        }

        var body: some ReducerOf<Self> {
            Scope(state: \.fileList, action: \.fileList) {
                FileListFeature()
            }

            Reduce { state, action in
                switch action {
                case .fileList(.delegate(.authenticationRequired)):
                    return .send(.delegate(.authenticationRequired))

                case .fileList, .delegate:
                    return .none
                }
            }
        }
    }

    /// Listens to `MainFeature`'s delegate, the way an app root would.
    struct AppFeature: Reducer {
        struct State: Equatable {
            var main = MainFeature.State()
            var isShowingLogin = false
        }

        enum Action {
            case main(MainFeature.Action)
        }

        var body: some ReducerOf<Self> {
            Scope(state: \.main, action: \.main) {
                MainFeature()
            }
            Reduce { state, action in
                switch action {
                case .main(.delegate(.authenticationRequired)):
                    state.isShowingLogin = true
                    return .none
                case .main:
                    return .none
                }
            }
        }
    }

    struct Child: Reducer {
        struct State: Equatable {
            var data: [String] = []
        }

        enum Action {
            case dataLoaded([String])
        }

        var body: some Reducer<State, Action> {
            Reduce { state, action in
                switch action {
                case let .dataLoaded(data):
                    state.data = data
                    return .none
                }
            }
        }
    }

    struct Feature: Reducer {
        enum State: Equatable {
            case unloaded
            case loading
            case loaded(Child.State)
        }

        enum Action {
            case child(Child.Action)
            case load
            case loadFinished
        }

        var body: some Reducer<State, Action> {
            Scope(state: \.loaded, action: \.child) {
                Child()
            }
            Reduce { state, action in
                switch action {
                case .child:
                    return .none
                case .load:
                    state = .loading
                    return .run { send in
                        await send(.loadFinished)
                    }
                case .loadFinished:
                    state = .loaded(Child.State())
                    return .none
                }
            }
        }
    }

    struct ChildFeature: Reducer {
        struct State: Equatable {
            var isOn = false
        }

        enum Action {
            case toggled
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .toggled:
                    state.isOn.toggle()
                    return .none
                }
            }
        }
    }

    struct ParentFeature: Reducer {
        struct State: Equatable {
            var child: ChildFeature.State = ChildFeature.State()
            var childToggles = 0
        }

        enum Action {
            case child(ChildFeature.Action)
        }

        var body: some ReducerOf<Self> {
            Scope(state: \.child, action: \.child) {
                ChildFeature()
            }

            Reduce { state, action in
                switch action {
                case .child(.toggled):
                    state.childToggles += 1
                    return .none
                }
            }
        }
    }
}
