extension ButtonState {
    /// The same button, sending `transform`'s answer for its action instead: how a parent
    /// turns a child's alert buttons into its own actions.
    ///
    /// ```swift
    /// enum Child { case deleteTapped }
    /// enum Parent { case child(Child) }
    ///
    /// let button = ButtonState<Child>(role: .destructive, action: .deleteTapped) { TextState("Delete") }
    /// let parentButton = button.map { $0.map(Parent.child) }
    /// // snippet.hide
    /// guard case .child(.deleteTapped)? = parentButton.action else { fatalError() }
    /// precondition(parentButton.id == button.id && parentButton.role == .destructive)
    /// ```
    ///
    /// The button keeps its id, role and label, so it is still the same button on screen.
    public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonState<NewAction> {
        ButtonState<NewAction>(id: id, role: role, action: transform(action), label: label)
    }

    /// Calls `perform` with the button's action, as a tap does.
    ///
    /// ```swift
    /// let button = ButtonState(action: 3) { TextState("Three") }
    /// var tapped: [Int?] = []
    /// button.withAction { tapped.append($0) }
    /// // snippet.hide
    /// precondition(tapped == [3])
    /// ```
    public func withAction(_ perform: (Action?) -> Void) {
        perform(action)
    }

    /// Calls the asynchronous `perform` with the button's action, as a tap does.
    @MainActor
    public func withAction(_ perform: @MainActor (Action?) async -> Void) async {
        await perform(action)
    }

    init(id: Int, role: ButtonStateRole?, action: Action?, label: TextState) {
        self.id = id
        self.role = role
        self.action = action
        self.label = label
    }
}

extension AlertState {
    /// The same alert, its buttons sending `transform`'s answers for their actions.
    ///
    /// ```swift
    /// enum Child { case confirmTapped }
    /// enum Parent { case child(Child) }
    ///
    /// let alert = AlertState<Child> { TextState("Sure?") } actions: {
    ///     ButtonState(action: .confirmTapped) { TextState("Yes") }
    /// }
    /// let parentAlert = alert.map { $0.map(Parent.child) }
    /// // snippet.hide
    /// guard case .child(.confirmTapped)? = parentAlert.buttons.first?.action else { fatalError() }
    /// precondition(parentAlert.id == alert.id && parentAlert.title == alert.title)
    /// ```
    ///
    /// The alert keeps its id, so it stays the same presentation.
    public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> AlertState<NewAction> {
        AlertState<NewAction>(id: id, title: title, message: message, buttons: buttons.map { $0.map(transform) })
    }

    init(id: Int, title: TextState, message: TextState?, buttons: [ButtonState<Action>]) {
        self.id = id
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

extension ConfirmationDialogState {
    /// The same dialog, its buttons sending `transform`'s answers for their actions.
    ///
    /// ```swift
    /// let dialog = ConfirmationDialogState<Int> { TextState("Pick") } actions: {
    ///     ButtonState(action: 1) { TextState("One") }
    /// }
    /// let doubled = dialog.map { $0.map { $0 * 2 } }
    /// // snippet.hide
    /// precondition(doubled.buttons.first?.action == 2 && doubled.id == dialog.id)
    /// ```
    public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ConfirmationDialogState<NewAction> {
        let visibility: ConfirmationDialogState<NewAction>.Visibility =
            switch titleVisibility {
            case .automatic: .automatic
            case .visible: .visible
            case .hidden: .hidden
            }
        return ConfirmationDialogState<NewAction>(
            id: id, titleVisibility: visibility, title: title, message: message,
            buttons: buttons.map { $0.map(transform) }
        )
    }

    init(id: Int, titleVisibility: Visibility, title: TextState, message: TextState?, buttons: [ButtonState<Action>]) {
        self.id = id
        self.titleVisibility = titleVisibility
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}
