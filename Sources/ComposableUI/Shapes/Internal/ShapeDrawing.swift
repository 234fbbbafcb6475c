import Foundation

/// A shape as the host shows it: the code that made it, for `render()`, and its path in a
/// 100 by 100 square with its fill or stroke, for `html()`'s inline SVG.
struct ShapeDrawing: Sendable {
    /// The square a shape's path is made in for the preview.
    static let canvas = CGRect(x: 0, y: 0, width: 100, height: 100)

    /// How the path is painted: filled, or stroked; `nil` colors mean the foreground color.
    enum Style: Sendable {
        case fill(Color?)
        case stroke(Color?, StrokeStyle)
    }

    let written: String
    let path: Path
    let style: Style

    /// The path as an `<svg>` element, escaped, sized by the page's style sheet.
    var svg: String {
        var attributes: String
        switch style {
        case let .fill(color):
            attributes = "fill=\"\(Self.css(color))\""
        case let .stroke(color, stroke):
            attributes = "fill=\"none\" stroke=\"\(Self.css(color))\" stroke-width=\"\(Self.number(stroke.lineWidth))\""
            if stroke.lineCap != .butt { attributes += " stroke-linecap=\"\(stroke.lineCap)\"" }
            if !stroke.dash.isEmpty {
                attributes += " stroke-dasharray=\"\(stroke.dash.map(Self.number).joined(separator: " "))\""
            }
        }
        let label = HTMLRenderer.escaped(written)
        return "<svg class=\"cui-shape\" viewBox=\"-10 -10 120 120\" role=\"img\" aria-label=\"\(label)\">"
            + "<path d=\"\(path.svgData)\" \(attributes)/></svg>"
    }

    /// The CSS color of `color`: the named colors CSS knows by the same name, `transparent`
    /// for clear, and the foreground color for the rest (semantic colors, gradients).
    private static func css(_ color: Color?) -> String {
        let named: Set<String> = [
            "red", "orange", "yellow", "green", "blue", "purple", "gray", "black", "white", "pink",
            "brown", "cyan", "indigo", "teal",
        ]
        guard let name = color?.description else { return "currentColor" }
        if name == "clear" { return "transparent" }
        return named.contains(name) ? name : "currentColor"
    }

    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value))
    }
}
