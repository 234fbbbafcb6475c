/// A count that only goes up, for the fixture's page to import.
public struct Tally: Sendable {
    /// The count so far.
    public private(set) var count = 0

    /// A tally at zero.
    public init() {}

    /// Adds one.
    public mutating func increment() {
        count += 1
    }
}
