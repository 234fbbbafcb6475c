import Foundation

/// An outline drawn step by step: moves, lines, curves and arcs. A ``Shape`` returns one from
/// `path(in:)`; a `Path` is a shape itself, so a view can show it directly.
///
/// The host draws nothing, but it keeps the geometry: ``ViewHost/render()`` names the path and
/// its steps, and ``ViewHost/html()`` shows it as inline SVG.
///
/// ```swift
/// let triangle = Path { path in
///     path.move(to: CGPoint(x: 50, y: 0))
///     path.addLine(to: CGPoint(x: 100, y: 100))
///     path.addLine(to: CGPoint(x: 0, y: 100))
///     path.closeSubpath()
/// }
/// assert(triangle.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 100))
///
/// let host = ViewHost(triangle.fill(Color.orange))
/// assert(host.html().contains("<svg"))
/// ```
public struct Path: Shape, Equatable {
    /// One step of the drawing.
    enum Element: Equatable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case close
    }

    private(set) var elements: [Element] = []
    /// Where the current part started, for `closeSubpath`.
    private var subpathStart: CGPoint?

    /// An empty path.
    nonisolated public init() {}

    /// The path `draw` makes, starting empty.
    nonisolated public init(_ draw: (inout Path) -> Void) {
        draw(&self)
    }

    /// The outline of `rect`.
    nonisolated public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// The outline of `rect` with its corners rounded by `cornerRadius`.
    nonisolated public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// The ellipse that fits in `rect`.
    nonisolated public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// Whether nothing has been drawn.
    nonisolated public var isEmpty: Bool {
        elements.isEmpty
    }

    /// Where the last step ended, or `nil` for an empty path.
    nonisolated public var currentPoint: CGPoint? {
        var point: CGPoint?
        for element in elements {
            switch element {
            case let .move(to), let .line(to), let .quadCurve(to, _), let .curve(to, _, _): point = to
            case .close: break
            }
        }
        return point
    }

    /// The smallest rectangle holding every point of the path, its curves' control points
    /// included; `.null` for an empty path.
    nonisolated public var boundingRect: CGRect {
        let points = elements.flatMap { element -> [CGPoint] in
            switch element {
            case let .move(point), let .line(point): [point]
            case let .quadCurve(to, control): [to, control]
            case let .curve(to, control1, control2): [to, control1, control2]
            case .close: []
            }
        }
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Starts a new part of the path at `point`.
    nonisolated public mutating func move(to point: CGPoint) {
        elements.append(.move(point))
        subpathStart = point
    }

    /// Draws a straight line from the current point to `point`.
    nonisolated public mutating func addLine(to point: CGPoint) {
        if currentPoint == nil { subpathStart = point }
        elements.append(.line(point))
    }

    /// Draws straight lines through `points`, starting a new part at the first.
    nonisolated public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Draws a curve to `point`, bent towards `control`.
    nonisolated public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: point, control: control))
    }

    /// Draws a curve to `point`, bent towards `control1` then `control2`.
    nonisolated public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current part with a line back to its start.
    nonisolated public mutating func closeSubpath() {
        elements.append(.close)
    }

    /// Adds the outline of `rect` as a closed part.
    nonisolated public mutating func addRect(_ rect: CGRect) {
        addLines([
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ])
        closeSubpath()
    }

    /// Adds the outlines of `rects`.
    nonisolated public mutating func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    /// Adds the outline of `rect` with its corners rounded by `cornerSize`, as a closed part.
    nonisolated public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize) {
        let radiusX = min(cornerSize.width, rect.width / 2)
        let radiusY = min(cornerSize.height, rect.height / 2)
        guard radiusX > 0, radiusY > 0 else { return addRect(rect) }
        // Each corner is a quarter of an ellipse; a cubic curve with controls at this fraction
        // of the radius is the usual close match.
        let k: CGFloat = 0.5523
        move(to: CGPoint(x: rect.minX + radiusX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - radiusX, y: rect.minY))
        addCurve(
            to: CGPoint(x: rect.maxX, y: rect.minY + radiusY),
            control1: CGPoint(x: rect.maxX - radiusX + k * radiusX, y: rect.minY),
            control2: CGPoint(x: rect.maxX, y: rect.minY + radiusY - k * radiusY)
        )
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - radiusY))
        addCurve(
            to: CGPoint(x: rect.maxX - radiusX, y: rect.maxY),
            control1: CGPoint(x: rect.maxX, y: rect.maxY - radiusY + k * radiusY),
            control2: CGPoint(x: rect.maxX - radiusX + k * radiusX, y: rect.maxY)
        )
        addLine(to: CGPoint(x: rect.minX + radiusX, y: rect.maxY))
        addCurve(
            to: CGPoint(x: rect.minX, y: rect.maxY - radiusY),
            control1: CGPoint(x: rect.minX + radiusX - k * radiusX, y: rect.maxY),
            control2: CGPoint(x: rect.minX, y: rect.maxY - radiusY + k * radiusY)
        )
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + radiusY))
        addCurve(
            to: CGPoint(x: rect.minX + radiusX, y: rect.minY),
            control1: CGPoint(x: rect.minX, y: rect.minY + radiusY - k * radiusY),
            control2: CGPoint(x: rect.minX + radiusX - k * radiusX, y: rect.minY)
        )
        closeSubpath()
    }

    /// Adds the ellipse that fits in `rect`, as a closed part.
    nonisolated public mutating func addEllipse(in rect: CGRect) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: rect.width / 2, height: rect.height / 2))
    }

    /// Adds an arc of the circle around `center`, from `startAngle` to `endAngle`, going
    /// clockwise or counterclockwise on a screen whose y axis points down. A line joins the
    /// current point, if any, to the arc's start.
    nonisolated public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let start = startAngle.radians
        var end = endAngle.radians
        let turn = 2 * Double.pi
        // With y pointing down, angles grow clockwise on screen; SwiftUI's `clockwise` names the
        // direction in flipped (y up) coordinates, so `clockwise: false` grows the angle.
        if clockwise {
            while end > start { end -= turn }
        } else {
            while end < start { end += turn }
        }
        let steps = max(1, Int((abs(end - start) / (Double.pi / 36)).rounded(.up)))
        for step in 0...steps {
            let angle = start + (end - start) * Double(step) / Double(steps)
            let point = CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
            if step == 0, currentPoint == nil { move(to: point) } else { addLine(to: point) }
        }
    }

    /// Adds every part of `path`.
    nonisolated public mutating func addPath(_ path: Path) {
        elements += path.elements
    }

    /// A path is its own outline, whatever the space offered.
    nonisolated public func path(in rect: CGRect) -> Path {
        self
    }

    /// The path as SVG path data (`M 0 0 L 10 10 Z`), for the HTML preview.
    nonisolated var svgData: String {
        func number(_ value: CGFloat) -> String {
            let rounded = (Double(value) * 100).rounded() / 100
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
        func point(_ point: CGPoint) -> String { "\(number(point.x)) \(number(point.y))" }
        return elements.map { element in
            switch element {
            case let .move(to): "M \(point(to))"
            case let .line(to): "L \(point(to))"
            case let .quadCurve(to, control): "Q \(point(control)) \(point(to))"
            case let .curve(to, control1, control2): "C \(point(control1)) \(point(control2)) \(point(to))"
            case .close: "Z"
            }
        }.joined(separator: " ")
    }
}

extension Path: WrittenShape {
    nonisolated var writtenShape: String {
        "Path(\(elements.count) elements)"
    }
}
