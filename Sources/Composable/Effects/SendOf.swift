/// The `Send` of a feature's actions: `SendOf<Feature>` is `Send<Feature.Action>`, for a helper
/// that an effect of the feature hands its `send` to.
///
/// ```swift
/// // snippet.hide
/// struct Feature: Reducer {
///     struct State {}
///     enum Action { case loaded(Int) }
///     var body: some ReducerOf<Self> { EmptyReducer() }
/// }
/// // snippet.show
/// func load(_ send: SendOf<Feature>) async {
///     await send(.loaded(42))
/// }
/// ```
public typealias SendOf<R: Reducer> = Send<R.Action>
