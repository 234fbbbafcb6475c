extension Store: Identifiable {
    /// A store's identity is the object itself: scoped stores are cached, so the store of a
    /// given row keeps its identity for as long as the row exists.
    public nonisolated var id: ObjectIdentifier {
        ObjectIdentifier(self)
    }
}
