/// Closes the view it is read in, as its Cancel or Done button would: a sheet, cover or
/// popover is dismissed, a pushed screen pops. Read it with `@Environment(\.dismiss)`.
///
/// A view that nothing presented (the root of a ``ViewHost``) is not closed: calling the
/// action does nothing, as in SwiftUI.
///
/// ```swift
/// struct EditorView: View {
///     @Environment(\.dismiss) var dismiss
///
///     var body: some View {
///         Button("Done") { dismiss() }
///     }
/// }
///
/// struct ParentView: View {
///     @State var isEditing = true
///
///     var body: some View {
///         Text(isEditing ? "Editing" : "Idle")
///             .sheet(isPresented: $isEditing) { EditorView() }
///     }
/// }
///
/// let host = ViewHost(ParentView())
/// try host.tap("Done")
/// assert(host.texts == ["Idle"])
/// ```
public struct DismissAction {
    let dismiss: @MainActor () -> Void

    init(_ dismiss: @escaping @MainActor () -> Void) {
        self.dismiss = dismiss
    }

    /// Closes the presentation or the pushed screen the view is in.
    @MainActor
    public func callAsFunction() {
        dismiss()
    }
}

private enum DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction {
        DismissAction {}
    }
}

extension EnvironmentValues {
    /// Closes the presentation or the pushed screen the view reading it is in.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}
