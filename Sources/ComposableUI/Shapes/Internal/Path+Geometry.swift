import Foundation

extension Path {
    /// This path turned by `radians` about `pivot`, clockwise on a screen whose y axis points
    /// down; curves stay curves, as turning maps control points like any other.
    nonisolated func rotated(by radians: Double, about pivot: CGPoint) -> Path {
        let (sine, cosine) = (CGFloat(sin(radians)), CGFloat(cos(radians)))
        func turn(_ point: CGPoint) -> CGPoint {
            let (x, y) = (point.x - pivot.x, point.y - pivot.y)
            return CGPoint(x: pivot.x + x * cosine - y * sine, y: pivot.y + x * sine + y * cosine)
        }
        var turned = Path()
        for element in elements {
            switch element {
            case let .move(point): turned.move(to: turn(point))
            case let .line(point): turned.addLine(to: turn(point))
            case let .quadCurve(to, control): turned.addQuadCurve(to: turn(to), control: turn(control))
            case let .curve(to, control1, control2):
                turned.addCurve(to: turn(to), control1: turn(control1), control2: turn(control2))
            case .close: turned.closeSubpath()
            }
        }
        return turned
    }

    /// The part of this path from `start` to `end`, fractions of its whole length, its curves
    /// followed in short straight lines.
    nonisolated func trimmed(from start: CGFloat, to end: CGFloat) -> Path {
        let parts = polylines()
        let lengths = parts.map { part in zip(part, part.dropFirst()).map { distance($0, $1) } }
        let total = lengths.joined().reduce(0, +)
        let from = max(0, min(start, 1)) * total
        let to = max(0, min(end, 1)) * total
        guard total > 0, to > from else { return Path() }
        var result = Path()
        var travelled: CGFloat = 0
        for (part, segments) in zip(parts, lengths) {
            var isDrawing = false
            for (index, length) in segments.enumerated() {
                let (a, b) = (part[index], part[index + 1])
                let segmentStart = travelled
                travelled += length
                guard travelled > from, segmentStart < to, length > 0 else { continue }
                let enter = point(a, b, (max(from, segmentStart) - segmentStart) / length)
                let leave = point(a, b, (min(to, travelled) - segmentStart) / length)
                if !isDrawing {
                    result.move(to: enter)
                    isDrawing = true
                }
                result.addLine(to: leave)
            }
        }
        return result
    }

    /// Each part of the path as the points of straight lines, curves cut into 16 lines each and
    /// a closed part ending back at its start.
    private nonisolated func polylines() -> [[CGPoint]] {
        var parts: [[CGPoint]] = []
        var current: [CGPoint] = []
        func finish() {
            if current.count > 1 { parts.append(current) }
            current = []
        }
        for element in elements {
            let last = current.last ?? .zero
            switch element {
            case let .move(point):
                finish()
                current = [point]
            case let .line(point):
                current.append(point)
            case let .quadCurve(to, control):
                for step in 1...16 {
                    let t = CGFloat(step) / 16
                    let a = point(last, control, t)
                    current.append(point(a, point(control, to, t), t))
                }
            case let .curve(to, control1, control2):
                for step in 1...16 {
                    let t = CGFloat(step) / 16
                    let u = 1 - t
                    let x = u * u * u * last.x + 3 * u * u * t * control1.x + 3 * u * t * t * control2.x + t * t * t * to.x
                    let y = u * u * u * last.y + 3 * u * u * t * control1.y + 3 * u * t * t * control2.y + t * t * t * to.y
                    current.append(CGPoint(x: x, y: y))
                }
            case .close:
                if let first = current.first { current.append(first) }
                finish()
            }
        }
        finish()
        return parts
    }
}

private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
}

private func point(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
    CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
}
