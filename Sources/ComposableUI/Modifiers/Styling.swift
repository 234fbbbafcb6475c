/// A text style: `.font(.largeTitle)`, `.font(.system(size: 20))`.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The style's name, as the HTML preview's CSS class uses it.
    public let description: String

    private init(_ description: String) {
        self.description = description
    }

    public static let largeTitle = Font("largeTitle")
    public static let title = Font("title")
    public static let title2 = Font("title2")
    public static let title3 = Font("title3")
    public static let headline = Font("headline")
    public static let subheadline = Font("subheadline")
    public static let body = Font("body")
    public static let callout = Font("callout")
    public static let footnote = Font("footnote")
    public static let caption = Font("caption")
    public static let caption2 = Font("caption2")

    /// The system font at `size` points.
    public static func system(size: Double) -> Font {
        Font("system(size: \(size))")
    }
}

/// A color for text and symbols: `.foregroundStyle(.secondary)`.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The color's name, as the HTML preview's CSS class uses it.
    public let description: String

    private init(_ description: String) {
        self.description = description
    }

    public static let primary = Color("primary")
    public static let secondary = Color("secondary")
    public static let accentColor = Color("accent")
    public static let red = Color("red")
    public static let orange = Color("orange")
    public static let yellow = Color("yellow")
    public static let green = Color("green")
    public static let blue = Color("blue")
    public static let purple = Color("purple")
    public static let gray = Color("gray")
}

struct FontModifier: ViewModifier, DescribingModifier {
    let font: Font
    var description: NodeContent.Modifier { .font(font) }
    typealias Body = Never
}

struct MonospacedDigitModifier: ViewModifier, DescribingModifier {
    var description: NodeContent.Modifier { .monospacedDigit }
    typealias Body = Never
}

struct BoldModifier: ViewModifier, DescribingModifier {
    var description: NodeContent.Modifier { .bold }
    typealias Body = Never
}

struct PaddingModifier: ViewModifier, DescribingModifier {
    var description: NodeContent.Modifier { .padding }
    typealias Body = Never
}

struct ForegroundStyleModifier: ViewModifier, DescribingModifier {
    let color: Color
    var description: NodeContent.Modifier { .foregroundStyle(color) }
    typealias Body = Never
}

struct NavigationTitleModifier: ViewModifier, DescribingModifier {
    let title: String
    var description: NodeContent.Modifier { .navigationTitle(title) }
    typealias Body = Never
}

extension View {
    /// Shows text in this view in `font`.
    public func font(_ font: Font?) -> some View {
        modifier(FontModifier(font: font ?? .body))
    }

    /// Gives digits one width, so that a changing number does not jiggle.
    public func monospacedDigit() -> some View {
        modifier(MonospacedDigitModifier())
    }

    /// Shows text in this view in bold.
    public func bold() -> some View {
        modifier(BoldModifier())
    }

    /// Adds the platform's standard space around this view.
    public func padding() -> some View {
        modifier(PaddingModifier())
    }

    /// Adds `length` points of space around this view; the HTML preview uses one standard space.
    public func padding(_ length: Double) -> some View {
        modifier(PaddingModifier())
    }

    /// Shows text and symbols in this view in `color`.
    public func foregroundStyle(_ color: Color) -> some View {
        modifier(ForegroundStyleModifier(color: color))
    }

    /// Shows text and symbols in this view in `color`.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(ForegroundStyleModifier(color: color ?? .primary))
    }

    /// The title of the screen this view is the content of.
    public func navigationTitle(_ title: String) -> some View {
        modifier(NavigationTitleModifier(title: title))
    }
}
