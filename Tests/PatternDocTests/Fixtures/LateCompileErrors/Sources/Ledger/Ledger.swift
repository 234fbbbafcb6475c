/// A running balance, for the fixture's page to import.
public struct Ledger: Sendable {
    /// The balance so far.
    public var balance = 0

    /// An empty ledger.
    public init() {}
}
