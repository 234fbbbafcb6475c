import Foundation

/// A shape drawn line by line: `Path { path in path.move(to: a); path.addLine(to: b) }`.
/// The host records how many elements it has rather than drawing them.
public struct Path: Shape, PrimitiveView {
    /// One step of the drawing.
    enum Element: Equatable {
        case move(CGPoint)
        case line(CGPoint)
        case close
    }

    var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// The path `draw` makes, starting empty.
    public init(_ draw: (inout Path) -> Void) {
        draw(&self)
    }

    /// Starts a new part of the path at `point`.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(point))
    }

    /// Draws a straight line from the current point to `point`.
    public mutating func addLine(to point: CGPoint) {
        elements.append(.line(point))
    }

    /// Draws straight lines through `points`, starting a new part at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Closes the current part with a line back to its start.
    public mutating func closeSubpath() {
        elements.append(.close)
    }

    /// `Path` and the number of its steps.
    public var writtenShape: String {
        "Path(\(elements.count) elements)"
    }
}
