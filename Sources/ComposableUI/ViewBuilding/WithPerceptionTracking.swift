/// The original's view, from its Perception library, that lets views on older Apple platforms
/// observe a store: its content is tracked while it is built. Here every view's body is
/// observed already, so it shows its content as it is, and code written for those platforms
/// compiles unchanged.
///
/// ```swift
/// struct CountView: View {
///     let count: Int
///
///     var body: some View {
///         WithPerceptionTracking {
///             Text("\(count)")
///         }
///     }
/// }
///
/// assert(ViewHost(CountView(count: 3)).texts == ["3"])
/// ```
public struct WithPerceptionTracking<Content: View>: View {
    let content: () -> Content

    /// Shows the views `content` builds.
    public init(@ViewBuilder content: @escaping () -> Content) {
        self.content = content
    }

    /// The content, built when the view is.
    public var body: Content {
        content()
    }
}
