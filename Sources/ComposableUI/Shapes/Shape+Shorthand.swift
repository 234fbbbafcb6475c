import Foundation

/// The built-in shapes by the short names SwiftUI gives them where a shape is expected:
/// `.clipShape(.rect(cornerRadius: 8))`, `.clipShape(.circle)`.
///
/// ```swift
/// let host = ViewHost(Text("Badge").clipShape(.rect(cornerRadius: 8)))
/// assert(host.render().contains(".clipShape(RoundedRectangle(cornerRadius: 8.0))"))
/// ```
extension Shape where Self == Rectangle {
    /// A rectangle: `Rectangle()`.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with corners rounded by `cornerRadius`: `RoundedRectangle(cornerRadius:)`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangle with corners of `cornerSize`: `RoundedRectangle(cornerSize:)`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle: `Circle()`.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule: `Capsule()`.
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
    /// An ellipse: `Ellipse()`.
    public static var ellipse: Ellipse { Ellipse() }
}
