import Foundation

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
    var written = ""
    var description: NodeContent.Modifier { .padding(written) }
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

    /// Adds space along `edges` of this view: `length` points, or the platform's standard
    /// space; the HTML preview uses one standard space.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        var written: [String] = []
        if edges != .all { written.append(edges.description) }
        if edges != .all, let length { written.append("\(length)") }
        return modifier(PaddingModifier(written: written.joined(separator: ", ")))
    }

    /// Adds `length` points of space around this view; the HTML preview uses one standard space.
    public func padding(_ length: CGFloat) -> some View {
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

    /// The title of the screen this view is the content of, as a text: a formatted date.
    ///
    /// ```swift
    /// let host = ViewHost(Text("Notes").navigationTitle(Text("Meeting")))
    /// assert(host.render().hasPrefix(#".navigationTitle("Meeting")"#))
    /// ```
    public func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationTitleModifier(title: title.content))
    }
}
