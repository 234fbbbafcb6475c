/// A UIKit view, as the original's apps name it when they wrap one for SwiftUI. Linux has no
/// UIKit: the class exists so that such wrappers compile, and a ``ViewHost`` shows the wrapper
/// as a placeholder naming it.
///
/// ```swift
/// final class Spinner: UIView {}
/// print(Spinner().isHidden)  // false
/// ```
@MainActor
open class UIView {
    /// Whether the view is hidden.
    open var isHidden = false

    /// A view with nothing in it.
    public init() {}
}

/// What a ``UIViewRepresentable`` is handed when it makes or updates its view.
///
/// ```swift
/// struct Wrapper: UIViewRepresentable {
///     func makeUIView(context: Context) -> UIView { UIView() }
///     func updateUIView(_ view: UIView, context: Context) {}
/// }
/// print(ViewHost(Wrapper()).render())  // UIView(Wrapper)
/// ```
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {}

/// A view that wraps a UIKit view, as SwiftUI spells it: the original's apps use it for what
/// SwiftUI lacks. On Linux there is no UIKit to show the view with; a ``ViewHost`` renders the
/// wrapper as `UIView(Name)` (and as a labelled box in HTML) without calling `makeUIView`.
///
/// ```swift
/// struct MapView: UIViewRepresentable {
///     func makeUIView(context: Context) -> UIView { UIView() }
///     func updateUIView(_ view: UIView, context: Context) {}
/// }
/// print(ViewHost(MapView()).render())  // UIView(MapView)
/// ```
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
    /// The UIKit view it makes.
    associatedtype UIViewType: UIView
    /// What `makeUIView` and `updateUIView` are handed.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the view, once.
    func makeUIView(context: Context) -> UIViewType
    /// Brings the view up to date with this wrapper's values.
    func updateUIView(_ uiView: UIViewType, context: Context)
}
