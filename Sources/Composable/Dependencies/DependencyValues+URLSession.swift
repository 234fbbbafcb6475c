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
    /// In a test it is a session that loads nothing: any request made with it records an issue,
    /// `Unimplemented: @Dependency(\.urlSession)`, and fails; a test that loads sets one, such as
    /// `$0.urlSession = URLSession(configuration: .ephemeral)`. On Linux, `URLSession` lives in
    /// `FoundationNetworking`, which `import Composable` brings in.
    public var urlSession: URLSession {
        get { self[URLSessionKey.self] }
        set { self[URLSessionKey.self] = newValue }
    }
}

private enum URLSessionKey: DependencyKey {
    static var liveValue: URLSession { .shared }

    static var testValue: URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [UnimplementedURLProtocol.self]
        return URLSession(configuration: configuration)
    }
}

/// Answers every request of the test session with a failure, after recording an issue.
private final class UnimplementedURLProtocol: URLProtocol {
    private struct UnimplementedURLSession: Error {}

    override class func canInit(with request: URLRequest) -> Bool { true }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        RuntimeWarning(message: #"Unimplemented: @Dependency(\.urlSession)"#, callSite: CallSite(fileID: #fileID, line: #line))
            .report()
        client?.urlProtocol(self, didFailWithError: UnimplementedURLSession())
    }

    override func stopLoading() {}
}
