/// A reducer written as an enum of reducers, one case per destination or screen: the
/// `Destination` of a feature that presents several features through one ``Presents`` value, or
/// the `Path` of a navigation stack.
///
/// Do not conform to it by hand. Write the enum as a ``Reducer``, one case per feature, and
/// the `CasePathsPlugin` build-tool plugin generates the rest in an extension: a `State` enum
/// and an `Action` enum with one case per feature (a case holding `AlertState<A>` or
/// `ConfirmationDialogState<A>` keeps that state and sends `A`), the `body` that runs each
/// feature on its own case, and the `CaseScope` that `store.case` switches over.
///
/// ```swift
/// struct Counter: Reducer {
///     struct State: Equatable { var count = 0 }
///     enum Action { case incrementTapped }
///
///     var body: some ReducerOf<Self> {
///         Reduce { state, _ in
///             state.count += 1
///             return .none
///         }
///     }
/// }
///
/// struct Settings: Reducer {
///     enum Destination: Reducer {
///         case sheet(Counter)
///         case alert(AlertState<Alert>)
///
///         enum Alert { case confirmTapped }
///     }
///
///     struct State: Equatable {
///         @Presents var destination: Destination.State?
///     }
///
///     enum Action {
///         case destination(PresentationAction<Destination.Action>)
///         case showSheet
///     }
///
///     var body: some ReducerOf<Self> {
///         Reduce { state, action in
///             if case .showSheet = action {
///                 state.destination = .sheet(Counter.State())
///             }
///             return .none
///         }
///         .ifLet(\.$destination, action: \.destination)
///     }
/// }
/// extension Settings.Destination.State: Equatable {}
/// ```
///
/// Without a closure, `ifLet(\.$destination, action: \.destination)` runs the destination
/// enum's generated body, so a tap in the presented counter reaches the counter:
///
/// ```swift test
/// @MainActor
/// @Test func thePresentedCounterCountsItsTaps() async {
///     let store = TestStore(initialState: Settings.State()) { Settings() }
///
///     await store.send(.showSheet) { $0.destination = .sheet(Counter.State()) }
///     await store.send(.destination(.presented(.sheet(.incrementTapped)))) {
///         $0.destination = .sheet(Counter.State(count: 1))
///     }
/// }
/// ```
///
/// The generated `State` is `Equatable` (or `Hashable`) when you say so in an extension, as
/// above: the plugin then writes its `==` (and `hash(into:)`) for you.
public protocol CaseReducer<State, Action>: Reducer
where State: CaseReducerState, Body: Reducer, Body.State == State, Body.Action == Action {
    /// The destination enum's view of a store of its state: one case per feature, holding a
    /// store of that feature (or, for an alert or dialog, its state).
    associatedtype CaseScope

    /// The type of ``body-swift.type.property``. Restated here so that Swift infers it from an
    /// enum's `static var body: some ReducerOf<Self>`, as the original's enum reducers write it,
    /// rather than from `Reducer`'s default `body` for reducers without one (which would make it
    /// `Never`).
    associatedtype Body = Body

    /// The reducer of every case: each feature runs while the state is in its case.
    static var body: Body { get }

    /// The case the store's state is in, with a store scoped to it: what `store.case` returns.
    @MainActor
    static func scope(_ store: Store<State, Action>) -> CaseScope
}

extension CaseReducer {
    /// The cases' reducer, ``CaseReducer/body-swift.type.property``, read from the type: an enum reducer has no state of its own.
    public var body: Body {
        Self.body
    }
}

/// The state of a ``CaseReducer``, which knows the reducer it belongs to; the generated
/// `State` of an enum reducer conforms.
///
/// It is what lets `ifLet(\.$destination, action: \.destination)` and
/// `forEach(\.path, action: \.path)` find the reducer without a closure, and what gives a
/// store of it a `case` property.
public protocol CaseReducerState {
    /// The enum reducer whose state this is.
    associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}

extension Reducer {
    /// Presents one of the features of an enum reducer (see ``CaseReducer``) from ``Presents``
    /// state, running the enum's generated body: the spelling for
    /// `@Presents var destination: Destination.State?`.
    ///
    /// Without a closure, `ifLet` compiles only for state that says what runs it: an enum
    /// reducer's state, or an alert or confirmation dialog (``EphemeralState``), which needs no
    /// reducer. For any other state, pass the reducer in a closure.
    ///
    /// [Destinations and paths as enum
    /// reducers](doc:Navigation#Destinations-and-paths-as-enum-reducers) in <doc:Navigation> uses
    /// this spelling.
    public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
        _ toPresentationState: WritableKeyPath<State, Presents<DestinationState>>,
        action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> some Reducer<State, Action>
    where DestinationState.StateReducer.Action == DestinationAction {
        ifLet(
            toPresentationState,
            action: toPresentationAction,
            destination: { DestinationState.StateReducer.body },
            fileID: fileID,
            line: line
        )
    }

    /// Runs the screens of a navigation stack whose elements are the state of an enum reducer
    /// (see ``CaseReducer``), with that enum's generated body: the spelling for
    /// `var path = StackState<Path.State>()`.
    ///
    /// [Destinations and paths as enum
    /// reducers](doc:Navigation#Destinations-and-paths-as-enum-reducers) in <doc:Navigation> uses
    /// this spelling.
    public func forEach<DestinationState: CaseReducerState, DestinationAction>(
        _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
        action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> some Reducer<State, Action>
    where DestinationState.StateReducer.Action == DestinationAction {
        forEach(
            toStackState,
            action: toStackAction,
            destination: { DestinationState.StateReducer.body },
            fileID: fileID,
            line: line
        )
    }
}

extension Reducer {
    /// Not available: a presented feature with a reducer of its own needs that reducer. Write
    /// `.ifLet(\.$child, action: \.child) { Child() }`; only alerts and dialogs
    /// (``EphemeralState``) and the state of an enum reducer (``CaseReducer``) need no closure.
    ///
    /// Without this, `ifLet` without a closure would have to pick a reducer for any state, and
    /// the only one it could pick does nothing: a presented feature would ignore its actions.
    @available(
        *, unavailable,
        message: "pass the presented feature's reducer, as in '.ifLet(\\.$child, action: \\.child) { Child() }'; only AlertState, ConfirmationDialogState and the State of an enum reducer ('enum Destination: Reducer') need no closure"
    )
    public func ifLet<DestinationState, DestinationAction>(
        _ toPresentationState: WritableKeyPath<State, Presents<DestinationState>>,
        action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> EmptyReducer<State, Action> {
        fatalError("unavailable")
    }

    /// Not available: the screens of a stack need their reducer. Write
    /// `.forEach(\.path, action: \.path) { Path() }`; only the state of an enum reducer
    /// (``CaseReducer``) needs no closure.
    @available(
        *, unavailable,
        message: "pass the screens' reducer, as in '.forEach(\\.path, action: \\.path) { Path() }'; only the State of an enum reducer ('enum Path: Reducer') needs no closure"
    )
    public func forEach<DestinationState, DestinationAction>(
        _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
        action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> EmptyReducer<State, Action> {
        fatalError("unavailable")
    }
}
