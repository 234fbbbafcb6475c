import Foundation

/// Opens a URL, as a link does: `@Environment(\.openURL) var openURL`, then `openURL(url)`.
///
/// A ``ViewHost`` has no browser: it records each URL opened in ``ViewHost/openedURLs``, so a
/// test can check which link a button follows.
public struct OpenURLAction {
    let handler: @MainActor (URL) -> Void

    /// An action that opens URLs with `handler`.
    public init(handler: @escaping @MainActor (URL) -> Void) {
        self.handler = handler
    }

    /// Opens `url`.
    @MainActor
    public func callAsFunction(_ url: URL) {
        handler(url)
    }
}

private enum OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction {
        OpenURLAction { _ in }
    }
}

extension EnvironmentValues {
    /// Opens a URL; in a ``ViewHost``, records it in ``ViewHost/openedURLs``.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
