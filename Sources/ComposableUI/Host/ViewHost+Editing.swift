import Foundation

/// Editing lists and refreshing, as a person does with swipes and pulls.
extension ViewHost {
    /// Deletes the rows at `offsets` of the one `ForEach` with `.onDelete` on screen (or in the
    /// scope), as a swipe to delete does: its action receives the offsets.
    public func delete(at offsets: IndexSet) throws {
        let (node, actions) = try editableRows(needing: "delete")
        guard let delete = actions.delete else { return }
        try checkOffsets(offsets, rows: Screen.items(of: node).count, action: "delete")
        delete(offsets)
        update()
    }

    /// Moves the rows at `source` to before the row at `destination` in the one `ForEach` with
    /// `.onMove` on screen, as dragging their handles does: only in edit mode, as on a screen.
    public func move(fromOffsets source: IndexSet, toOffset destination: Int) throws {
        let (node, actions) = try editableRows(needing: "move")
        guard let move = actions.move else { return }
        guard actions.isEditing else {
            throw ViewHostError("The rows can be moved only in edit mode, where their drag handles show. Tap the EditButton (\"Edit\") first, or set the edit mode to .active.")
        }
        let count = Screen.items(of: node).count
        try checkOffsets(source, rows: count, action: "move")
        guard (0...count).contains(destination) else {
            throw ViewHostError("Cannot move rows to offset \(destination): the list has \(count) rows, so the destination must be in 0...\(count).")
        }
        move(source, destination)
        update()
    }

    /// Pulls the one `.refreshable` view on screen down, and returns when its action is done.
    public func refresh() async throws {
        update()
        var found: [@MainActor @Sendable () async -> Void] = []
        Screen.walk(try scopeRoot()) { node in
            if case let .modifier(.refreshable(action)) = node.content { found.append(action) }
        }
        guard found.count == 1, let action = found.first else {
            throw ViewHostError("\(found.count) refreshable views are on screen, so there is \(found.isEmpty ? "nothing" : "no single one") to pull. Add .refreshable to the list, or narrow the lookup with within(_:).")
        }
        await action()
        update()
    }

    private func editableRows(needing action: String) throws -> (ViewNode, RowActions) {
        update()
        var found: [(ViewNode, RowActions)] = []
        Screen.walk(try scopeRoot()) { node in
            guard case let .modifier(.rowActions(actions)) = node.content else { return }
            if (action == "delete" ? actions.delete != nil : actions.move != nil) { found.append((node, actions)) }
        }
        guard found.count == 1, let rows = found.first else {
            throw ViewHostError("\(found.count) lists with .on\(action.capitalizedFirst) are on screen, so which rows to \(action) is \(found.isEmpty ? "unknown" : "ambiguous"). Add .on\(action.capitalizedFirst) to the ForEach, or narrow the lookup with within(_:).")
        }
        return rows
    }

    private func checkOffsets(_ offsets: IndexSet, rows: Int, action: String) throws {
        guard !offsets.isEmpty, let last = offsets.last, last < rows else {
            throw ViewHostError("Cannot \(action) rows at \(Array(offsets)): the list has \(rows) rows (offsets 0..<\(rows)).")
        }
    }
}
