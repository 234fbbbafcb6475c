import Foundation

extension View {
    /// Draws `view` (usually a ``Color``) behind this list row; recorded, as the row's
    /// background is not drawn.
    ///
    /// ```swift
    /// struct Rows: View {
    ///     var body: some View {
    ///         List {
    ///             Text("Playing").listRowBackground(Color.gray)
    ///         }
    ///     }
    /// }
    ///
    /// assert(ViewHost(Rows()).render().contains(".listRowBackground(Color.gray)"))
    /// ```
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        let written = view.map { ($0 as? Color)?.writtenStyle ?? String(describing: type(of: $0)) } ?? "nil"
        return recorded("listRowBackground", [("", written)])
    }

    /// Sets the space around this list row's content; recorded.
    ///
    /// ```swift
    /// struct Rows: View {
    ///     var body: some View {
    ///         List {
    ///             Text("Edge to edge").listRowInsets(EdgeInsets())
    ///         }
    ///     }
    /// }
    ///
    /// assert(ViewHost(Rows()).texts == ["Edge to edge"])
    /// ```
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        let written = insets.map { "top: \($0.top), leading: \($0.leading), bottom: \($0.bottom), trailing: \($0.trailing)" }
        return recorded("listRowInsets", [("", written.map { "EdgeInsets(\($0))" } ?? "nil")])
    }

    /// Shows or hides the separators of this list row; recorded.
    ///
    /// ```swift
    /// struct Rows: View {
    ///     var body: some View {
    ///         List {
    ///             Text("No line under me").listRowSeparator(.hidden)
    ///         }
    ///     }
    /// }
    ///
    /// assert(ViewHost(Rows()).render().contains(".listRowSeparator(.hidden)"))
    /// ```
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        recorded("listRowSeparator", [("", ".\(visibility)")])
    }
}

extension VerticalEdge {
    /// A set of vertical edges, as `.listRowSeparator(_:edges:)` takes it.
    ///
    /// ```swift
    /// let edges: VerticalEdge.Set = [.top, .bottom]
    /// assert(edges == .all)
    /// ```
    public struct Set: OptionSet, Hashable, Sendable {
        /// The edges, one bit each.
        public let rawValue: Int8

        /// The set with these bits.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}
