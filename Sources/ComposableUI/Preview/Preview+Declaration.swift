/// A named preview of a view as a value: what the preview shows, for a test, an example or a page
/// to mount in a ``ViewHost``.
///
/// The `#Preview { … }` macro declares one under a name only the compiler knows, as SwiftUI's
/// does; write `let preview = Preview { … }` instead where something should reach the preview,
/// keeping the title and the body as they are:
///
/// ```swift
/// struct Badge: View {
///     let count: Int
///
///     var body: some View {
///         Text("\(count) new")
///     }
/// }
///
/// let preview = Preview("Three new") {
///     Badge(count: 3)
/// }
///
/// let host = preview.host()
/// assert(host.texts == ["3 new"])
/// assert(preview.name == "Three new")
/// ```
///
/// Nothing shows a `Preview` by itself on Linux; ``host()`` mounts it, and
/// ``ViewHost/preview(_:)`` prints it or, in a page `patterndoc` builds, renders it.
public struct Preview: Sendable {
    /// The title written after `Preview`, or `nil` for an untitled preview.
    public let name: String?
    private let content: @MainActor @Sendable () -> AnyView

    /// Declares a preview of what `body` builds, with an optional title.
    ///
    /// - Parameters:
    ///   - name: The title the preview is listed under.
    ///   - body: The views to show; like SwiftUI's, it may declare local state first
    ///     (`@Shared(.inMemory("count")) var count = 3`) and then return a view.
    public init<Content: View>(
        _ name: String? = nil,
        @ViewBuilder body: @escaping @MainActor @Sendable () -> Content
    ) {
        self.name = name
        self.content = { AnyView(body()) }
    }

    /// Builds the preview's views and mounts them in a new host, for a test to read or tap.
    @MainActor
    public func host() -> ViewHost {
        ViewHost(content())
    }
}
