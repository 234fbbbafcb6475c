/// The horizontal and vertical directions, as `ScrollView(.horizontal)` takes them.
///
/// ```swift
/// let both: Axis.Set = [.horizontal, .vertical]
/// assert(both.contains(.vertical))
/// ```
public enum Axis: Hashable, Sendable, CaseIterable {
    /// Across, or down.
    case horizontal, vertical

    /// A set of directions.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The directions, one bit each.
        public let rawValue: Int8

        /// The set with these bits.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// Across.
        public static let horizontal = Set(rawValue: 1)
        /// Down.
        public static let vertical = Set(rawValue: 2)
    }
}

/// A view whose content scrolls: everything in it is on screen for a test, which reads and
/// taps it as if it were all visible. ``ScrollViewReader`` scrolls it to a view by id.
///
/// ```swift
/// let host = ViewHost(ScrollView {
///     VStack {
///         ForEach(1..<4) { Text("Row \($0)") }
///     }
/// })
/// assert(host.texts == ["Row 1", "Row 2", "Row 3"])
/// assert(host.render().hasPrefix("ScrollView"))
/// ```
public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// Content scrolling along `axes`, vertically unless told.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension ScrollView: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        node.content = .scrollView(horizontal: axes.contains(.horizontal) && !axes.contains(.vertical))
        reconciler.reconcile(node, children: [(.content, content)])
    }
}

/// Gives its content a ``ScrollViewProxy`` that scrolls the scroll views inside to a view by
/// its id.
///
/// There is nothing to scroll on a headless screen: each `scrollTo` is recorded in
/// ``ViewHost/scrollTargets``, so a test can check where a view asked to scroll.
///
/// ```swift
/// struct Transcript: View {
///     let lines: [String]
///
///     var body: some View {
///         ScrollViewReader { proxy in
///             ScrollView {
///                 ForEach(lines, id: \.self) { Text($0).id($0) }
///             }
///             Button("Latest") {
///                 if let last = lines.last { proxy.scrollTo(last, anchor: .bottom) }
///             }
///         }
///     }
/// }
///
/// let host = ViewHost(Transcript(lines: ["Hello", "World"]))
/// try host.tap("Latest")
/// assert(host.scrollTargets.map(\.id) == ["World"])
/// ```
public struct ScrollViewReader<Content: View>: View {
    let content: @MainActor (ScrollViewProxy) -> Content

    /// Content given a proxy that scrolls the scroll views inside.
    public init(@ViewBuilder content: @escaping @MainActor (ScrollViewProxy) -> Content) {
        self.content = content
    }

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension ScrollViewReader: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        let record = EnvironmentValues.resolved(for: node.parent).recordScroll
        node.content = .transparent
        reconciler.reconcile(node, children: [(.content, content(ScrollViewProxy(record: record)))])
    }
}

/// Scrolls the scroll views inside a ``ScrollViewReader`` to a view by id; in a ``ViewHost``,
/// records the target in ``ViewHost/scrollTargets``.
///
/// ```swift
/// struct Jump: View {
///     var body: some View {
///         ScrollViewReader { proxy in
///             Button("Top") { proxy.scrollTo(0, anchor: .top) }
///         }
///     }
/// }
///
/// let host = ViewHost(Jump())
/// try host.tap("Top")
/// assert(host.scrollTargets == [ScrollTarget(id: 0, anchor: .top)])
/// ```
public struct ScrollViewProxy {
    let record: @MainActor (ScrollTarget) -> Void

    /// Scrolls to the view whose `.id` is `id`, lining up its `anchor` with the scroll view's.
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        record(ScrollTarget(id: AnyHashable(id), anchor: anchor))
    }
}

/// Where a view asked a scroll view to scroll: the id of the view, and the point of it to line
/// up, as ``ScrollViewProxy/scrollTo(_:anchor:)`` was given them.
///
/// ```swift
/// let target = ScrollTarget(id: "last", anchor: .bottom)
/// assert(target.id == AnyHashable("last"))
/// ```
public struct ScrollTarget: Hashable {
    /// The id of the view scrolled to.
    public let id: AnyHashable
    /// The point of the view lined up with the scroll view's, if one was given.
    public let anchor: UnitPoint?

    /// A target of `id` at `anchor`.
    public init(id: AnyHashable, anchor: UnitPoint? = nil) {
        self.id = id
        self.anchor = anchor
    }
}

private enum RecordScrollKey: EnvironmentKey {
    static var defaultValue: @MainActor (ScrollTarget) -> Void { { _ in } }
}

extension EnvironmentValues {
    /// Where a ``ScrollViewProxy`` records its targets: the host's list.
    var recordScroll: @MainActor (ScrollTarget) -> Void {
        get { self[RecordScrollKey.self] }
        set { self[RecordScrollKey.self] = newValue }
    }
}
