import Composable

/// A view that builds its content from a ``ViewStore`` of a store, and is built again when the
/// view state changes: the original's older way for a view to observe a store, kept so that
/// code written against it compiles and runs (with a deprecation warning, as in the original).
///
/// Use the store itself instead: a view's body that reads `store.count` is built again when
/// `count` changes.
///
/// ```swift
/// struct Counter: Reducer {
///     struct State: Equatable {
///         var count = 0
///     }
///
///     enum Action {
///         case incrementTapped
///     }
///
///     var body: some ReducerOf<Self> {
///         Reduce { state, _ in
///             state.count += 1
///             return .none
///         }
///     }
/// }
///
/// struct CounterView: View {
///     let store: StoreOf<Counter>
///
///     var body: some View {
///         // was: WithViewStore(store, observe: { $0 }) { viewStore in ... }
///         Button("\(store.count)") { store.send(.incrementTapped) }
///     }
/// }
/// ```
@available(*, deprecated, message: "Read state from the store in the view's body: 'store.count'.")
public struct WithViewStore<ViewState, ViewAction, Content: View>: View {
    let viewStore: ViewStore<ViewState, ViewAction>
    let content: (ViewStore<ViewState, ViewAction>) -> Content

    /// Shows what `content` builds from a view store of `store`'s state as `toViewState`
    /// derives it, sending view actions that `fromViewAction` turns into the store's actions;
    /// built again when the view state changes by `isDuplicate`.
    public init<State, Action>(
        _ store: Store<State, Action>,
        observe toViewState: @escaping (_ state: State) -> ViewState,
        send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
        removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool,
        @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
    ) {
        viewStore = ViewStore(store, observe: toViewState, send: fromViewAction, removeDuplicates: isDuplicate)
        self.content = content
    }

    /// Shows what `content` builds from a view store of `store`'s state as `toViewState`
    /// derives it; built again when the view state changes by `isDuplicate`.
    public init<State>(
        _ store: Store<State, ViewAction>,
        observe toViewState: @escaping (_ state: State) -> ViewState,
        removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool,
        @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
    ) {
        self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: isDuplicate, content: content)
    }

    /// The content, built from the view store (reading its state is what is observed).
    public var body: Content {
        content(viewStore)
    }
}

@available(*, deprecated)
extension WithViewStore where ViewState: Equatable {
    /// Shows what `content` builds from a view store of `store`'s state as `toViewState`
    /// derives it; built again when the view state changes.
    public init<State>(
        _ store: Store<State, ViewAction>,
        observe toViewState: @escaping (_ state: State) -> ViewState,
        @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
    ) {
        self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: { $0 == $1 }, content: content)
    }

    /// Shows what `content` builds from a view store of `store`'s state as `toViewState`
    /// derives it, sending view actions that `fromViewAction` turns into the store's actions.
    public init<State, Action>(
        _ store: Store<State, Action>,
        observe toViewState: @escaping (_ state: State) -> ViewState,
        send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
        @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
    ) {
        self.init(store, observe: toViewState, send: fromViewAction, removeDuplicates: { $0 == $1 }, content: content)
    }

    /// Shows what `content` builds from a view store whose view state is made from a
    /// ``BindingViewStore``: `ViewState(name: $0.$name)`.
    @_disfavoredOverload
    public init<State>(
        _ store: Store<State, ViewAction>,
        observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
        @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
    ) where ViewAction: BindableAction, ViewAction.State == State {
        viewStore = ViewStore(store, observe: toViewState)
        self.content = content
    }
}
