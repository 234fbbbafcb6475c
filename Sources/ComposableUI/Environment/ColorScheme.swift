/// Light or dark appearance, as `@Environment(\.colorScheme)` reads it and
/// `.environment(\.colorScheme, .dark)` sets it. The host draws no colors: views read the value
/// and choose what to show, which `render()` and `texts` then see.
///
/// ```swift
/// struct ThemeLabel: View {
///     @Environment(\.colorScheme) var colorScheme
///
///     var body: some View {
///         Text(colorScheme == .dark ? "Dark" : "Light")
///     }
/// }
///
/// assert(ViewHost(ThemeLabel()).texts == ["Light"])
/// assert(ViewHost(ThemeLabel().environment(\.colorScheme, .dark)).texts == ["Dark"])
/// ```
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// The light appearance, the default.
    case light
    /// The dark appearance.
    case dark
}

private enum ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { .light }
}

extension EnvironmentValues {
    /// The appearance the views inside are shown in: light unless set.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}

extension View {
    /// Asks for this view, and the screen it is on, to be shown in `colorScheme`; recorded.
    ///
    /// ```swift
    /// assert(ViewHost(Text("Night").preferredColorScheme(.dark)).render().contains(".preferredColorScheme(.dark)"))
    /// ```
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        recorded("preferredColorScheme", [("", colorScheme.map { ".\($0)" } ?? "nil")])
    }
}
