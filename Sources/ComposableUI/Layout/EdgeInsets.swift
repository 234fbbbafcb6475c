import Foundation

/// Space along each edge of a view, as `.listRowInsets(EdgeInsets())` takes it.
///
/// ```swift
/// let insets = EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
/// assert(insets.leading == 16)
/// assert(EdgeInsets() == EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
/// ```
public struct EdgeInsets: Hashable, Sendable {
    /// The space along the top edge.
    public var top: CGFloat
    /// The space along the leading edge.
    public var leading: CGFloat
    /// The space along the bottom edge.
    public var bottom: CGFloat
    /// The space along the trailing edge.
    public var trailing: CGFloat

    /// Insets of these lengths, none by default.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// Whether something the system may show (a separator, a drag indicator) is shown.
///
/// ```swift
/// let visibility: Visibility = .hidden
/// assert(visibility != .automatic)
/// ```
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// The system decides, it shows, or it is hidden.
    case automatic, visible, hidden
}
