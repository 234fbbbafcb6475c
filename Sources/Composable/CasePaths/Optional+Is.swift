extension Optional where Wrapped: CasePathable {
    /// Whether the optional holds a value of the case that `keyPath` names: `false` when it is
    /// `nil`. For optional enum state, such as a presented destination.
    ///
    /// ```swift
    /// // snippet.hide
    /// enum Destination {
    ///     case detail(Int)
    ///     case settings
    /// }
    /// // snippet.show
    /// let destination: Destination? = .detail(1)
    /// print(destination.is(\.detail))    // true
    /// print(destination.is(\.settings))  // false
    /// // snippet.hide
    /// precondition(destination.is(\.detail) && !destination.is(\.settings))
    /// precondition(!Destination?.none.is(\.detail))
    /// ```
    @_disfavoredOverload
    public func `is`(_ keyPath: PartialCaseKeyPath<Wrapped>) -> Bool {
        guard let wrapped = self else { return false }
        return wrapped.is(keyPath)
    }
}
