/// Pressing return in a text field, for forms that move on with `.onSubmit`.
extension ViewHost {
    /// Presses return in the one `TextField` or `SecureField` titled `title`, as a person
    /// does when done with a field: the field takes the focus, then every `.onSubmit` action
    /// around it runs, the nearest first.
    ///
    /// It throws when the field is not on screen or is disabled, and when no `.onSubmit` is
    /// around it, since then pressing return would do nothing a test could see.
    public func submit(_ title: String) throws {
        let field = try find("text field", title: title) { node -> String? in
            guard case let .textField(fieldTitle, _, _) = node.content else { return nil }
            return fieldTitle
        }
        try requireEnabled(field, "text field", title)
        var actions: [@MainActor () -> Void] = []
        var current = field.parent
        while let node = current {
            if case let .modifier(.submit(action)) = node.content { actions.append(action) }
            current = node.parent
        }
        guard !actions.isEmpty else {
            throw ViewHostError(
                "The text field \"\(title)\" has no .onSubmit around it, so pressing return in it does nothing. "
                    + "Add .onSubmit { ... } to the field or to a view around it."
            )
        }
        focus(field)
        for action in actions { action() }
        update()
    }
}

extension ViewHostScope {
    /// Presses return in the one text field inside this part titled `title`.
    public func submit(_ title: String) throws {
        try host.scoped(chain) { try host.submit(title) }
    }
}
