import Foundation

/// A touch a view responds to: `.gesture(DragGesture().onChanged { ... })`. There are no
/// touches on a headless screen; the host records the gesture, and tests send the actions the
/// gesture would send.
public protocol Gesture {}

/// A drag: a finger down, moving, lifted.
public struct DragGesture: Gesture {
    /// Where a drag is.
    public struct Value: Sendable, Equatable {
        /// Where the finger is now.
        public var location: CGPoint
        /// Where the finger went down.
        public var startLocation: CGPoint
        /// How far the finger moved from where it went down.
        public var translation: CGSize
    }

    let minimumDistance: CGFloat
    var changed: (@MainActor (Value) -> Void)?
    var ended: (@MainActor (Value) -> Void)?

    /// A drag that starts after the finger moves `minimumDistance` points.
    public init(minimumDistance: CGFloat = 10) {
        self.minimumDistance = minimumDistance
    }

    /// This drag, calling `action` each time the finger moves.
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> DragGesture {
        var gesture = self
        gesture.changed = action
        return gesture
    }

    /// This drag, calling `action` when the finger is lifted.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> DragGesture {
        var gesture = self
        gesture.ended = action
        return gesture
    }
}

/// A tap, or `count` taps in a row.
public struct TapGesture: Gesture {
    let count: Int
    var ended: (@MainActor () -> Void)?

    /// A gesture of `count` taps.
    public init(count: Int = 1) {
        self.count = count
    }

    /// This tap, calling `action` when it is done.
    public func onEnded(_ action: @escaping @MainActor () -> Void) -> TapGesture {
        var gesture = self
        gesture.ended = action
        return gesture
    }
}

extension View {
    /// Lets this view respond to `gesture`; recorded by the host, which has no touches.
    public func gesture<G: Gesture>(_ gesture: G) -> some View {
        recorded("gesture", [("", String(describing: G.self) + "()")])
    }
}
