import Foundation

/// The running app, as UIKit spells it, for the one thing feature code asks of it: opening a
/// URL, such as the app's page in Settings.
///
/// There is no system to hand a URL to on Linux: ``open(_:options:completionHandler:)`` records
/// the URL in ``openedURLs``, so a test can check that a button opens Settings, as
/// ``ViewHost/openedURLs`` records what `@Environment(\.openURL)` opened.
///
/// ```swift
/// struct PermissionView: View {
///     var body: some View {
///         Button("Open Settings") {
///             UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
///         }
///     }
/// }
///
/// let host = ViewHost(PermissionView())
/// try host.tap("Open Settings")
/// assert(UIApplication.shared.openedURLs.last?.absoluteString == UIApplication.openSettingsURLString)
/// ```
@MainActor
public final class UIApplication {
    /// The app.
    public static let shared = UIApplication()

    /// The URL that opens this app's page in Settings: `app-settings:`.
    nonisolated public static let openSettingsURLString = "app-settings:"

    /// The URLs opened through ``open(_:options:completionHandler:)``, oldest first.
    public private(set) var openedURLs: [URL] = []

    /// The actions sent through ``sendAction(_:to:from:for:)``, oldest first.
    public internal(set) var sentActions: [Selector] = []

    private init() {}

    /// Opens `url`; here, records it in ``openedURLs`` and reports success to
    /// `completionHandler`.
    public func open(
        _ url: URL,
        options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        openedURLs.append(url)
        completionHandler?(true)
    }

    /// Opens `url` and says whether it could; here, records it and returns `true`.
    @discardableResult
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        openedURLs.append(url)
        return true
    }

    /// Forgets the URLs opened and the actions sent so far, so that one test's do not show in
    /// the next.
    public func removeOpenedURLs() {
        openedURLs.removeAll()
        sentActions.removeAll()
    }

    /// The options of ``open(_:options:completionHandler:)``, by name.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        /// The option's name.
        public let rawValue: String

        /// The option named `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Open the URL only if an app (not a browser) handles it.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "universalLinksOnly")
    }
}
