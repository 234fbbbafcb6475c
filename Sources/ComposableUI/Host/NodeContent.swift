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
    case slider(value: Double, bounds: ClosedRange<Double>, set: @MainActor (Double) -> Void)
    /// Children: the label, then the options, each carrying a `.tag`.
    case picker(selection: AnyHashable, select: @MainActor (AnyHashable) -> Bool)
    case progress(fraction: Double?)
    case stack(StackAxis)
    case spacer
    case list
    case form
    /// Children: the header (when there is one), then the content.
    case section(hasHeader: Bool)
    /// Children: the tabs, each carrying a `.tag` and a `.tabItem`.
    case tabView(selection: AnyHashable?, select: (@MainActor (AnyHashable) -> Bool)?)
    /// Children: the title, then the icon.
    case label
    /// Children: the content, then the attachment (a tab item, a presented sheet).
    case modifier(Modifier)

    /// What a modifier node adds to its content.
    enum Modifier {
        case font(Font)
        case monospacedDigit
        case bold
        case padding
        case foregroundStyle(Color)
        case navigationTitle(String)
        case disabled(Bool)
        case tag(AnyHashable)
        case tabItem
        case sheet(isPresented: Bool, dismiss: @MainActor () -> Void)
        case lifecycle
        case animation(Animation?)
    }
}

/// The direction a stack lays its views out in.
enum StackAxis {
    case horizontal
    case vertical
    case depth
}
