/// A shelf that holds food, for the fixture's pages to import.
public struct Shelf: Sendable {
    /// What is on the shelf.
    public var items: [String]

    /// A shelf holding `items`.
    public init(_ items: [String]) {
        self.items = items
    }
}
