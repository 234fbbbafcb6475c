/// Where a feature is running, which decides the value a dependency has when nobody has set
/// one: the live value in the app, the test value under a `TestStore`, the preview value in a
/// preview.
///
/// ```swift
/// // snippet.hide
/// struct Feature: Reducer {
///     struct State: Equatable {}
///     enum Action {}
///
///     var body: some ReducerOf<Self> {
///         EmptyReducer()
///     }
/// }
/// // snippet.show
/// withDependencies {
///     $0.context = .preview
/// } operation: {
///     Store(initialState: Feature.State()) { Feature() }
/// }
/// ```
public enum DependencyContext: Hashable, Sendable {
    /// The running app: dependencies default to their ``DependencyKey/liveValue``.
    case live
    /// A preview: dependencies default to their ``TestDependencyKey/previewValue``.
    case preview
    /// A test: dependencies default to their ``TestDependencyKey/testValue``, and reading one
    /// that has none fails the test.
    case test
}
