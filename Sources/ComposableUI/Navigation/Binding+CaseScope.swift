import Composable

extension Binding where Value: OptionalStoreOfCases {
    /// A binding to the store of one case of a presented enum reducer: `.drillDown` in
    /// `$store.scope(\.$destination, action: \.destination).drillDown`. It holds that case's
    /// store while the destination is in that case, and `nil` otherwise.
    ///
    /// Use it when one `@Presents var destination: Destination.State?` drives several
    /// presentations, each from its own modifier: a drill-down, a sheet and a popover, each
    /// given the member of its case. Setting the binding to `nil` (going back, swiping the
    /// sheet away) dismisses the destination, but only while it is in this binding's case, so
    /// a modifier whose case is not presented never dismisses another's.
    ///
    /// The members are the cases of the enum reducer's `CaseScope`, which `CasePathsPlugin`
    /// generates (see ``CaseReducer``); a case holding an alert gives its `AlertState`.
    ///
    /// ```swift
    /// // snippet.hide
    /// struct Note: Reducer {
    ///     struct State: Equatable {
    ///         var text = ""
    ///     }
    ///
    ///     enum Action {
    ///         case clearTapped
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, _ in
    ///             state.text = ""
    ///             return .none
    ///         }
    ///     }
    /// }
    ///
    /// struct NoteView: View {
    ///     let store: StoreOf<Note>
    ///
    ///     var body: some View {
    ///         Text("Note: \(store.text)")
    ///         Button("Clear") { store.send(.clearTapped) }
    ///     }
    /// }
    ///
    /// struct Notebook: Reducer {
    ///     enum Destination: Reducer {
    ///         case edit(Note)
    ///         case preview(Note)
    ///     }
    ///
    ///     struct State {
    ///         @Presents var destination: Destination.State?
    ///     }
    ///
    ///     enum Action {
    ///         case destination(PresentationAction<Destination.Action>)
    ///         case editTapped
    ///     }
    ///
    ///     var body: some ReducerOf<Self> {
    ///         Reduce { state, action in
    ///             if case .editTapped = action { state.destination = .edit(Note.State(text: "Milk")) }
    ///             return .none
    ///         }
    ///         .ifLet(\.$destination, action: \.destination)
    ///     }
    /// }
    ///
    /// struct NotebookView: View {
    ///     @Bindable var store: StoreOf<Notebook>
    ///
    ///     var body: some View {
    ///         Button("Edit") { store.send(.editTapped) }
    /// // snippet.show
    /// .sheet(item: $store.scope(\.$destination, action: \.destination).edit) { store in
    ///     NoteView(store: store)
    /// }
    /// .popover(item: $store.scope(\.$destination, action: \.destination).preview) { store in
    ///     NoteView(store: store)
    /// }
    /// // snippet.hide
    ///     }
    /// }
    ///
    /// let store = Store(initialState: Notebook.State()) { Notebook() }
    /// let host = ViewHost(NotebookView(store: store))
    /// try host.tap("Edit")
    /// try host.tap("Clear")
    /// precondition(host.texts.contains("Note: "))
    /// try host.dismiss()
    /// precondition(store.destination == nil)
    /// ```
    public subscript<CaseValue>(
        dynamicMember toCase: KeyPath<Value.CaseScope.AllCasePaths, AnyCasePath<Value.CaseScope, CaseValue>>
    ) -> Binding<CaseValue?> {
        let destination = self
        let casePath = Value.CaseScope.allCasePaths[keyPath: toCase]
        let caseValue: @MainActor () -> CaseValue? = {
            destination.wrappedValue.caseScope.flatMap { casePath.extract(from: $0) }
        }
        return Binding<CaseValue?>(
            get: caseValue,
            set: { newValue in
                if newValue == nil, caseValue() != nil {
                    destination.wrappedValue = nil
                }
            }
        )
    }
}
