import Foundation

/// How a view's colors combine with what is under it.
public enum BlendMode: Hashable, Sendable {
    /// The blend modes, named as in image editors.
    case normal, multiply, screen, overlay, darken, lighten, difference, exclusion
}

/// How a view comes on screen and leaves it: `.transition(.opacity)`.
public struct AnyTransition: Sendable, CustomStringConvertible {
    /// The transition as written in code: `.opacity`.
    public let description: String

    /// Fades in and out.
    public static let opacity = AnyTransition(description: ".opacity")
    /// Grows in and shrinks out.
    public static let scale = AnyTransition(description: ".scale")
    /// Slides in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition(description: ".slide")
    /// Shows and hides at once.
    public static let identity = AnyTransition(description: ".identity")

    /// Moves in from and out to `edge`.
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition(description: ".move(edge: .\(edge))")
    }

    /// One transition coming in, another leaving.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(description: ".asymmetric(insertion: \(insertion), removal: \(removal))")
    }

    /// This transition and `other` at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(description: "\(description).combined(with: \(other))")
    }

    /// This transition run with `animation`.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(description: "\(description).animation(\(animation.map { ".\($0)" } ?? "nil"))")
    }
}

extension View {
    /// Turns this view by `angle` around `anchor`; recorded, not drawn.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        recorded("rotationEffect", [("", angle)])
    }

    /// Scales this view by `scale`; recorded, not drawn.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        recorded("scaleEffect", [("", scale)])
    }

    /// Draws this view `opacity` opaque, from 0 (invisible) to 1; recorded, not drawn.
    public func opacity(_ opacity: Double) -> some View {
        recorded("opacity", [("", opacity)])
    }

    /// Combines this view's colors with what is under it by `mode`; recorded, not drawn.
    public func blendMode(_ mode: BlendMode) -> some View {
        recorded("blendMode", [("", ".\(mode)")])
    }

    /// Inverts this view's colors; recorded, not drawn.
    public func colorInvert() -> some View {
        recorded("colorInvert")
    }

    /// Draws a shadow under this view; recorded, not drawn.
    public func shadow(color: Color = Color.black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        recorded("shadow", [("radius", radius)])
    }

    /// Whether taps reach this view; recorded (a test taps controls by title).
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        recorded("allowsHitTesting", [("", enabled)])
    }

    /// How this view comes on screen and leaves it; recorded, not animated.
    public func transition(_ transition: AnyTransition) -> some View {
        recorded("transition", [("", transition)])
    }

    /// Draws this view above siblings of a lower `value`; recorded.
    public func zIndex(_ value: Double) -> some View {
        recorded("zIndex", [("", value)])
    }
}
