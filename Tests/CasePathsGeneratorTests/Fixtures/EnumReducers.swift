import Composable

// Enum reducers in the shapes the generator must handle; the generated code compiling is part
// of the test.

/// A feature whose destinations are nested in it, next to the reducers they name.
public struct Bookshop: Reducer {
    public struct Shelf: Reducer {
        public struct State: Equatable { public var books = 0 }
        public enum Action: Equatable { case addBook }
        public init() {}
        public var body: some ReducerOf<Self> {
            Reduce { state, _ in
                state.books += 1
                return .none
            }
        }
    }

    /// Public, with a feature nested in the parent, a dialog, an alert of `Never`, a case
    /// without a payload, and a case that exists in one build configuration only.
    public enum Destination: Reducer {
        case shelf(Shelf)
        case dialog(ConfirmationDialogState<Dialog>)
        case notice(AlertState<Never>)
        case loading
        #if DEBUG
        case debugShelf(Shelf)
        #endif

        public enum Dialog: Equatable { case sortTapped }
    }

    public struct State: Equatable {
        @Presents public var destination: Destination.State?
    }

    public enum Action {
        case destination(PresentationAction<Destination.Action>)
    }

    public var body: some ReducerOf<Self> {
        EmptyReducer()
            .ifLet(\.$destination, action: \.destination)
    }
}
extension Bookshop.Destination.State: Equatable {}

/// An enum reducer that declares its own `Action`, as the original allows.
enum Settings: CaseReducer {
    case shelf(Bookshop.Shelf)
    case alert(AlertState<Alert>)

    enum Alert: Equatable { case okTapped }

    enum Action {
        case shelf(Bookshop.Shelf.Action)
        case alert(Alert)
    }
}
