/// A piece of user interface, written as SwiftUI writes it: a value whose `body` describes what
/// it shows in terms of other views.
///
/// ```swift
/// struct Counter: Reducer {
///     struct State: Equatable {
///         var count = 0
///     }
///
///     enum Action {
///         case decrementTapped
///         case incrementTapped
///     }
///
///     var body: some ReducerOf<Self> {
///         Reduce { state, action in
///             switch action {
///             case .decrementTapped:
///                 state.count -= 1
///             case .incrementTapped:
///                 state.count += 1
///             }
///             return .none
///         }
///     }
/// }
///
/// struct CounterView: View {
///     let store: StoreOf<Counter>
///
///     var body: some View {
///         HStack {
///             Button("−") { store.send(.decrementTapped) }
///             Text("\(store.count)")
///             Button("+") { store.send(.incrementTapped) }
///         }
///     }
/// }
/// ```
///
/// ```swift test
/// @MainActor
/// @Test func theCounterViewShowsTheCountItWasTappedTo() throws {
///     let host = ViewHost(CounterView(store: Store(initialState: Counter.State()) { Counter() }))
///
///     try host.tap("+")
///     try host.tap("+")
///     try host.tap("−")
///
///     #expect(host.texts == ["−", "1", "+"])
/// }
/// ```
///
/// There is no screen on Linux: a ``ViewHost`` mounts the view, evaluates bodies, runs
/// lifecycles, and lets tests tap, type and read what is shown, or render it as HTML.
///
/// As SwiftUI's, the protocol is `@MainActor @preconcurrency`: a type that conforms is
/// main-actor isolated, and code in the Swift 5 language mode may still read such a type's
/// properties from its `nonisolated` requirements (a ``Shape``'s `path(in:)` reading a computed
/// angle), which the original's tutorials do.
@MainActor @preconcurrency
public protocol View {
    /// The type of view ``body`` returns; `Never` for the built-in views the host knows.
    associatedtype Body: View

    /// What this view shows, built from other views.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// The built-in views have no body: the host knows how to show them.
    public var body: Never {
        fatalError("Never has no body")
    }
}

/// A built-in view: the host shows it from its description rather than by evaluating a body.
@MainActor
protocol PrimitiveView {
    /// Describes the view on `node` and reconciles its children through `reconciler`.
    func update(_ node: ViewNode, in reconciler: Reconciler)
}

extension View where Body == Never {
    /// Built-in views have no body of their own; reading it is a programming error.
    public var body: Never {
        fatalError("'\(Self.self)' is a built-in view and has no body; a ViewHost shows it.")
    }
}
