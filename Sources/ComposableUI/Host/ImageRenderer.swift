/// Renders a view once, headlessly: SwiftUI's `ImageRenderer`, for code and tests that render a
/// view to an image to check that rendering it works (its body, its `onAppear` actions).
///
/// Linux has no graphics to draw into, so the image is a ``CGImage`` stand-in holding the
/// view's text rendering (``ViewHost/render()``). Each read of ``cgImage`` mounts the view in a
/// new ``ViewHost``, evaluates it as SwiftUI would for one frame, and takes it down again. To
/// test a view's behaviour, use a ``ViewHost`` directly.
///
/// ```swift test
/// @MainActor
/// @Test func renderingAViewEvaluatesItsBody() {
///     struct Greeting: View {
///         var body: some View {
///             Text("Hello")
///         }
///     }
///     let image = ImageRenderer(content: Greeting()).cgImage
///     #expect(image?.rendering.contains("Hello") == true)
/// }
/// ```
@MainActor
public final class ImageRenderer<Content: View> {
    /// The view rendered.
    public var content: Content

    /// Makes a renderer of `content`.
    ///
    /// ```swift test
    /// @MainActor
    /// @Test func aRendererKeepsItsView() {
    ///     let renderer = ImageRenderer(content: Text("Title"))
    ///     #expect(renderer.cgImage?.rendering.contains("Title") == true)
    /// }
    /// ```
    public init(content: Content) {
        self.content = content
    }

    /// The view rendered now: its text rendering, as Linux has no pixels to draw.
    ///
    /// ```swift test
    /// @MainActor
    /// @Test func renderingRunsTheViewsAppearActions() {
    ///     let appeared = LockIsolated(0)
    ///     let view = Text("Hi").onAppear { appeared.withValue { $0 += 1 } }
    ///     _ = ImageRenderer(content: view).cgImage
    ///     #expect(appeared.value == 1)
    /// }
    /// ```
    public var cgImage: CGImage? {
        CGImage(rendering: ViewHost(content).render())
    }
}

/// What ``ImageRenderer`` makes on Linux, which has no Core Graphics: the rendered view's text
/// rendering in place of its pixels.
///
/// ```swift test
/// @MainActor
/// @Test func anImageHoldsTheViewsText() {
///     let image = ImageRenderer(content: Text("Score: 3")).cgImage
///     #expect(image?.rendering.contains("Score: 3") == true)
/// }
/// ```
public struct CGImage: Hashable, Sendable {
    /// The view as ``ViewHost/render()`` writes it.
    public let rendering: String
}
