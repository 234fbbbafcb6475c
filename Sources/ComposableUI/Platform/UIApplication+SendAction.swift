extension UIApplication {
    /// Sends `action` up the responder chain, as a view does before it disables the form a
    /// field of which has the keyboard:
    /// `UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil)`.
    ///
    /// A headless app has no responder chain and no keyboard to dismiss: the action is recorded
    /// in ``sentActions``, so a test can check that a button sent it, and the call returns
    /// `false`, as UIKit does when no responder handled the action.
    ///
    /// ```swift
    /// struct CodeForm: View {
    ///     @State var code = ""
    ///     var body: some View {
    ///         Form {
    ///             TextField("1234", text: $code)
    ///             Button("Submit") {
    ///                 UIApplication.shared.sendAction(
    ///                     Selector("resignFirstResponder"), to: nil, from: nil, for: nil
    ///                 )
    ///             }
    ///         }
    ///     }
    /// }
    ///
    /// UIApplication.shared.removeOpenedURLs()
    /// let host = ViewHost(CodeForm())
    /// try host.tap("Submit")
    /// assert(UIApplication.shared.sentActions == [.resignFirstResponder])
    /// ```
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        sentActions.append(action)
        return false
    }
}
