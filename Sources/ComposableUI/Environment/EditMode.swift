/// Whether a list is being edited: its rows show delete and move controls while `.active`.
/// An ``EditButton`` switches it through `.environment(\.editMode, $editMode)`.
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment, as a swipe to delete does.
    case transient
    /// Editing: rows can be deleted and moved.
    case active

    /// Whether rows show their editing controls.
    public var isEditing: Bool {
        self != .inactive
    }
}

private enum EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? {
        nil
    }
}

extension EnvironmentValues {
    /// The edit mode of the lists inside, when a view above set one.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that switches the edit mode of the views around it: it reads "Edit", and "Done"
/// while editing. Put it beside a list and set `.environment(\.editMode, ...)` above both.
///
/// ```swift
/// struct Fruits: View {
///     @State var fruits = ["Apple", "Pear"]
///     @State var editMode = EditMode.inactive
///
///     var body: some View {
///         VStack {
///             EditButton()
///             List {
///                 ForEach(fruits, id: \.self) { Text($0) }
///                     .onDelete { fruits.remove(atOffsets: $0) }
///             }
///         }
///         .environment(\.editMode, $editMode)
///     }
/// }
///
/// let host = ViewHost(Fruits())
/// try host.tap("Edit")
/// try host.delete(at: [0])
/// assert(host.texts == ["Done", "Pear"])
/// ```
public struct EditButton: View {
    /// A button for the edit mode of the views around it.
    public init() {}

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never
}

extension EditButton: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        let editMode = EnvironmentValues.resolved(for: node.parent).editMode
        let isEditing = reconciler.read(on: node, for: self) { editMode?.wrappedValue.isEditing ?? false }
        node.content = .button(role: nil) {
            editMode?.wrappedValue = isEditing ? .inactive : .active
        }
        reconciler.reconcile(node, children: [(.label, Text(isEditing ? "Done" : "Edit"))])
    }
}
