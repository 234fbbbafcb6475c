import Synchronization

/// Hands out the numbers of fresh `CombineIdentifier`s, from the top of the range so that they
/// never meet an object's address.
enum CombineIdentifierCounter {
    private static let last = Atomic<UInt64>(.max)

    static func next() -> UInt64 {
        last.subtract(1, ordering: .relaxed).newValue
    }
}
