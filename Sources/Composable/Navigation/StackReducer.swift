/// The reducer `forEach(\.path, action: \.path) { Path() }` builds: a parent plus the screens
/// of a navigation stack.
///
/// A screen's action runs the screen's reducer first, then the parent; `.popFrom(id:)` and
/// `.push(id:state:)` run the parent first, then pop or push. The effects of a popped screen
/// are cancelled, and a screen's effects can pop it with `@Dependency(\.dismiss)`. An action
/// for a screen that is not on the stack is reported as a runtime warning.
@usableFromInline
struct StackReducer<Parent: Reducer, Destination: Reducer>: ChildEmbeddingReducer {
    @usableFromInline let parent: Parent
    /// The screens' reducer.
    @usableFromInline let child: Destination
    let toStackState: WritableKeyPath<Parent.State, StackState<Destination.State>>
    let toStackAction: AnyCasePath<Parent.Action, StackAction<Destination.State, Destination.Action>>
    let namespace: ChildNamespace
    let callSite: CallSite

    /// Runs the addressed screen, then the parent.
    @usableFromInline
    func run(
        _ state: inout Parent.State,
        _ action: Parent.Action,
        _ destination: (inout Destination.State, Destination.Action) -> Effect<Destination.Action>,
        _ parent: (inout Parent.State, Parent.Action) -> Effect<Parent.Action>
    ) -> Effect<Parent.Action> {
        // What the stack held when this reducer last saw it: an element another reducer removed
        // since is gone from the ids now, and its effects are cancelled below, as the original
        // does ("outer cancellation").
        let idsBefore = state[keyPath: toStackState].idsSeenByReducer ?? state[keyPath: toStackState].ids
        var destinationEffect = Effect<Parent.Action>.none
        let stackAction = toStackAction.extract(from: action)
        if case let .element(id, elementAction)? = stackAction {
            if state[keyPath: toStackState][id: id] != nil {
                let effect = PresentationContext.whilePresented {
                    destination(&state[keyPath: toStackState][id: id]!, elementAction)
                }
                destinationEffect = screenEffect(effect, id: id)
            } else {
                RuntimeWarning.forEachElementWasMissing(action: elementAction, isStack: true, at: callSite).report()
            }
        }
        let parentEffect = parent(&state, action)
        switch stackAction {
        case let .popFrom(id)?:
            if state[keyPath: toStackState][id: id] != nil {
                state[keyPath: toStackState].pop(from: id)
            } else {
                RuntimeWarning.stackIDWasUnexpected(
                    #"a "popFrom" action for a missing element"#,
                    id: id,
                    pathIDs: state[keyPath: toStackState].ids,
                    at: callSite
                ).report()
            }
        case let .push(id, screen)?:
            if state[keyPath: toStackState].ids.contains(id) {
                RuntimeWarning.stackIDWasUnexpected(
                    #"a "push" action for an element it already contains"#,
                    id: id,
                    pathIDs: state[keyPath: toStackState].ids,
                    at: callSite
                ).report()
            } else {
                warnIfSkippingAhead(to: id)
                state[keyPath: toStackState].append(screen, id: id)
            }
        case .element?, nil:
            break
        }
        let effect = destinationEffect.merge(with: parentEffect)
        let idsAfter = state[keyPath: toStackState].ids
        state[keyPath: toStackState].idsSeenByReducer = idsAfter
        guard idsBefore != idsAfter else { return effect }
        let remaining = Set(idsAfter)
        let popped = idsBefore.filter { !remaining.contains($0) }
        return .merge([effect] + popped.map { .cancel(screenID($0)) })
    }

    /// A screen's effect in the parent's domain: able to pop its screen, and cancelled with it.
    private func screenEffect(_ effect: Effect<Destination.Action>, id: StackElementID) -> Effect<Parent.Action> {
        guard !effect.isNone else { return .none }
        let toStackAction = toStackAction
        return effect
            .map { toStackAction.embed(.element(id: id, action: $0)) }
            .dismissible { toStackAction.embed(.popFrom(id: id)) }
            .namespaced(id)
            .namespaced(namespace)
            .cancellable(screenID(id))
    }

    /// The id every effect of the screen with `id` runs under.
    private func screenID(_ id: StackElementID) -> CancelID {
        CancelID(ChildRow(namespace: namespace, id: id))
    }

    /// In a test, a push must use the next id the store's generator gives (or one it gave
    /// before): an id further on means the test guessed ids the feature never made, as the
    /// original reports.
    private func warnIfSkippingAhead(to id: StackElementID) {
        let values = DependencyValues.current
        guard values.context == .test else { return }
        let next = values.stackElementID.peek()
        guard id > next else { return }
        RuntimeWarning(
            message: """
                A "forEach" at "\(callSite.fileID):\(callSite.line)" received a "push" action with an unexpected \
                generational ID.

                  Received ID:
                    \(id)
                  Expected ID:
                    \(next)
                """,
            callSite: callSite
        ).report()
    }
}

extension Reducer {
    /// Runs the screens of a navigation stack: `Destination` (usually a `Path` reducer with
    /// enum state and actions, one case per kind of screen) runs on the screen an action
    /// names.
    ///
    /// ```swift
    /// struct Detail: Reducer {
    ///     struct State: Equatable {
    ///         var item: String
    ///         var isFavorite = false
    ///     }
    ///
    ///     enum Action {
    ///         case favoriteTapped
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, _ in
    ///             state.isFavorite.toggle()
    ///             return .none
    ///         }
    ///     }
    /// }
    ///
    /// struct Catalog: Reducer {
    ///     struct State: Equatable {
    ///         var path = StackState<Path.State>()
    ///     }
    ///
    ///     enum Action {
    ///         case itemTapped(String)
    ///         case path(StackActionOf<Path>)
    ///     }
    ///
    ///     struct Path: Reducer {
    ///         enum State: Equatable {
    ///             case detail(Detail.State)
    ///         }
    ///
    ///         enum Action {
    ///             case detail(Detail.Action)
    ///         }
    ///
    ///         var body: some ReducerOf<Self> {
    ///             Scope(state: \.detail, action: \.detail) { Detail() }
    ///         }
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             if case let .itemTapped(item) = action {
    ///                 state.path.append(.detail(Detail.State(item: item)))
    ///             }
    ///             return .none
    ///         }
    ///         .forEach(\.path, action: \.path) { Path() }
    ///     }
    /// }
    /// ```
    ///
    /// Stack ids count from 0 in a test, so the test can name the screen it pushed:
    ///
    /// ```swift test
    /// @MainActor
    /// @Test func aPushedScreenRunsUntilItIsPopped() async {
    ///     let store = TestStore(initialState: Catalog.State()) { Catalog() }
    ///
    ///     await store.send(.itemTapped("Tea")) {
    ///         $0.path[id: 0] = .detail(Detail.State(item: "Tea"))
    ///     }
    ///     await store.send(.path(.element(id: 0, action: .detail(.favoriteTapped)))) {
    ///         $0.path[id: 0] = .detail(Detail.State(item: "Tea", isFavorite: true))
    ///     }
    ///     await store.send(.path(.popFrom(id: 0))) {
    ///         $0.path.pop(from: 0)
    ///     }
    /// }
    /// ```
    ///
    /// See [a stack of screens](doc:Navigation#A-stack-of-screens) in <doc:Navigation>.
    public func forEach<DestinationState, DestinationAction, Destination: Reducer<DestinationState, DestinationAction>>(
        _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
        action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
        @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> some Reducer<State, Action> {
        StackReducer(
            parent: self,
            child: destination(),
            toStackState: toStackState,
            toStackAction: AnyCasePath(toStackAction),
            namespace: ChildNamespace(state: toStackState),
            callSite: CallSite(fileID: fileID, line: line)
        )
    }
}
