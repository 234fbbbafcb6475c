/// The original's name for the ``Presents`` property wrapper: `@PresentationState var child:
/// Child.State?` reads as `@Presents var child: Child.State?` and means the same.
public typealias PresentationState<State> = Presents<State>

extension Presents where State: CasePathable {
    /// The payload of one case of the presented enum state, for reading and changing in place:
    /// `state.$destination[case: \.editor]?.title = "Draft"`.
    ///
    /// ```swift
    /// enum NoteDestination: Equatable {
    ///     case counter(Int)
    ///     case note(String)
    /// }
    ///
    /// struct NoteScreen: Equatable {
    ///     @Presents var destination: NoteDestination?
    /// }
    /// ```
    ///
    /// ```swift output
    /// var screen = NoteScreen(destination: .counter(41))
    /// screen.$destination[case: \.counter]? += 1
    /// print(screen.destination!)
    /// screen.$destination[case: \.counter] = nil  // dismisses
    /// print(screen.destination as Any)
    /// ```
    ///
    /// ```text
    /// counter(42)
    /// nil
    /// ```
    ///
    /// Writing while the state is in another case, or while nothing is presented, changes
    /// nothing and reports a runtime warning naming the case it is in (a test fails with it):
    /// check the case first when it may differ.
    public subscript<Case>(
        case keyPath: CaseKeyPath<State, Case>,
        fileID fileID: StaticString = #fileID,
        line line: UInt = #line
    ) -> Case? {
        _read {
            yield wrappedValue.flatMap { $0[case: keyPath] }
        }
        _modify {
            let path = AnyCasePath(keyPath)
            let root = wrappedValue
            var value = root.flatMap(path.extract(from:))
            let wasInCase = value != nil
            yield &value
            if wasInCase {
                wrappedValue = value.map(path.embed)
            } else {
                UnrelatedCaseWrite.warning(root: root, callSite: CallSite(fileID: fileID, line: line)).report()
            }
        }
    }
}
