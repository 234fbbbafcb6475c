extension DependencyValues {
    /// The values the code running now sees, under the original's name: what a `@Dependency`
    /// read here would read, for code that is not a property, such as a state's default value.
    ///
    /// ```swift
    /// struct Item: Identifiable {
    ///     var id = DependencyValues._current.uuid()
    /// }
    ///
    /// let item = withDependencies { $0.uuid = .incrementing } operation: { Item() }
    /// assert(item.id == UUID(0))
    /// ```
    ///
    /// Read-only here; put values in place with ``withDependencies(_:operation:)``.
    public static var _current: DependencyValues {
        current
    }
}
