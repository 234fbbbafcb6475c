/// A height a sheet can rest at: `.presentationDetents([.medium, .large])`.
///
/// ```swift
/// let detents: Set<PresentationDetent> = [.medium, .fraction(0.3), .height(200)]
/// assert(detents.contains(.medium))
/// ```
public struct PresentationDetent: Hashable, Sendable, CustomStringConvertible {
    /// The detent as code writes it: `.medium`, `.fraction(0.3)`.
    public let description: String

    /// Half the screen.
    public static let medium = PresentationDetent(description: ".medium")
    /// The whole screen.
    public static let large = PresentationDetent(description: ".large")

    /// `fraction` of the screen's height.
    public static func fraction(_ fraction: Double) -> PresentationDetent {
        PresentationDetent(description: ".fraction(\(fraction))")
    }

    /// `height` points tall.
    public static func height(_ height: Double) -> PresentationDetent {
        PresentationDetent(description: ".height(\(height))")
    }
}

extension View {
    /// The heights the sheet showing this view can rest at; recorded, as sheets have no height.
    ///
    /// ```swift
    /// struct Picker: View {
    ///     var body: some View {
    ///         Text("Pick one").presentationDetents([.medium])
    ///     }
    /// }
    ///
    /// assert(ViewHost(Picker()).render().contains(".presentationDetents([.medium])"))
    /// ```
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        recorded("presentationDetents", [("", "[" + detents.map(\.description).sorted().joined(separator: ", ") + "]")])
    }

    /// Whether the sheet showing this view shows its drag indicator; recorded.
    ///
    /// ```swift
    /// struct Card: View {
    ///     var body: some View {
    ///         Text("Drag me").presentationDragIndicator(.visible)
    ///     }
    /// }
    ///
    /// assert(ViewHost(Card()).render().contains(".presentationDragIndicator(.visible)"))
    /// ```
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        recorded("presentationDragIndicator", [("", ".\(visibility)")])
    }

    /// Keeps the sheet showing this view from being swiped away; recorded (``ViewHost/dismiss()``
    /// stands for the sheet's own controls, so it still closes it).
    ///
    /// ```swift
    /// struct Form: View {
    ///     var body: some View {
    ///         Text("Unsaved").interactiveDismissDisabled()
    ///     }
    /// }
    ///
    /// assert(ViewHost(Form()).render().contains(".interactiveDismissDisabled(true)"))
    /// ```
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        recorded("interactiveDismissDisabled", [("", isDisabled)])
    }

    /// Hides the back button of the navigation bar over this screen; recorded, and
    /// ``ViewHost/back()`` still goes back, as a view's own button would.
    ///
    /// ```swift
    /// struct Game: View {
    ///     var body: some View {
    ///         Text("Playing").navigationBarBackButtonHidden(true)
    ///     }
    /// }
    ///
    /// assert(ViewHost(Game()).render().contains(".navigationBarBackButtonHidden(true)"))
    /// ```
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        recorded("navigationBarBackButtonHidden", [("", hidesBackButton)])
    }
}
