extension IdentifiedArray {
    /// Removes and returns the last element; the array must not be empty.
    ///
    /// ```swift output
    /// var names = IdentifiedArray(uniqueElements: ["a", "bb", "ccc"], id: \.count)
    /// print(names.removeLast(), names.ids)
    /// ```
    ///
    /// ```text
    /// ccc [1, 2]
    /// ```
    @discardableResult
    public mutating func removeLast() -> Element {
        precondition(!isEmpty, "Can't remove the last element of an empty IdentifiedArray.")
        return remove(at: count - 1)
    }

    /// Removes and returns the first element; the array must not be empty.
    @discardableResult
    public mutating func removeFirst() -> Element {
        precondition(!isEmpty, "Can't remove the first element of an empty IdentifiedArray.")
        return remove(at: 0)
    }
}
