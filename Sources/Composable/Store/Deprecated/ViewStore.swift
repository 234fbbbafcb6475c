import Observation

/// A view's window onto a store, holding only the part of the state the view shows: the
/// original's older way for a view to read state and send actions, kept so that code written
/// against it compiles and runs (with a deprecation warning, as in the original).
///
/// Use the store itself instead: a view reads `store.count` and calls `store.send(...)`, and
/// it is updated when what it read changes, with no `observe` closure to keep in step.
///
/// ```swift
/// struct Counter: Reducer {
///     struct State: Equatable {
///         var count = 0
///         var isLoading = false
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
/// @MainActor func tap() {
///     let store = Store(initialState: Counter.State()) { Counter() }
///     store.send(.incrementTapped)  // was: viewStore.send(.incrementTapped)
///     precondition(store.count == 1)  // was: viewStore.count, from ViewStore(store, observe: { $0 })
/// }
/// ```
///
/// Where code still uses it, `ViewStore(store, observe: { ViewState($0) })` reads the view
/// state through `toViewState` each time it is asked for, `viewStore.count` reads a property of
/// it, and `viewStore.send(.incrementTapped)` sends to the store. An observer of the view store
/// (a `WithViewStore`, or `observe { }`) is told of a change only when the view state changes
/// (by `==`, or by the `removeDuplicates` function given), as the original's view store only
/// publishes distinct view states. With `ComposableUI`, `viewStore.binding(get:send:)` and
/// `viewStore.$name` make bindings.
@available(*, deprecated, message: "Read state from the store and send actions to it directly ('store.count', 'store.send(.tapped)').")
@MainActor
@dynamicMemberLookup
public final class ViewStore<ViewState, ViewAction> {
    private let readState: @MainActor (_ key: AnyHashable) -> ViewState
    private let sendAction: @MainActor (ViewAction) -> StoreTask
    private let storeTypeName: String
    private let isDuplicate: (ViewState, ViewState) -> Bool
    /// The distinct view states, for `viewStore.publisher` (in ComposableCombine).
    package private(set) lazy var stateRelay = StateRelay(
        read: { [weak self] in self.map { $0.readState(ObjectIdentifier($0)) } },
        isDuplicate: isDuplicate
    )
    /// The view state ``state`` shows while the subscribers of `objectWillChange` (in
    /// ComposableCombine) hear of a change: the one from before it, as in the original, whose
    /// view store tells of a change before it makes it.
    package var stateBeforeChange: ViewState?

    /// A view store of `store`'s state as `toViewState` derives it, sending view actions that
    /// `fromViewAction` turns into the store's actions; `isDuplicate` says which view states
    /// are the same, so that observers are not told of them.
    public init<State, Action>(
        _ store: Store<State, Action>,
        observe toViewState: @escaping (_ state: State) -> ViewState,
        send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
        removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
    ) {
        readState = { key in
            let viewState = store.withState(toViewState)
            store.track(key, value: viewState, read: toViewState, isDuplicate: isDuplicate)
            return viewState
        }
        sendAction = { store.send(fromViewAction($0)) }
        self.isDuplicate = isDuplicate
        storeTypeName = store.storeTypeName
        Logger.shared.log("View\(storeTypeName).init")
    }

    /// A view store of `store`'s state as `toViewState` derives it; `isDuplicate` says which
    /// view states are the same.
    public convenience init<State>(
        _ store: Store<State, ViewAction>,
        observe toViewState: @escaping (_ state: State) -> ViewState,
        removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
    ) {
        self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: isDuplicate)
    }

    isolated deinit {
        Logger.shared.log("View\(storeTypeName).deinit")
    }

    /// The view state now.
    public var state: ViewState {
        stateBeforeChange ?? readState(ObjectIdentifier(self))
    }

    /// A property of the view state: `viewStore.count`.
    public subscript<Value>(dynamicMember keyPath: KeyPath<ViewState, Value>) -> Value {
        state[keyPath: keyPath]
    }

    /// Sends a view action to the store.
    ///
    /// - Returns: The task of the effects the action started.
    @discardableResult
    public func send(_ action: ViewAction) -> StoreTask {
        sendAction(action)
    }

    /// Sends a view action, then waits while `predicate` holds for the view state (for
    /// example while a refresh is in flight); cancelling the wait cancels the action's effects.
    public func send(_ action: ViewAction, while predicate: @escaping (_ state: ViewState) -> Bool) async {
        let task = send(action)
        await withTaskCancellationHandler {
            await yield(while: predicate)
        } onCancel: {
            task.cancel()
        }
    }

    /// Waits while `predicate` holds for the view state, or until the task is cancelled.
    public func yield(while predicate: @escaping (_ state: ViewState) -> Bool) async {
        while !Task.isCancelled, predicate(state) {
            let resumed = LockIsolated<CheckedContinuation<Void, Never>?>(nil)
            await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    resumed.setValue(continuation)
                    withObservationTracking {
                        _ = self.state
                    } onChange: {
                        resumed.withValue { $0?.resume(); $0 = nil }
                    }
                    if Task.isCancelled {
                        resumed.withValue { $0?.resume(); $0 = nil }
                    }
                }
            } onCancel: {
                resumed.withValue { $0?.resume(); $0 = nil }
            }
        }
    }

    /// Sends the binding action that writes the ``BindingState`` property at `keyPath`,
    /// reporting it if no `BindingReducer` applies it: what `viewStore.$name` does when set.
    package func sendBindingStateWrite<Value: Equatable & Sendable>(
        _ keyPath: WritableKeyPath<ViewState, BindingState<Value>>,
        _ value: Value
    ) where ViewAction: BindableAction, ViewAction.State == ViewState {
        let probe = UnhandledBindingProbe(
            actionType: ViewAction.self,
            valueDescription: String(reflecting: value),
            bindingStateDeclaration: state[keyPath: keyPath].declaration
        )
        send(.binding(.bindingStateWrite(keyPath, value, probe: probe)))
    }
}

@available(*, deprecated)
extension ViewStore where ViewState: Equatable {
    /// A view store of `store`'s state as `toViewState` derives it; observers are told of a
    /// change when the view state changes.
    public convenience init<State>(
        _ store: Store<State, ViewAction>,
        observe toViewState: @escaping (_ state: State) -> ViewState
    ) {
        self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: { $0 == $1 })
    }

    /// A view store of `store`'s state as `toViewState` derives it, sending view actions that
    /// `fromViewAction` turns into the store's actions.
    public convenience init<State, Action>(
        _ store: Store<State, Action>,
        observe toViewState: @escaping (_ state: State) -> ViewState,
        send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action
    ) {
        self.init(store, observe: toViewState, send: fromViewAction, removeDuplicates: { $0 == $1 })
    }

    /// A view store whose view state is built from a ``BindingViewStore`` of the store's state,
    /// so that it can hold ``BindingViewState`` properties: `ViewState(name: $0.$name)`.
    @_disfavoredOverload
    public convenience init<State>(
        _ store: Store<State, ViewAction>,
        observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState
    ) where ViewAction: BindableAction, ViewAction.State == State {
        let bindings = BindingViewStore(store: store)
        self.init(store, observe: { _ in toViewState(bindings) }, send: { $0 }, removeDuplicates: { $0 == $1 })
    }
}

/// A view store of a feature's whole domain: `ViewStoreOf<Feature>`.
@available(*, deprecated, message: "Read state from the store and send actions to it directly.")
public typealias ViewStoreOf<R: Reducer> = ViewStore<R.State, R.Action>
