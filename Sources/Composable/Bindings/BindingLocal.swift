/// Whether the code running now is a binding's setter sending its action: a view store's
/// `binding(get:send:)`, or a store binding's `sending(_:)`.
///
/// ```swift output
/// print(BindingLocal.isActive)  // no binding is sending here
/// ```
///
/// ```text
/// false
/// ```
///
/// Internal in the original, where it lets a binding write to a store that went away pass
/// without a warning; public here because the original's tests read it.
public enum BindingLocal {
    /// `true` while a binding's setter sends its action.
    @TaskLocal public static var isActive = false
}
