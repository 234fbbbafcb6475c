import Foundation

/// What one node shows, for lookups, `texts`, `render()` and `html()`: a plain description of
/// a built-in view, with the actions its controls perform.
enum NodeContent {
    /// Nothing of its own: composite views, groups, conditionals, `ForEach`.
    case transparent
    case text(String)
    case image(systemName: String)
    /// Children: the label.
    case button(role: ButtonRole?, action: @MainActor () -> Void)
    case textField(title: String, text: Binding<String>, isSecure: Bool)
    /// Children: the label.
    case toggle(isOn: Binding<Bool>)
    /// Children: the label.
    case stepper(increment: (@MainActor () -> Void)?, decrement: (@MainActor () -> Void)?)
    /// Children: the label.
    case slider(value: Double, bounds: ClosedRange<Double>, step: Double?, set: @MainActor (Double) -> Void)
    /// Children: the label, then the options, each carrying a `.tag`.
    case picker(selection: AnyHashable, select: @MainActor (AnyHashable) -> Bool)
    case progress(fraction: Double?)
    case stack(StackAxis)
    case spacer
    /// A wrapped UIKit view (``UIViewRepresentable``), shown by the wrapper's type name.
    case platformView(String)
    /// Children: the content, all of which counts as on screen.
    case scrollView(horizontal: Bool)
    case list
    case form
    /// Children: the header (when there is one), then the content.
    case section(hasHeader: Bool)
    /// Children: the tabs, each carrying a `.tag` and a `.tabItem`.
    case tabView(selection: AnyHashable?, select: (@MainActor (AnyHashable) -> Bool)?)
    /// Children: the title, then the icon.
    case label
    /// Children: the root screen, then the pushed screens, bottom first.
    case navigationStack(NavigationStackControl)
    /// Children: the label.
    case navigationLink(NavigationLinkTarget)
    /// A shape, gradient or color shown as a view, by its description (`Circle`, `Color.red`).
    case shape(String)
    /// A shape with its geometry: the code that made it, and its path and paint for SVG.
    case drawing(ShapeDrawing)
    /// Children: the label, then the content, which shows only while expanded.
    case disclosure(DisclosureKind, isExpanded: Binding<Bool>)
    /// Children: the content, then the attachment (a tab item, a presented sheet).
    case modifier(Modifier)

    /// What a modifier node adds to its content.
    enum Modifier {
        case font(Font)
        case monospacedDigit
        case bold
        case italic
        /// The edges and length, as written (`.horizontal`, `8.0`); empty for the standard padding.
        case padding(String)
        /// Styling the host records rather than draws (`.frame(maxWidth: .infinity)`,
        /// `.buttonStyle(.plain)`), shown as written in `render()` and left out of `html()`.
        case recorded(String)
        /// Children: the content, then the view drawn with it (an overlay, a background, an
        /// inset), as the modifier wrote it (`.overlay`).
        case decoration(String)
        /// Values set for the views inside (`.environment(\.editMode, ...)`).
        case environment(@MainActor (inout EnvironmentValues) -> Void)
        /// A style for the views inside, as written; a built-in one (`isRecorded`) shows in
        /// `render()`, your own one shows as the views it makes.
        case style(String, isRecorded: Bool, @MainActor (inout EnvironmentValues) -> Void)
        /// A control the focus can move to, and whether it has it.
        case focused(isFocused: Bool, focus: @MainActor () -> Void)
        case refreshable(@MainActor @Sendable () async -> Void)
        /// What pressing return in a text field inside runs (`.onSubmit`).
        case submit(@MainActor () -> Void)
        /// Deleting and moving the rows of the `ForEach` inside.
        case rowActions(RowActions)
        case accessibilityIdentifier(String)
        case foregroundStyle(Color)
        case navigationTitle(String)
        case disabled(Bool)
        case tag(AnyHashable)
        case tabItem
        case presentation(PresentationStyle, isPresented: Bool, dismiss: @MainActor () -> Void)
        case navigationDestination(isPresented: Bool, dismiss: @MainActor () -> Void)
        case alert(AlertContent)
        case toolbar
        case lifecycle
        case animation(Animation?)
    }
}

/// What an expanding control is: a disclosure group shows its content in place, a menu shows
/// its buttons over the screen.
enum DisclosureKind {
    case group
    case menu
}

/// What `.onDelete` and `.onMove` do with the rows of a `ForEach`.
struct RowActions {
    var delete: (@MainActor (IndexSet) -> Void)?
    var move: (@MainActor (IndexSet, Int) -> Void)?
    /// Whether the list is in edit mode, so that its rows can be moved.
    var isEditing = false
}

/// The direction a stack lays its views out in.
enum StackAxis {
    case horizontal
    case vertical
    case depth
}

/// How a presented view covers the one under it.
enum PresentationStyle: String {
    case sheet
    case fullScreenCover
    case popover
}

/// What a navigation stack can do for the links and the back button inside it.
struct NavigationStackControl {
    /// Pushes a view given by a link (`NavigationLink(destination:)`), for a stack without a path.
    let pushView: (@MainActor (any View) -> Void)?
    /// Pushes the state a link names (`NavigationLink(state:)`), for a stack driven by a
    /// store's path; `false` when the state is not of the path's element type.
    let pushState: (@MainActor (Any) -> Bool)?
    /// Pops the top pushed screen; `nil` when only the root is shown.
    let pop: (@MainActor () -> Void)?
}

/// Where a `NavigationLink` leads.
enum NavigationLinkTarget {
    /// A view pushed as is.
    case view(any View)
    /// A state pushed onto the enclosing stack's path.
    case state(Any)
    /// A binding set to show the destination the link carries (`NavigationLink(_:isActive:)`).
    case activate(@MainActor () -> Void)
}

/// An alert or confirmation dialog as shown: its texts and buttons.
struct AlertContent {
    struct Button {
        let title: String
        let role: String?
        let tap: @MainActor () -> Void
    }

    let isDialog: Bool
    let title: String
    let message: String?
    let buttons: [Button]
    let dismiss: @MainActor () -> Void
}
