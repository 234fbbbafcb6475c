/// Builds the content of a `body` or of a container from the views listed in a closure,
/// with `if`, `if let`, `if`/`else` and `switch`, as SwiftUI's does.
///
/// ```swift
/// // snippet.hide
/// struct Counter: Reducer {
///     struct State: Equatable {
///         var count = 0
///     }
///
///     enum Action {
///         case incremented
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
///         Text("Count: \(store.count)")
///     }
/// }
///
/// struct Feature: Reducer {
///     struct State: Equatable {
///         var counter: Counter.State?
///     }
///
///     enum Action {
///         case counter(Counter.Action)
///         case toggleCounterButtonTapped
///     }
///
///     var body: some ReducerOf<Self> {
///         Reduce { state, action in
///             if case .toggleCounterButtonTapped = action {
///                 state.counter = state.counter == nil ? Counter.State() : nil
///             }
///             return .none
///         }
///         .ifLet(\.counter, action: \.counter) { Counter() }
///     }
/// }
///
/// struct FeatureView: View {
///     let store: StoreOf<Feature>
///
///     var body: some View {
/// // snippet.show
/// VStack {
///     if let store = store.scope(state: \.counter, action: \.counter) {
///         CounterView(store: store)
///     } else {
///         Text("Counter not loaded")
///     }
///     Button("Toggle Counter") { store.send(.toggleCounterButtonTapped) }
/// }
/// // snippet.hide
///     }
/// }
///
/// let store = Store(initialState: Feature.State()) { Feature() }
/// let host = ViewHost(FeatureView(store: store))
/// precondition(host.texts == ["Counter not loaded", "Toggle Counter"])
/// try host.tap("Toggle Counter")
/// precondition(host.texts == ["Count: 0", "Toggle Counter"])
/// ```
@resultBuilder
@MainActor
public enum ViewBuilder {
    /// An empty closure shows nothing.
    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    /// One view is itself.
    public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }

    /// Several views, shown one after another.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [any View] = []
        for child in repeat each content {
            children.append(child)
        }
        return TupleView(value: (repeat each content), children: children)
    }

    /// A view written as a statement.
    public static func buildExpression<Content: View>(_ content: Content) -> Content {
        content
    }

    /// An `if` without `else`, or an `if let`: the view while the condition holds.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? {
        content
    }

    /// The `if` branch of an `if`/`else`, or a case of a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch of an `if`/`else`, or a later case of a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .falseContent(second))
    }

    /// A branch under `if #available`.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
