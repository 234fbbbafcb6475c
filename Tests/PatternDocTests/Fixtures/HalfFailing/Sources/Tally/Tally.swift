/// A count that only goes up.
public struct Tally: Sendable {
    /// How many times ``add(_:)`` counted.
    public private(set) var count = 0

    /// A tally at zero.
    public init() {}

    /// Counts `amount` more.
    public mutating func add(_ amount: Int = 1) {
        count += amount
    }
}
