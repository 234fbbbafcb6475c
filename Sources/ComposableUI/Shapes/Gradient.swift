/// Colors in order, which a gradient blends from one to the next.
public struct Gradient: Hashable, Sendable {
    /// The colors, first to last.
    public var colors: [Color]

    /// A gradient through `colors`.
    public init(colors: [Color]) {
        self.colors = colors
    }

    var written: String {
        colors.map(\.description).joined(separator: ", ")
    }
}

/// A gradient from one side or point to another: `.fill(LinearGradient(...))`.
public struct LinearGradient: ShapeStyle, View, PrimitiveView {
    let gradient: Gradient

    /// A gradient from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
    }

    /// A gradient through `colors` from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = Gradient(colors: colors)
    }

    /// `LinearGradient` and its colors.
    nonisolated public var writtenStyle: String { "LinearGradient(\(gradient.written))" }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never

    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .shape(writtenStyle)
        reconciler.reconcile(node, children: [])
    }
}

/// A gradient around a center, as a clock face sweeps: `.fill(AngularGradient(...))`.
public struct AngularGradient: ShapeStyle, View, PrimitiveView {
    let gradient: Gradient

    /// A gradient sweeping around `center`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
    }

    /// A gradient through `colors` sweeping around `center`.
    public init(colors: [Color], center: UnitPoint) {
        self.gradient = Gradient(colors: colors)
    }

    /// `AngularGradient` and its colors.
    nonisolated public var writtenStyle: String { "AngularGradient(\(gradient.written))" }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never

    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .shape(writtenStyle)
        reconciler.reconcile(node, children: [])
    }
}

/// A gradient from a center outwards: `.fill(RadialGradient(...))`.
public struct RadialGradient: ShapeStyle, View, PrimitiveView {
    let gradient: Gradient

    /// A gradient from `center`, between the two radii.
    public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.gradient = gradient
    }

    /// `RadialGradient` and its colors.
    nonisolated public var writtenStyle: String { "RadialGradient(\(gradient.written))" }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never

    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .shape(writtenStyle)
        reconciler.reconcile(node, children: [])
    }
}

extension Angle {
    /// No angle.
    public static let zero = Angle(degrees: 0)
}
