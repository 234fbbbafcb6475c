extension Reducer {
    /// Embeds a feature for each row of an `IdentifiedArray`, where the action case carries a
    /// row's id and action as a tuple, `case row(id: Row.State.ID, action: Row.Action)`,
    /// instead of an ``IdentifiedAction``: the shape actions had before `IdentifiedAction`.
    ///
    /// ```swift
    /// struct Stopwatch: Reducer {
    ///     struct State: Equatable, Identifiable {
    ///         let id: Int
    ///         var laps = 0
    ///     }
    ///
    ///     enum Action {
    ///         case lapTapped
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, _ in
    ///             state.laps += 1
    ///             return .none
    ///         }
    ///     }
    /// }
    ///
    /// struct Stopwatches: Reducer {
    ///     struct State: Equatable {
    ///         var stopwatches: IdentifiedArrayOf<Stopwatch.State> = [Stopwatch.State(id: 1)]
    ///     }
    ///
    ///     enum Action {
    ///         case stopwatch(id: Int, action: Stopwatch.Action)
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         EmptyReducer()
    ///             .forEach(\.stopwatches, action: \.stopwatch) { Stopwatch() }
    ///     }
    /// }
    /// ```
    ///
    /// ```swift output
    /// let store = Store(initialState: Stopwatches.State()) { Stopwatches() }
    /// store.send(.stopwatch(id: 1, action: .lapTapped))
    /// print(store.stopwatches[id: 1]!.laps)
    /// ```
    ///
    /// ```text
    /// 1
    /// ```
    ///
    /// It behaves as the ``IdentifiedAction`` form does: the row runs first, actions for a
    /// missing row are reported, and a removed row's effects are cancelled.
    public func forEach<ID: Hashable & Sendable, ElementState, ElementAction, Element: Reducer<ElementState, ElementAction>>(
        _ toElements: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
        action toElementAction: CaseKeyPath<Action, (id: ID, action: ElementAction)>,
        @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> some Reducer<State, Action> {
        // The conversions drop the tuple's labels and put them back.
        let callSite = CallSite(fileID: fileID, line: line)
        return forEach(toElements, tuple: AnyCasePath(toElementAction), split: { $0 }, join: { $0 }, element: element(), at: callSite)
    }

    /// Embeds a feature for each row of an `IdentifiedArray`, where the action case carries a
    /// row's id and action as an unlabeled tuple, `case row(Row.State.ID, Row.Action)`. It
    /// works as the labeled form, `case row(id: Row.State.ID, action: Row.Action)`, does; that
    /// one reads better.
    public func forEach<ID: Hashable & Sendable, ElementState, ElementAction, Element: Reducer<ElementState, ElementAction>>(
        _ toElements: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
        action toElementAction: CaseKeyPath<Action, (ID, ElementAction)>,
        @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> some Reducer<State, Action> {
        let callSite = CallSite(fileID: fileID, line: line)
        return forEach(toElements, tuple: AnyCasePath(toElementAction), split: { $0 }, join: { $0 }, element: element(), at: callSite)
    }

    /// The rows' reducer for an action case that carries a row's id and action as a tuple:
    /// `split` reads the tuple into an id and an action, `join` makes one from them.
    private func forEach<ID: Hashable & Sendable, Tuple, Element: Reducer>(
        _ toElements: WritableKeyPath<State, IdentifiedArray<ID, Element.State>>,
        tuple: AnyCasePath<Action, Tuple>,
        split: @escaping @Sendable (Tuple) -> (ID, Element.Action),
        join: @escaping @Sendable ((ID, Element.Action)) -> Tuple,
        element: Element,
        at callSite: CallSite
    ) -> ForEachReducer<Self, ID, Element> {
        ForEachReducer(
            parent: self,
            child: element,
            elementsReader: StoredPathReader(toElements),
            toElementAction: AnyCasePath(
                caseName: tuple.caseName,
                embed: { identified in
                    switch identified {
                    case let .element(id, action): tuple.embed(join((id, action)))
                    }
                },
                extract: { action in tuple.extract(from: action).map(split).map { .element(id: $0.0, action: $0.1) } }
            ),
            namespace: ChildNamespace(state: toElements),
            callSite: callSite
        )
    }
}
