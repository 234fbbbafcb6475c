import Composable

extension Binding {
    /// A binding to a shared value: it reads the value every holder sees, and a write changes
    /// it under its lock, so the feature that shares it sees the change too. It is what
    /// `@Binding(store.$signUpData) var signUpData` gives a view of state its feature shares.
    ///
    /// ```swift
    /// let email = Shared(value: "")
    /// let binding = Binding(email)
    /// binding.wrappedValue = "blob@example.com"
    /// print(email.wrappedValue)  // blob@example.com
    /// ```
    ///
    /// - Parameter shared: The shared value to read and change.
    public init(_ shared: Shared<Value>) {
        self.init(get: { shared.wrappedValue }, set: { newValue in shared.withLock { $0 = newValue } })
    }
}
