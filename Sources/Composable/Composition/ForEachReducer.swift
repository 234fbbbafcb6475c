/// The reducer `.forEach` builds: a parent reducer plus an element reducer that runs on the
/// row an action is addressed to, found by id in O(1).
@usableFromInline
struct ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: ChildEmbeddingReducer {
    @usableFromInline let parent: Parent
    /// The reducer of one row.
    @usableFromInline let child: Element
    /// The rows' key path, with how to read through it cheaply.
    @usableFromInline let elementsReader: StoredPathReader<Parent.State, IdentifiedArray<ID, Element.State>>
    @inlinable var toElements: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>> {
        elementsReader.keyPath
    }
    @usableFromInline let toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
    @usableFromInline let namespace: ChildNamespace
    @usableFromInline let callSite: CallSite

    /// Runs the element reducer on its row first, then the parent; cancels the effects of
    /// rows the parent removed.
    @inlinable
    func run(
        _ state: inout Parent.State,
        _ action: Parent.Action,
        _ element: (inout Element.State, Element.Action) -> Effect<Element.Action>,
        _ parent: (inout Parent.State, Parent.Action) -> Effect<Parent.Action>
    ) -> Effect<Parent.Action> {
        var elementEffect = Effect<Parent.Action>.none
        if case let .element(id, elementAction)? = toElementAction.extract(from: action) {
            let effect = state[keyPath: toElements].updateElement(id: id) { elementState in
                element(&elementState, elementAction)
            }
            if let effect {
                if !effect.isNone {
                    let toElementAction = toElementAction
                    elementEffect = effect
                        .map { toElementAction.embed(.element(id: id, action: $0)) }
                        .namespaced(id)
                        .namespaced(namespace)
                        .cancellable(rowID(id))
                }
            } else {
                RuntimeWarning.forEachElementWasMissing(action: action, isStack: false, at: callSite).report()
            }
        }

        let idsBefore = elementsReader.read(&state) { $0.ids }
        let parentEffect = parent(&state, action)
        let effect = elementEffect.merge(with: parentEffect)

        // Rows can only have gone if the parent touched the ids. Holding `idsBefore` makes any
        // such change copy the ids buffer, so comparing buffers answers in O(1).
        let idsAfter = elementsReader.read(&state) { $0.ids }
        guard !haveSameStorage(idsBefore, idsAfter) else { return effect }
        let rowsAfter = state[keyPath: toElements]
        let removed = idsBefore.filter { rowsAfter.index(id: $0) == nil }
        guard !removed.isEmpty else { return effect }
        return .merge([effect] + removed.map { .cancel(rowID($0)) })
    }
}

extension ForEachReducer {
    /// The id all of one row's effects run under, so that cancelling it cancels them all. It
    /// is of a type of our own, so no id a reducer writes can equal it.
    @inlinable
    func rowID(_ id: ID) -> CancelID {
        CancelID(ChildRow(namespace: namespace, id: id))
    }
}

extension Reducer {
    /// Embeds a feature for each row of an `IdentifiedArray` in this feature's state; an
    /// action addressed to a row by id runs the element reducer on that row only.
    ///
    /// ```swift
    /// struct Todo: Reducer {
    ///     struct State: Equatable, Identifiable {
    ///         let id: Int
    ///         var isDone = false
    ///     }
    ///
    ///     enum Action {
    ///         case checkboxTapped
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, _ in
    ///             state.isDone.toggle()
    ///             return .none
    ///         }
    ///     }
    /// }
    ///
    /// struct TodoList: Reducer {
    ///     struct State: Equatable {
    ///         var todos: IdentifiedArrayOf<Todo.State> = [Todo.State(id: 1), Todo.State(id: 2)]
    ///     }
    ///
    ///     enum Action {
    ///         case todos(IdentifiedActionOf<Todo>)
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { _, _ in .none }
    ///             .forEach(\.todos, action: \.todos) { Todo() }
    ///     }
    /// }
    /// ```
    ///
    /// ```swift test
    /// @MainActor
    /// @Test func aRowsActionChangesThatRowOnly() async {
    ///     let store = TestStore(initialState: TodoList.State()) { TodoList() }
    ///
    ///     await store.send(.todos(.element(id: 2, action: .checkboxTapped))) {
    ///         $0.todos[id: 2]?.isDone = true
    ///     }
    /// }
    /// ```
    ///
    /// The element reducer runs before this one, so the parent can remove a row in answer to
    /// that row's action. The effects of a removed row are cancelled. An action for an id that
    /// is not in the array is reported as a runtime warning.
    ///
    /// Use it for a list whose rows each run the same feature and are told apart by id. For
    /// screens pushed on a navigation stack, hold them in a ``StackState`` and use
    /// ``Reducer/forEach(_:action:destination:fileID:line:)``; for one child, ``Scope`` or
    /// ``Reducer/ifLet(_:action:then:fileID:line:)``. Send a row's action as
    /// `.todos(.element(id: id, action: action))`; ``IdentifiedAction`` carries both.
    ///
    /// See [running a reducer for each row](doc:Collections#Running-a-reducer-for-each-row) in
    /// <doc:Collections>, and [a store for each row](doc:Collections#A-store-for-each-row) for the
    /// view's side.
    ///
    /// - Parameters:
    ///   - toElements: The `IdentifiedArray` of this feature's state that holds the rows; a row
    ///     is found by id in O(1) and changed in place.
    ///   - toElementAction: The case of this feature's action that carries an
    ///     `IdentifiedAction`: a row's id and that row's action.
    ///   - element: The reducer of one row.
    ///   - fileID: Where the `forEach` is, for runtime warnings; leave the default.
    ///   - line: The line of the `forEach`, for runtime warnings; leave the default.
    /// - Returns: This reducer with the rows' reducer embedded, to use in a `body` in its place.
    public func forEach<ID: Hashable & Sendable, ElementState, ElementAction, Element: Reducer<ElementState, ElementAction>>(
        _ toElements: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
        action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
        @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> some Reducer<State, Action> {
        ForEachReducer(
            parent: self,
            child: element(),
            elementsReader: StoredPathReader(toElements),
            toElementAction: AnyCasePath(toElementAction),
            namespace: ChildNamespace(state: toElements),
            callSite: CallSite(fileID: fileID, line: line)
        )
    }
}
