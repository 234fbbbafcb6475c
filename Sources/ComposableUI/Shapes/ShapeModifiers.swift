import Foundation

/// A shape filled or stroked: what `.fill(...)`, `.stroke(...)` and `.strokeBorder(...)`
/// return. It is a view; `render()` writes it as the code that made it
/// (`Circle().stroke(Color.blue, lineWidth: 2.0)`) and `html()` draws it as SVG.
///
/// ```swift
/// let ring = Circle().stroke(Color.blue, lineWidth: 2)
/// assert(ViewHost(ring).render() == "Circle().stroke(Color.blue, lineWidth: 2.0)")
/// ```
public struct StyledShape: View {
    let drawing: ShapeDrawing

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never

    private func restyled(_ written: String, _ style: ShapeDrawing.Style) -> StyledShape {
        StyledShape(drawing: ShapeDrawing(written: drawing.written + written, path: drawing.path, style: style))
    }

    /// The shape filled with `style`.
    public func fill(_ style: some ShapeStyle) -> StyledShape {
        restyled(".fill(\(style.writtenStyle))", .fill(style as? Color))
    }

    /// The shape filled with `color`, which may be written `.red` or `.primary`.
    public func fill(_ color: Color) -> StyledShape {
        restyled(".fill(\(color.writtenStyle))", .fill(color))
    }

    /// The shape's outline drawn in `style`, `lineWidth` wide.
    public func stroke(_ style: some ShapeStyle, lineWidth: CGFloat = 1) -> StyledShape {
        restyled(".stroke(\(style.writtenStyle), lineWidth: \(lineWidth))", .stroke(style as? Color, StrokeStyle(lineWidth: lineWidth)))
    }

    /// The shape's outline drawn in `color`, which may be written `.red` or `.primary`.
    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> StyledShape {
        restyled(".stroke(\(color.writtenStyle), lineWidth: \(lineWidth))", .stroke(color, StrokeStyle(lineWidth: lineWidth)))
    }

    /// The shape's outline drawn with `style`.
    public func stroke(style: StrokeStyle) -> StyledShape {
        restyled(".stroke(lineWidth: \(style.lineWidth))", .stroke(nil, style))
    }
}

extension StyledShape: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .drawing(drawing)
        reconciler.reconcile(node, children: [])
    }
}

/// A shape rotated about a point of its frame: what `.rotation(_:anchor:)` returns. Still a
/// shape, so it can be stroked or filled after.
///
/// ```swift
/// let arc = Circle().trim(from: 0, to: 0.25).rotation(.degrees(-90)).stroke(Color.red, lineWidth: 12)
/// assert(ViewHost(arc).render() == "Circle().trim(from: 0.0, to: 0.25).rotation(.degrees(-90.0)).stroke(Color.red, lineWidth: 12.0)")
/// ```
public struct RotatedShape<Content: Shape>: Shape, WrittenShape {
    /// The shape rotated.
    public var shape: Content
    /// How far it is turned, clockwise on screen.
    public var angle: Angle
    /// The point of the shape's frame it turns about.
    public var anchor: UnitPoint

    /// `shape` turned by `angle` about `anchor`.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The shape's path in `rect`, turned about the anchor.
    nonisolated public func path(in rect: CGRect) -> Path {
        let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        return shape.path(in: rect).rotated(by: angle.radians, about: pivot)
    }

    nonisolated var writtenShape: String {
        "\(shape.written).rotation(.degrees(\(angle.degrees)))"
    }
}

/// The part of a shape's outline between two fractions of its length: what
/// `.trim(from:to:)` returns, as a progress ring draws.
///
/// ```swift
/// let third = Circle().trim(from: 0, to: 1.0 / 3)
/// assert(!third.path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).isEmpty)
/// ```
public struct TrimmedShape<Content: Shape>: Shape, WrittenShape {
    /// The shape trimmed.
    public var shape: Content
    /// Where the kept part starts, as a fraction of the outline's length.
    public var startFraction: CGFloat
    /// Where the kept part ends, as a fraction of the outline's length.
    public var endFraction: CGFloat

    /// The part of `shape`'s outline from `startFraction` to `endFraction`.
    public init(shape: Content, startFraction: CGFloat, endFraction: CGFloat) {
        self.shape = shape
        self.startFraction = startFraction
        self.endFraction = endFraction
    }

    /// The kept part of the shape's outline in `rect`, its curves followed in short lines.
    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmed(from: startFraction, to: endFraction)
    }

    nonisolated var writtenShape: String {
        "\(shape.written).trim(from: \(startFraction), to: \(endFraction))"
    }
}

extension Shape {
    /// The shape filled with `style`: a color or a gradient.
    public func fill(_ style: some ShapeStyle) -> StyledShape {
        StyledShape(drawing: drawing()).fill(style)
    }

    /// The shape filled with `color`, which may be written `.red` or `.primary`.
    public func fill(_ color: Color) -> StyledShape {
        StyledShape(drawing: drawing()).fill(color)
    }

    /// The shape's outline drawn in `style`, `lineWidth` wide.
    public func stroke(_ style: some ShapeStyle, lineWidth: CGFloat = 1) -> StyledShape {
        StyledShape(drawing: drawing()).stroke(style, lineWidth: lineWidth)
    }

    /// The shape's outline drawn in `color`, which may be written `.red` or `.primary`.
    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> StyledShape {
        StyledShape(drawing: drawing()).stroke(color, lineWidth: lineWidth)
    }

    /// The shape's outline drawn in `color` with `style`.
    public func stroke(_ color: Color, style: StrokeStyle) -> StyledShape {
        StyledShape(drawing: ShapeDrawing(
            written: written + ".stroke(\(color.writtenStyle), lineWidth: \(style.lineWidth))",
            path: path(in: ShapeDrawing.canvas),
            style: .stroke(color, style)
        ))
    }

    /// The shape's outline drawn with `style`.
    public func stroke(style: StrokeStyle) -> StyledShape {
        StyledShape(drawing: drawing()).stroke(style: style)
    }

    /// The shape's outline, `lineWidth` wide, in the foreground color.
    public func stroke(lineWidth: CGFloat = 1) -> StyledShape {
        StyledShape(drawing: drawing()).stroke(style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline drawn in `color` inside its edge, `lineWidth` wide; recorded as a
    /// stroke (the host draws the line on the edge).
    public func strokeBorder(_ color: Color, lineWidth: CGFloat = 1) -> StyledShape {
        StyledShape(drawing: ShapeDrawing(
            written: written + ".strokeBorder(\(color.writtenStyle), lineWidth: \(lineWidth))",
            path: path(in: ShapeDrawing.canvas),
            style: .stroke(color, StrokeStyle(lineWidth: lineWidth))
        ))
    }

    /// The shape's outline drawn in the foreground color inside its edge, `lineWidth` wide.
    public func strokeBorder(lineWidth: CGFloat = 1) -> StyledShape {
        StyledShape(drawing: ShapeDrawing(
            written: written + ".strokeBorder(lineWidth: \(lineWidth))",
            path: path(in: ShapeDrawing.canvas),
            style: .stroke(nil, StrokeStyle(lineWidth: lineWidth))
        ))
    }

    /// The shape's outline drawn in `style` inside its edge, `lineWidth` wide.
    public func strokeBorder(_ style: some ShapeStyle, lineWidth: CGFloat = 1) -> StyledShape {
        StyledShape(drawing: ShapeDrawing(
            written: written + ".strokeBorder(\(style.writtenStyle), lineWidth: \(lineWidth))",
            path: path(in: ShapeDrawing.canvas),
            style: .stroke(style as? Color, StrokeStyle(lineWidth: lineWidth))
        ))
    }

    /// The part of the shape's outline from `from` to `to`, fractions of its length.
    public func trim(from: CGFloat = 0, to: CGFloat = 1) -> TrimmedShape<Self> {
        TrimmedShape(shape: self, startFraction: from, endFraction: to)
    }

    /// The shape turned by `angle` about `anchor`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
}
