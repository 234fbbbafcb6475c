extension Store {
    /// The path of a store of a navigation stack, as a binding reads and writes it: the
    /// original's `@_spi(Internals)` subscript behind `NavigationStack(path:)`.
    ///
    /// ```swift
    /// @_spi(Internals) import Composable
    ///
    /// struct Screens: Reducer {
    ///     struct State: Equatable {
    ///         var path = StackState<Int>([1, 2])
    ///     }
    ///
    ///     enum Action {
    ///         case path(StackAction<Int, Never>)
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         EmptyReducer()
    ///             .forEach(\.path, action: \.path) { EmptyReducer<Int, Never>() }
    ///     }
    /// }
    /// ```
    ///
    /// ```swift test
    /// @MainActor
    /// @Test func aShorterPathPops() {
    ///     let store = Store(initialState: Screens.State()) { Screens() }
    ///     let pathStore = store.scope(state: \.path, action: \.path)
    ///     // What the back button does: sends .path(.popFrom(id: 1)).
    ///     pathStore[fileID: #fileID, filePath: #filePath, line: #line, column: #column].removeLast()
    ///     #expect(Array(store.path) == [1])
    /// }
    /// ```
    ///
    /// Writing a longer path sends `.push` of its last component; a shorter one sends
    /// `.popFrom` of the first element it left out. A path of the same length is a view writing
    /// what no stack action can say (usually because the stack's `forEach` is missing from the
    /// reducer, so a push did nothing): it is reported at `fileID` and `line`, and nothing is
    /// sent.
    @_spi(Internals)
    public subscript<ElementState, ElementAction>(
        fileID fileID: _HashableStaticString,
        filePath filePath: _HashableStaticString,
        line line: UInt,
        column column: UInt
    ) -> StackState<ElementState>.PathView
    where State == StackState<ElementState>, Action == StackAction<ElementState, ElementAction> {
        get { withState(\.path) }
        set {
            let current = withState { $0 }
            guard newValue.count != current.count else {
                RuntimeWarning.stackPathWriteOfSameLength(at: CallSite(fileID: fileID.rawValue, line: line)).report()
                return
            }
            if newValue.count > current.count, let pushed = newValue.last {
                send(.push(id: pushed.id, state: pushed.element))
            } else {
                send(.popFrom(id: current.ids[newValue.count]))
            }
        }
    }

    /// The store of a presented child, as a binding reads and writes it: the original's
    /// `@_spi(Internals)` subscript behind `sheet(item: $store.scope(...))` and the like.
    ///
    /// ```swift
    /// @_spi(Internals) import Composable
    ///
    /// struct Sheet: Reducer {
    ///     struct State: Equatable {}
    ///     enum Action {}
    ///     var body: some ReducerOf<Self> { EmptyReducer() }
    /// }
    ///
    /// struct Host: Reducer {
    ///     struct State: Equatable {
    ///         @Presents var sheet: Sheet.State? = Sheet.State()
    ///     }
    ///
    ///     enum Action {
    ///         case sheet(PresentationAction<Sheet.Action>)
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         EmptyReducer()
    ///             .ifLet(\.$sheet, action: \.sheet) { Sheet() }
    ///     }
    /// }
    /// ```
    ///
    /// ```swift test
    /// @MainActor
    /// @Test func writingNilDismisses() {
    ///     let store = Store(initialState: Host.State()) { Host() }
    ///     // What swiping the sheet down does: sends .sheet(.dismiss).
    ///     store[
    ///         id: nil, state: \.sheet, action: \.sheet, isInViewBody: false,
    ///         fileID: #fileID, filePath: #filePath, line: #line, column: #column
    ///     ] = nil
    ///     #expect(store.sheet == nil)
    /// }
    /// ```
    ///
    /// Reading it scopes to the child (`nil` when nothing is presented). Writing `nil` while
    /// the child whose identity is `id` (its `id` if it is `Identifiable`, else `nil`) is
    /// presented sends `.dismiss`; if the state is still there afterwards (usually because the
    /// reducer's `ifLet` is missing), that is reported at `fileID` and `line`.
    @_spi(Internals)
    public subscript<ChildState, ChildAction>(
        id id: AnyHashable?,
        state state: KeyPath<State, ChildState?>,
        action action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
        isInViewBody isInViewBody: Bool,
        fileID fileID: _HashableStaticString,
        filePath filePath: _HashableStaticString,
        line line: UInt,
        column column: UInt
    ) -> Store<ChildState, ChildAction>? {
        get { scope(state: state, action: action) }
        set {
            guard newValue == nil,
                let child = withState({ $0[keyPath: state] }),
                id == identity(of: child)
            else { return }
            send(action(.dismiss))
            guard withState({ $0[keyPath: state] }) != nil else { return }
            RuntimeWarning.presentationWasNotDismissed(at: CallSite(fileID: fileID.rawValue, line: line)).report()
        }
    }
}

/// The `id` of `value` if it is `Identifiable`, else `nil`.
private func identity(of value: Any) -> AnyHashable? {
    func id<T: Identifiable>(_ value: T) -> AnyHashable { AnyHashable(value.id) }
    guard let identifiable = value as? any Identifiable else { return nil }
    return id(identifiable)
}
