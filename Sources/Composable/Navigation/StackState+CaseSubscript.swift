extension StackState where Element: CasePathable {
    /// The payload of one case of the screen with `id`, for reading and changing in place:
    /// `state.path[id: id, case: \.editor]?.title = "Draft"`.
    ///
    /// ```swift
    /// enum StackScreen: Equatable {
    ///     case counter(Int)
    ///     case note(String)
    /// }
    /// ```
    ///
    /// ```swift output
    /// var path = StackState<StackScreen>([.counter(41), .note("Hi")])
    /// let (counter, note) = (path.ids[0], path.ids[1])
    /// path[id: counter, case: \.counter]? += 1
    /// print(path[id: counter]!)
    /// path[id: note, case: \.note] = nil  // removes that screen
    /// print(path.count)
    /// ```
    ///
    /// ```text
    /// counter(42)
    /// 1
    /// ```
    ///
    /// Setting it to `nil` removes the screen, as `path[id: id] = nil` does. Writing while the
    /// screen is in another case, or is not on the stack, changes nothing and reports a runtime
    /// warning naming the case it is in (a test fails with it).
    public subscript<Case>(
        id id: StackElementID,
        case keyPath: CaseKeyPath<Element, Case>,
        fileID fileID: StaticString = #fileID,
        line line: UInt = #line
    ) -> Case? {
        _read {
            yield self[id: id].flatMap { $0[case: keyPath] }
        }
        _modify {
            let path = AnyCasePath(keyPath)
            let root = self[id: id]
            var value = root.flatMap(path.extract(from:))
            let wasInCase = value != nil
            yield &value
            if wasInCase {
                self[id: id] = value.map(path.embed)
            } else {
                UnrelatedCaseWrite.warning(root: root, callSite: CallSite(fileID: fileID, line: line)).report()
            }
        }
    }
}
