/// A text style: `.font(.largeTitle)`, `.font(.system(size: 20))`.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The style's name, as the HTML preview's CSS class uses it.
    public let description: String

    private init(_ description: String) {
        self.description = description
    }

    /// The largest title, at the top of a screen.
    public static let largeTitle = Font("largeTitle")
    /// A first-level title.
    public static let title = Font("title")
    /// A second-level title.
    public static let title2 = Font("title2")
    /// A third-level title.
    public static let title3 = Font("title3")
    /// A headline: body size, bold.
    public static let headline = Font("headline")
    /// Smaller text under a headline.
    public static let subheadline = Font("subheadline")
    /// The text of the body: the default.
    public static let body = Font("body")
    /// Text a little smaller than the body, for callouts.
    public static let callout = Font("callout")
    /// Small text, for footnotes.
    public static let footnote = Font("footnote")
    /// A caption.
    public static let caption = Font("caption")
    /// The smallest caption.
    public static let caption2 = Font("caption2")

    /// The system font at `size` points.
    public static func system(size: Double) -> Font {
        Font("system(size: \(size))")
    }
}
