/// The actions of a navigation stack, as its parent sees them: an action of one screen, a
/// screen pushed, or screens popped.
///
/// ```swift
/// // snippet.hide
/// struct Detail: Reducer {
///     struct State: Equatable {
///         var item = ""
///     }
///
///     enum Action {
///         case delegate(Delegate)
///
///         enum Delegate {
///             case saved
///         }
///     }
///
///     var body: some ReducerOf<Self> {
///         EmptyReducer()
///     }
/// }
///
/// struct Path: Reducer {
///     enum State: Equatable {
///         case detail(Detail.State)
///     }
///
///     enum Action {
///         case detail(Detail.Action)
///     }
///
///     var body: some ReducerOf<Self> {
///         Scope(state: \.detail, action: \.detail) { Detail() }
///     }
/// }
/// // snippet.show
/// enum Action {
///     case path(StackActionOf<Path>)
/// }
/// // snippet.hide
/// struct Stack: Reducer {
///     struct State: Equatable {
///         var path = StackState<Path.State>()
///     }
///
///     var body: some Reducer<State, Action> {
///         Reduce { state, action in
///             switch action {
/// // snippet.show
/// case let .path(.element(id, .detail(.delegate(.saved)))): state.path.pop(from: id)
/// // snippet.hide
///                 return .none
///             default:
///                 return .none
///             }
///         }
///         .forEach(\.path, action: \.path) { Path() }
///     }
/// }
/// // snippet.hide
/// let store = Store(initialState: Stack.State(path: [.detail(Detail.State(item: "Milk"))])) { Stack() }
/// store.send(.path(.element(id: 0, action: .detail(.delegate(.saved)))))
/// precondition(store.path.ids.isEmpty)
/// ```
public enum StackAction<State, Action> {
    /// `action` is meant for the screen with `id`.
    case element(id: StackElementID, action: Action)
    /// Pops the screen with `id` and every screen above it: what the back button sends.
    case popFrom(id: StackElementID)
    /// Pushes a screen with `state` under `id`: what a link to a new screen sends.
    case push(id: StackElementID, state: State)
}

/// The ``StackAction`` of a stack whose screens the reducer `R` runs.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

extension StackAction: CasePathable {
    /// The case paths of ``StackAction``: `\.element`, `\.popFrom`, `\.push`, and `\.[id: 0]`
    /// for the actions of one screen.
    public struct AllCasePaths: Sendable {
        /// Any screen's action, with the screen's id.
        public var element: AnyCasePath<StackAction, (id: StackElementID, action: Action)> {
            AnyCasePath(
                caseName: "element",
                embed: { .element(id: $0.id, action: $0.action) },
                extract: { if case let .element(id, action) = $0 { return (id, action) } else { return nil } }
            )
        }

        /// A pop, with the id of the lowest screen popped.
        public var popFrom: AnyCasePath<StackAction, StackElementID> {
            AnyCasePath(
                caseName: "popFrom",
                embed: { .popFrom(id: $0) },
                extract: { if case let .popFrom(id) = $0 { return id } else { return nil } }
            )
        }

        /// A push, with the new screen's id and state.
        public var push: AnyCasePath<StackAction, (id: StackElementID, state: State)> {
            AnyCasePath(
                caseName: "push",
                embed: { .push(id: $0.id, state: $0.state) },
                extract: { if case let .push(id, state) = $0 { return (id, state) } else { return nil } }
            )
        }

        /// The actions of the screen with `id` alone.
        public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> {
            AnyCasePath(
                caseName: "[id: \(id)]",
                embed: { .element(id: id, action: $0) },
                extract: { if case let .element(elementID, action) = $0, elementID == id { return action } else { return nil } }
            )
        }
    }

    /// The case paths of ``StackAction``; see ``AllCasePaths``.
    public static var allCasePaths: AllCasePaths {
        AllCasePaths()
    }
}
