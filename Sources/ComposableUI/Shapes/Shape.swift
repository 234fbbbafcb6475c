import Foundation

/// A fill for a shape: a ``Color`` or a gradient.
public protocol ShapeStyle: Sendable {
    /// The style as written in code, which `render()` shows: `Color.red`, `AngularGradient(...)`.
    var writtenStyle: String { get }
}

/// A 2D shape: a type that says which ``Path`` outlines it in a given rectangle. Built-in
/// shapes (`Circle`, `Capsule`, `RoundedRectangle`, ...) are shapes, and so is your own type
/// with a `path(in:)`.
///
/// The host draws no pixels: ``ViewHost/render()`` names the shape and how it is filled,
/// stroked, trimmed or rotated, and ``ViewHost/html()`` draws its path, made in a 100 by 100
/// square, as inline SVG.
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { path in
///             path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///             path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///             path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///             path.closeSubpath()
///         }
///     }
/// }
///
/// let host = ViewHost(Triangle().fill(Color.green))
/// assert(host.render() == "Triangle().fill(Color.green)")
/// assert(host.html().contains(#"<path d="M 50 0 L 100 100 L 0 100 Z""#))
/// ```
public protocol Shape: View, Sendable where Body == Never {
    /// The outline of the shape when it is given `rect`.
    nonisolated func path(in rect: CGRect) -> Path
}

/// A shape whose code the host writes itself (`Circle()`, `RoundedRectangle(cornerRadius: 8)`);
/// any other shape is written as its type name.
protocol WrittenShape {
    nonisolated var writtenShape: String { get }
}

extension Shape {
    /// The shape as `render()` writes it.
    nonisolated var written: String {
        (self as? any WrittenShape)?.writtenShape ?? "\(Self.self)()"
    }

    /// What the host shows for the shape drawn as `style` says.
    nonisolated func drawing(_ style: ShapeDrawing.Style = .fill(nil)) -> ShapeDrawing {
        ShapeDrawing(written: written, path: path(in: ShapeDrawing.canvas), style: style)
    }
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

/// How a stroke is drawn: its width, the shape of its ends and corners, and its dashes.
///
/// ```swift
/// let style = StrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 2])
/// let host = ViewHost(Circle().trim(from: 0, to: 0.3).stroke(style: style))
/// assert(host.render() == "Circle().trim(from: 0.0, to: 0.3).stroke(lineWidth: 2.0)")
/// ```
public struct StrokeStyle: Hashable, Sendable {
    /// The width of the line.
    public var lineWidth: CGFloat
    /// The shape of the line's ends.
    public var lineCap: LineCap
    /// The shape of the line's corners.
    public var lineJoin: LineJoin
    /// How far a mitered corner may reach, as a multiple of the line's width.
    public var miterLimit: CGFloat
    /// The lengths of the dashes and gaps, alternately; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// A stroke `lineWidth` wide with `lineCap` ends and `lineJoin` corners.
    public init(
        lineWidth: CGFloat = 1,
        lineCap: LineCap = .butt,
        lineJoin: LineJoin = .miter,
        miterLimit: CGFloat = 10,
        dash: [CGFloat] = [],
        dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The shape of a line's ends.
    public enum LineCap: Hashable, Sendable {
        /// Cut square at the end, rounded, or squared off past the end.
        case butt, round, square
    }

    /// The shape of a line's corners.
    public enum LineJoin: Hashable, Sendable {
        /// A sharp corner, a rounded one, or one cut flat.
        case miter, round, bevel
    }
}

/// A circle, as large as fits the space offered, centered in it.
///
/// ```swift
/// let host = ViewHost(Circle().stroke(Color.blue, lineWidth: 4))
/// assert(host.render() == "Circle().stroke(Color.blue, lineWidth: 4.0)")
/// ```
public struct Circle: Shape, WrittenShape {
    /// A circle.
    public init() {}

    /// The circle centered in `rect`, as wide as its shorter side.
    nonisolated public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    nonisolated var writtenShape: String { "Circle()" }
}

/// A rectangle filling the space offered.
///
/// ```swift
/// let host = ViewHost(Rectangle().fill(Color.gray))
/// assert(host.render() == "Rectangle().fill(Color.gray)")
/// ```
public struct Rectangle: Shape, WrittenShape {
    /// A rectangle.
    public init() {}

    /// `rect` itself.
    nonisolated public func path(in rect: CGRect) -> Path {
        Path(rect)
    }

    nonisolated var writtenShape: String { "Rectangle()" }
}

/// A rectangle with rounded corners.
///
/// ```swift
/// let host = ViewHost(RoundedRectangle(cornerRadius: 8).fill(Color.red))
/// assert(host.render() == "RoundedRectangle(cornerRadius: 8.0).fill(Color.red)")
/// ```
public struct RoundedRectangle: Shape, WrittenShape {
    /// How far in from each corner the rounding starts, across and down.
    public var cornerSize: CGSize
    /// How the corners are rounded.
    public var style: RoundedCornerStyle

    /// A rectangle whose corners are rounded by `cornerRadius` points.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    /// A rectangle whose corners are rounded by `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// `rect` with its corners rounded.
    nonisolated public func path(in rect: CGRect) -> Path {
        Path { $0.addRoundedRect(in: rect, cornerSize: cornerSize) }
    }

    nonisolated var writtenShape: String {
        cornerSize.width == cornerSize.height
            ? "RoundedRectangle(cornerRadius: \(cornerSize.width))"
            : "RoundedRectangle(cornerSize: \(cornerSize.width)x\(cornerSize.height))"
    }
}

/// How a rounded rectangle's corners curve: as a quarter circle, or easing into the sides.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// A quarter circle, or a curve that eases into the straight sides.
    case circular, continuous
}

/// A rectangle whose short sides are half circles.
///
/// ```swift
/// let host = ViewHost(Capsule().fill(Color.green))
/// assert(host.render() == "Capsule().fill(Color.green)")
/// ```
public struct Capsule: Shape, WrittenShape {
    /// A capsule.
    public init() {}

    /// `rect` with its shorter sides rounded into half circles.
    nonisolated public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path { $0.addRoundedRect(in: rect, cornerSize: CGSize(width: radius, height: radius)) }
    }

    nonisolated var writtenShape: String { "Capsule()" }
}

/// An ellipse filling the space offered.
///
/// ```swift
/// let host = ViewHost(Ellipse().fill(Color.purple))
/// assert(host.render() == "Ellipse().fill(Color.purple)")
/// ```
public struct Ellipse: Shape, WrittenShape {
    /// An ellipse.
    public init() {}

    /// The ellipse that fits in `rect`.
    nonisolated public func path(in rect: CGRect) -> Path {
        Path(ellipseIn: rect)
    }

    nonisolated var writtenShape: String { "Ellipse()" }
}
