import Foundation

/// A `ForEach` whose rows can be deleted and moved: what `.onDelete` and `.onMove` return.
///
/// A ``ViewHost`` deletes rows with ``ViewHost/delete(at:)`` (a swipe, always possible) and
/// moves them with ``ViewHost/move(fromOffsets:toOffset:)`` (the drag handles, shown only in
/// edit mode, which an ``EditButton`` turns on).
public struct EditableForEach<Content: View>: View {
    let content: Content
    var actions = RowActions()

    /// `Never`: a built-in view, which the host knows how to show, has no body.
    public typealias Body = Never

    /// These rows, deleted by `action` with the offsets of the rows to delete.
    public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> EditableForEach {
        var editable = self
        editable.actions.delete = action
        return editable
    }

    /// These rows, moved by `action` with the offsets of the rows moved and where they go.
    public func onMove(perform action: (@MainActor (IndexSet, Int) -> Void)?) -> EditableForEach {
        var editable = self
        editable.actions.move = action
        return editable
    }
}

extension EditableForEach: PrimitiveView {
    func update(_ node: ViewNode, in reconciler: Reconciler) {
        let editMode = EnvironmentValues.resolved(for: node.parent).editMode
        var actions = actions
        actions.isEditing = reconciler.read(on: node, for: self) { editMode?.wrappedValue.isEditing ?? false }
        node.content = .modifier(.rowActions(actions))
        reconciler.reconcile(node, children: [(.content, content)])
    }
}

extension ForEach {
    /// These rows, deleted by `action` with the offsets of the rows to delete (a swipe, or
    /// the delete control in edit mode).
    public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> EditableForEach<Self> {
        EditableForEach(content: self).onDelete(perform: action)
    }

    /// These rows, moved by `action` with the offsets of the rows moved and where they go.
    public func onMove(perform action: (@MainActor (IndexSet, Int) -> Void)?) -> EditableForEach<Self> {
        EditableForEach(content: self).onMove(perform: action)
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as `.onDelete` hands them over.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` to before the element at `destination`, as `.onMove`
    /// hands them over.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moved = source.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 < destination }.count
        remove(atOffsets: source)
        insert(contentsOf: moved, at: index(startIndex, offsetBy: destination - before))
    }
}
