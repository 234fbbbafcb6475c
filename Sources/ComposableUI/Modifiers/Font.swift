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

    /// The system font at `size` points, of `weight` and `design` when given.
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font("system(size: \(size)" + options(weight: weight, design: design) + ")")
    }

    /// The system font in the text style `style`, of `design` and `weight` when given:
    /// `.font(.system(.body, design: .monospaced))` for code.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font("system(.\(style.rawValue)" + options(weight: weight, design: design) + ")")
    }

    /// This font in bold.
    public func bold() -> Font {
        Font(description + ".bold()")
    }

    /// This font in italics.
    public func italic() -> Font {
        Font(description + ".italic()")
    }

    /// This font with fixed-width characters.
    public func monospaced() -> Font {
        Font(description + ".monospaced()")
    }

    /// This font with digits of one width.
    public func monospacedDigit() -> Font {
        Font(description + ".monospacedDigit()")
    }

    /// This font at `weight`.
    public func weight(_ weight: Weight) -> Font {
        Font(description + ".weight(.\(weight.rawValue))")
    }

    private static func options(weight: Weight?, design: Design?) -> String {
        (weight.map { ", weight: .\($0.rawValue)" } ?? "") + (design.map { ", design: .\($0.rawValue)" } ?? "")
    }

    /// The named sizes text comes in, which scale with the reader's text size setting.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        /// The styles, largest first.
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// The shape of a font's letters: `.monospaced` for code.
    public enum Design: String, Hashable, Sendable {
        /// The platform's usual letters, a serif face, rounded letters, or fixed-width ones.
        case `default`, serif, rounded, monospaced
    }

    /// How heavy a font's strokes are.
    public enum Weight: String, Hashable, Sendable {
        /// The weights, lightest first.
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }
}
