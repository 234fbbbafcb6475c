/// A named preview of a view, the spelling here of SwiftUI's `#Preview` macro: a value that holds
/// what the preview shows, for a test, an example or a page to mount in a ``ViewHost``.
///
/// Code written for SwiftUI declares previews with a freestanding macro, which needs a compiler
/// plugin this package does not have. Write `private let preview = Preview { … }` where it writes
/// `#Preview { … }` (a second preview in the same file takes another name, `preview2`), keeping
/// the title and the body as they are:
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
/// // In a file of your app: `private let preview = Preview("Three new") { … }`.
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
