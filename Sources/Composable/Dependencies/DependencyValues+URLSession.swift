#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import Foundation

extension DependencyValues {
    /// The URL session a feature's effects load with: `URLSession.shared` in the app.
    ///
    /// ```swift
    /// struct Download: Reducer {
    ///     struct State: Equatable {
    ///         var byteCount = 0
    ///     }
    ///
    ///     enum Action {
    ///         case loaded(Int)
    ///     }
    ///
    ///     @Dependency(\.urlSession) var urlSession
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             switch action {
    ///             case let .loaded(count):
    ///                 state.byteCount = count
    ///                 return .none
    ///             }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// It has no test value: a test that reaches it sets one, such as
    /// `$0.urlSession = URLSession(configuration: .ephemeral)`. On Linux, `URLSession` lives in
    /// `FoundationNetworking`, which `import Composable` brings in.
    public var urlSession: URLSession {
        get { self[URLSessionKey.self] }
        set { self[URLSessionKey.self] = newValue }
    }
}

private enum URLSessionKey: DependencyKey {
    static var liveValue: URLSession { .shared }
}
