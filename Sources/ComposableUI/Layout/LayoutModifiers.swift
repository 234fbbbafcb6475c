import Foundation

/// A modifier the host records as written rather than draws: size, position and styling that
/// a headless screen has no pixels for. `render()` shows it; `html()` leaves it out.
struct RecordedModifier: ViewModifier, DescribingModifier {
    let written: String
    var description: NodeContent.Modifier { .recorded(written) }
    typealias Body = Never
}

extension View {
    /// Records a modifier written as `name(arguments)`, leaving out arguments that are `nil`.
    func recorded(_ name: String, _ arguments: [(String, Any?)] = []) -> ModifiedContent<Self, RecordedModifier> {
        let written = arguments.compactMap { label, value -> String? in
            guard let value else { return nil }
            let shown = value is Double || value is CGFloat ? Self.number(value) : "\(value)"
            return label.isEmpty ? shown : "\(label): \(shown)"
        }
        return modifier(RecordedModifier(written: ".\(name)(\(written.joined(separator: ", ")))"))
    }

    private static func number(_ value: Any) -> String {
        let double = (value as? Double) ?? Double(value as? CGFloat ?? 0)
        if double == .infinity { return ".infinity" }
        return double == double.rounded() && abs(double) < 1e15 ? String(Int(double)) : "\(double)"
    }

    /// Gives this view a fixed `width` and `height`, either optional; recorded, not laid out.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        recorded("frame", [("width", width), ("height", height)])
    }

    /// Bounds this view's size, `.infinity` to fill the space offered; recorded, not laid out.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        recorded("frame", [
            ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
            ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight),
        ])
    }

    /// Moves this view by `x` and `y` points from where it is laid out; recorded.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        recorded("offset", [("x", x == 0 ? nil : x), ("y", y == 0 ? nil : y)])
    }

    /// Centers this view at `x`, `y` in its parent; recorded.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        recorded("position", [("x", x), ("y", y)])
    }

    /// Keeps this view at `aspectRatio` (width over height), fitting or filling; recorded.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        recorded("aspectRatio", [("", aspectRatio), ("contentMode", "." + "\(contentMode)")])
    }

    /// Cuts off what this view draws outside its bounds; recorded.
    public func clipped() -> some View {
        recorded("clipped")
    }
}
