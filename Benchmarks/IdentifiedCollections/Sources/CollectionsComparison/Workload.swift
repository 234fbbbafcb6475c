/// The element both arrays hold: an id and one field to sort by, sum and change.
struct Row: Identifiable, Equatable, Sendable {
    let id: Int
    var value: Int
}

/// The inputs every comparison shares, made once so both sides see the very same values.
struct Workload {
    /// How many elements the arrays hold.
    let count: Int
    /// How many single-element operations a run of insert or remove at index 0 does: enough
    /// for a run to last milliseconds, so that one preemption does not decide a median.
    let frontRepeats: Int
    /// How many a run of `remove(id:)` from the middle does, which costs more each.
    let middleRepeats: Int
    /// Rows with ids `0..<count` in order, and values in a scrambled order to sort by.
    let rows: [Row]
    /// Every id once, in a scrambled order, for lookups.
    let lookupOrder: [Int]

    init(count: Int, frontRepeats: Int, middleRepeats: Int) {
        self.count = count
        self.frontRepeats = frontRepeats
        self.middleRepeats = middleRepeats
        var generator = SplitMix64(seed: 12)
        rows = (0..<count).map { Row(id: $0, value: Int(generator.next() % 1_000_000)) }
        var order = Array(0..<count)
        order.shuffle(using: &generator)
        lookupOrder = order
    }

    /// `rows` in storage of their own, so that an array built from them owns its storage as
    /// one built from a network response would, and a first mutation does not copy `rows`.
    func freshRows() -> [Row] {
        rows.map { $0 }
    }

    /// Ids of the elements removed from the middle: consecutive ids from the middle outwards.
    var middleIDs: Range<Int> { (count / 2)..<(count / 2 + middleRepeats) }
}

/// A small seeded generator, so that every run and both sides use the same scrambled inputs.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
