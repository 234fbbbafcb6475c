extension Presents {
    /// A property of the presented state, read through the wrapper and wrapped again:
    /// `state.$editor.title` is a `Presents<String>` holding the title while the editor is
    /// presented, and nothing while it is not. It reads a copy, as the original's does; write
    /// through the optional instead (`state.editor?.title = "Draft"`).
    ///
    /// ```swift
    /// struct Editor: Equatable {
    ///     var title = ""
    /// }
    ///
    /// struct Screen: Equatable {
    ///     @Presents var editor: Editor?
    /// }
    ///
    /// var screen = Screen(editor: Editor(title: "Draft"))
    /// assert(screen.$editor.title.wrappedValue == "Draft")
    /// screen.editor = nil
    /// assert(screen.$editor.title.wrappedValue == nil)
    /// ```
    public subscript<Member>(dynamicMember keyPath: KeyPath<State, Member>) -> Presents<Member> {
        Presents<Member>(wrappedValue: wrappedValue?[keyPath: keyPath])
    }

    /// One case of the presented enum state, read through the wrapper and wrapped again:
    /// `state.$destination.editor` holds the editor's state while the destination is the
    /// editor, and nothing otherwise. To change that state in place, use
    /// `state.$destination[case: \.editor]`.
    ///
    /// ```swift
    /// enum Destination: Equatable {
    ///     case counter(Int)
    ///     case note(String)
    /// }
    ///
    /// struct NoteScreen: Equatable {
    ///     @Presents var destination: Destination?
    /// }
    ///
    /// let noteScreen = NoteScreen(destination: .note("Buy milk"))
    /// assert(noteScreen.$destination.note.wrappedValue == "Buy milk")
    /// assert(noteScreen.$destination.counter.wrappedValue == nil)
    /// ```
    public subscript<Case>(dynamicMember keyPath: CaseKeyPath<State, Case>) -> Presents<Case>
    where State: CasePathable {
        Presents<Case>(wrappedValue: wrappedValue.flatMap { $0[case: keyPath] })
    }
}
