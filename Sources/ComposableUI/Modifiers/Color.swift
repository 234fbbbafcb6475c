/// A color for text and symbols: `.foregroundStyle(.secondary)`.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The color's name, as the HTML preview's CSS class uses it.
    public let description: String

    private init(_ description: String) {
        self.description = description
    }

    /// The text color of the current theme.
    public static let primary = Color("primary")
    /// The color of secondary text.
    public static let secondary = Color("secondary")
    /// The accent color, as links and buttons use it.
    public static let accentColor = Color("accent")
    /// Red.
    public static let red = Color("red")
    /// Orange.
    public static let orange = Color("orange")
    /// Yellow.
    public static let yellow = Color("yellow")
    /// Green.
    public static let green = Color("green")
    /// Blue.
    public static let blue = Color("blue")
    /// Purple.
    public static let purple = Color("purple")
    /// Gray.
    public static let gray = Color("gray")
}
