/// A navigation container, the older spelling of ``NavigationStack``: the links inside push
/// their destinations onto it, and ``ViewHost/back()`` pops them.
///
/// ```swift
/// let host = ViewHost(NavigationView {
///     NavigationLink("Settings") { Text("Settings screen") }
/// })
/// try host.tap("Settings")
/// assert(host.texts == ["Settings screen"])
/// try host.back()
/// assert(host.texts == ["Settings"])
/// ```
public struct NavigationView<Content: View>: View {
    let content: Content

    /// A navigation container whose root screen is `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A ``NavigationStack`` around the content.
    public var body: some View {
        NavigationStack { content }
    }
}

/// How a ``NavigationView`` arranges its screens: `.navigationViewStyle(.stack)`. Recorded.
public protocol NavigationViewStyle {}

/// One screen at a time, each pushed over the one before.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The stack style.
    public init() {}
}

/// The platform's usual arrangement.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The default style.
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One screen at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's usual arrangement.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension View {
    /// Arranges the ``NavigationView`` inside with `style`; recorded.
    ///
    /// ```swift
    /// let view = NavigationView { Text("Home") }.navigationViewStyle(.stack)
    /// assert(ViewHost(view).render().contains(".navigationViewStyle(.stack)"))
    /// ```
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        recorded("navigationViewStyle", [("", writtenStyle(style, suffix: "NavigationViewStyle"))])
    }
}
