extension Binding {
    /// This binding, animating the changes made through it: a picker or a toggle whose
    /// change moves things on screen, `Picker(..., selection: $store.filter.animation())`.
    public func animation(_ animation: Animation? = .default) -> Binding {
        transaction(Transaction(animation: animation))
    }

    /// This binding, making its changes in `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding {
        Binding(
            get: { wrappedValue },
            set: { newValue in Transaction.$current.withValue(transaction) { wrappedValue = newValue } }
        )
    }
}

extension View {
    /// Changes the transaction of the changes shown inside this view (`$0.animation = nil`
    /// to show them without animation); recorded, since the host draws no animation.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        recorded("transaction")
    }
}
