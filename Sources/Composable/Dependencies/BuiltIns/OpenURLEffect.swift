import Foundation

/// Opens a URL, as a dependency: what a feature calls to leave the app for a link, so that a
/// test can record the URLs instead of opening them.
///
/// ```swift
/// struct About: Reducer {
///     struct State: Equatable {}
///
///     enum Action {
///         case websiteTapped
///     }
///
///     @Dependency(\.openURL) var openURL
///
///     var body: some ReducerOf<Self> {
///         Reduce { _, _ in
///             .run { _ in
///                 await openURL(URL(string: "https://example.com")!)
///             }
///         }
///     }
/// }
/// ```
///
/// There is no system browser to hand a URL to on Linux: in the app the live value opens
/// nothing and answers `false`. In a test the default records an issue, `Unimplemented:
/// @Dependency(\.openURL)`; a test that expects a URL to be opened sets one that records it,
/// `$0.openURL = OpenURLEffect { url in opened.append(url); return true }`.
public struct OpenURLEffect: Sendable {
    private let handler: @Sendable (URL) async -> Bool

    /// An effect that hands every URL to `handler`, which answers whether it was opened.
    ///
    /// ```swift
    /// let openURL = OpenURLEffect { url in
    ///     print("opening \(url)")
    ///     return true
    /// }
    /// ```
    public init(handler: @escaping @Sendable (URL) async -> Bool) {
        self.handler = handler
    }

    /// Opens `url` and answers whether it was opened.
    ///
    /// ```swift
    /// @Dependency(\.openURL) var openURL
    /// let opened: Bool = await openURL(URL(string: "https://example.com")!)
    /// ```
    @discardableResult
    public func callAsFunction(_ url: URL) async -> Bool {
        await handler(url)
    }

    /// Opens `url`.
    ///
    /// ```swift
    /// @Dependency(\.openURL) var openURL
    /// await openURL(URL(string: "https://example.com")!)
    /// ```
    @_disfavoredOverload
    public func callAsFunction(_ url: URL) async {
        _ = await handler(url)
    }
}

extension DependencyValues {
    /// Opens URLs; see ``OpenURLEffect``.
    ///
    /// ```swift
    /// @Dependency(\.openURL) var openURL
    /// ```
    public var openURL: OpenURLEffect {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

private enum OpenURLKey: DependencyKey {
    static let liveValue = OpenURLEffect { _ in false }
    static let testValue = OpenURLEffect { _ in
        RuntimeWarning(message: #"Unimplemented: @Dependency(\.openURL)"#, callSite: CallSite(fileID: #fileID, line: #line))
            .report()
        return false
    }
}
