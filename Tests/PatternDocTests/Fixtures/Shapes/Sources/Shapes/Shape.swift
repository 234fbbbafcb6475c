/// A shape with an area.
public protocol Shape: Sendable {
    /// The area, in square units.
    var area: Double { get }
}

/// A circle.
public struct Circle: Shape {
    /// Its radius.
    public var radius: Double

    /// A circle of `radius`.
    public init(radius: Double) {
        self.radius = radius
    }

    /// π r².
    public var area: Double { Double.pi * radius * radius }
}

/// A square.
public struct Square: Shape {
    /// The length of a side.
    public var side: Double

    /// A square whose sides are `side` long.
    public init(side: Double) {
        self.side = side
    }

    /// The side, squared.
    public var area: Double { side * side }
}

/// The areas of `shapes`, added in order.
public func totalArea(_ shapes: [any Shape]) -> Double {
    shapes.reduce(0) { $0 + $1.area }
}
