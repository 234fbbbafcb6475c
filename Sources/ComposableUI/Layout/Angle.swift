/// An angle, as `.rotationEffect(.degrees(-90))` takes it.
public struct Angle: Hashable, Sendable, CustomStringConvertible {
    /// The angle in degrees.
    public var degrees: Double

    /// The angle in radians.
    public var radians: Double {
        degrees * .pi / 180
    }

    /// An angle of `degrees` degrees.
    public init(degrees: Double) {
        self.degrees = degrees
    }

    /// An angle of `radians` radians.
    public init(radians: Double) {
        self.degrees = radians * 180 / .pi
    }

    /// An angle of `degrees` degrees.
    public static func degrees(_ degrees: Double) -> Angle {
        Angle(degrees: degrees)
    }

    /// An angle of `radians` radians.
    public static func radians(_ radians: Double) -> Angle {
        Angle(radians: radians)
    }

    /// The angle as written in code: `.degrees(-90.0)`.
    public var description: String {
        ".degrees(\(degrees))"
    }
}

/// A point in a view's bounds in unit coordinates: `.center` is (0.5, 0.5).
public struct UnitPoint: Hashable, Sendable {
    /// From 0 at the leading edge to 1 at the trailing edge.
    public var x: Double
    /// From 0 at the top to 1 at the bottom.
    public var y: Double

    /// The point at `x`, `y`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The middle.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The top left corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The middle of the top edge.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The top right corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The middle of the leading edge.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the trailing edge.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The bottom left corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The middle of the bottom edge.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The bottom right corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// How a view with an aspect ratio fills the space it is given.
public enum ContentMode: Hashable, Sendable {
    /// Fit inside the space, or fill it and overflow.
    case fit, fill
}
