import Foundation

/// A fill for a shape: a ``Color`` or a gradient.
public protocol ShapeStyle: Sendable {
    /// The style as written in code, which `render()` shows: `Color.red`, `AngularGradient(...)`.
    var writtenStyle: String { get }
}

/// A 2D shape, drawn by the host as its name: `Circle()`, `Path { ... }`. Fill it, stroke it,
/// trim it; a headless screen records what was asked.
public protocol Shape: View where Body == Never {
    /// The shape as written in code: `Circle()`.
    var writtenShape: String { get }
}

extension Color: ShapeStyle, View {
    /// The color as written in code: `Color.red`.
    nonisolated public var writtenStyle: String {
        "Color.\(description)"
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension Color: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .shape(writtenStyle)
        reconciler.reconcile(node, children: [])
    }
}

/// A shape with its fill, stroke or trim applied, as `.fill(...)`, `.stroke(...)` and
/// `.trim(from:to:)` return.
public struct StyledShape: View {
    let written: String

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never

    /// The shape filled with `style`.
    public func fill(_ style: some ShapeStyle) -> StyledShape {
        StyledShape(written: written + ".fill(\(style.writtenStyle))")
    }

    /// The shape's outline drawn in `style`, `lineWidth` wide.
    public func stroke(_ style: some ShapeStyle, lineWidth: CGFloat = 1) -> StyledShape {
        StyledShape(written: written + ".stroke(\(style.writtenStyle), lineWidth: \(lineWidth))")
    }

    /// The shape's outline drawn with `style`.
    public func stroke(style: StrokeStyle) -> StyledShape {
        StyledShape(written: written + ".stroke(lineWidth: \(style.lineWidth))")
    }

    /// The shape filled with `color`, which may be written `.red` or `.primary`.
    public func fill(_ color: Color) -> StyledShape {
        StyledShape(written: written + ".fill(\(color.writtenStyle))")
    }

    /// The shape's outline drawn in `color`, which may be written `.red` or `.primary`.
    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> StyledShape {
        StyledShape(written: written + ".stroke(\(color.writtenStyle), lineWidth: \(lineWidth))")
    }
}

extension StyledShape: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .shape(written)
        reconciler.reconcile(node, children: [])
    }
}

extension Shape {
    /// The shape filled with `style`: a color or a gradient.
    public func fill(_ style: some ShapeStyle) -> StyledShape {
        StyledShape(written: writtenShape).fill(style)
    }

    /// The shape's outline drawn in `style`, `lineWidth` wide.
    public func stroke(_ style: some ShapeStyle, lineWidth: CGFloat = 1) -> StyledShape {
        StyledShape(written: writtenShape).stroke(style, lineWidth: lineWidth)
    }

    /// The shape's outline drawn with `style`.
    public func stroke(style: StrokeStyle) -> StyledShape {
        StyledShape(written: writtenShape).stroke(style: style)
    }

    /// The shape filled with `color`, which may be written `.red` or `.primary`.
    public func fill(_ color: Color) -> StyledShape {
        StyledShape(written: writtenShape).fill(color)
    }

    /// The shape's outline drawn in `color`, which may be written `.red` or `.primary`.
    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> StyledShape {
        StyledShape(written: writtenShape).stroke(color, lineWidth: lineWidth)
    }

    /// The part of the shape's outline from `from` to `to`, fractions of its length.
    public func trim(from: CGFloat = 0, to: CGFloat = 1) -> StyledShape {
        StyledShape(written: writtenShape + ".trim(from: \(from), to: \(to))")
    }

    /// Describes the shape on `node`; shapes have no children.
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .shape(writtenShape)
        reconciler.reconcile(node, children: [])
    }
}

/// How a stroke is drawn: its width and the shape of its ends.
public struct StrokeStyle: Hashable, Sendable {
    /// The width of the line.
    public var lineWidth: CGFloat
    /// The shape of the line's ends.
    public var lineCap: LineCap

    /// A stroke `lineWidth` wide with `lineCap` ends.
    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
    }

    /// The shape of a line's ends.
    public enum LineCap: Hashable, Sendable {
        /// Cut square at the end, rounded, or squared off past the end.
        case butt, round, square
    }
}

/// A circle, as large as fits the space offered.
public struct Circle: Shape, PrimitiveView {
    /// A circle.
    public init() {}
    /// `Circle()`.
    public var writtenShape: String { "Circle()" }
}

/// A rectangle filling the space offered.
public struct Rectangle: Shape, PrimitiveView {
    /// A rectangle.
    public init() {}
    /// `Rectangle()`.
    public var writtenShape: String { "Rectangle()" }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape, PrimitiveView {
    let cornerRadius: CGFloat
    /// A rectangle whose corners are rounded by `cornerRadius` points.
    public init(cornerRadius: CGFloat) {
        self.cornerRadius = cornerRadius
    }
    /// `RoundedRectangle(cornerRadius: ...)`.
    public var writtenShape: String { "RoundedRectangle(cornerRadius: \(cornerRadius))" }
}

/// A rectangle whose short sides are half circles.
public struct Capsule: Shape, PrimitiveView {
    /// A capsule.
    public init() {}
    /// `Capsule()`.
    public var writtenShape: String { "Capsule()" }
}

/// An ellipse filling the space offered.
public struct Ellipse: Shape, PrimitiveView {
    /// An ellipse.
    public init() {}
    /// `Ellipse()`.
    public var writtenShape: String { "Ellipse()" }
}
