import Foundation

/// Shows the view its closure makes from the size it is given: `GeometryReader { proxy in ... }`.
///
/// A headless screen has no sizes, so every reader is given ``GeometryProxy/standardSize``
/// (a phone screen's width and height in points): views that place things by the size still
/// compile and show.
public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content

    /// A reader showing what `content` makes of its size.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension GeometryReader: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .transparent
        // What the closure reads (a store's state) re-evaluates the reader when it changes.
        let shown = reconciler.read(on: node, for: self) { content(GeometryProxy()) }
        reconciler.reconcile(node, children: [(.content, shown)])
    }
}

/// The size a ``GeometryReader`` was given.
public struct GeometryProxy: Sendable {
    /// The size every reader is given on a headless screen: 390 by 844 points.
    public static let standardSize = CGSize(width: 390, height: 844)

    /// The size of the space the reader fills.
    public var size: CGSize {
        Self.standardSize
    }
}
