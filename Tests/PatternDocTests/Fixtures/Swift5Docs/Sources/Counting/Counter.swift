/// Counts up from zero.
public struct Counter {
    /// The count so far.
    public private(set) var count = 0

    /// A counter at zero.
    public init() {}

    /// Adds one.
    public mutating func increment() { count += 1 }
}
