extension StateDispatcher {
    /// A dispatcher that gives every input to `self`, then to `other`.
    ///
    /// Combine dispatchers of the same types, such as a parent's own and its child's once
    /// widened:
    ///
    /// ```swift skip("uses parentDispatcher, widenChildDispatcher from elsewhere")
    /// let combinedDispatcher = parentDispatcher.combine(widenChildDispatcher)
    /// ```
    ///
    /// Order matters where both change the same state: for an input, `self`'s immediate
    /// change is applied first and `other`'s to the state it left, in the same update, so
    /// `other` sees `self`'s change (and not the other way round). Their asynchronous steps run
    /// side by side, each dispatcher's in its own order.
    ///
    /// - Parameter other: The dispatcher that handles each input after this one.
    /// - Returns: A dispatcher that runs both.
    public func combine(_ other: Self) -> Self {
        Self { input in self.workflows(input) + other.workflows(input) }
    }
}
