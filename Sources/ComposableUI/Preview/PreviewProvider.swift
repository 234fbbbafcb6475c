/// The older way to declare previews: a type whose static `previews` is the view to show.
/// Nothing runs it on Linux; mount its previews in a ``ViewHost`` to see them.
///
/// ```swift
/// struct Greeting_Previews: PreviewProvider {
///     static var previews: some View {
///         Text("Hello")
///     }
/// }
///
/// assert(ViewHost(Greeting_Previews.previews).texts == ["Hello"])
/// ```
@MainActor
public protocol PreviewProvider {
    /// The type of view ``previews`` returns.
    associatedtype Previews: View

    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
}
