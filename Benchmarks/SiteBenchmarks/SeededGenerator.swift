/// SplitMix64: a small generator whose sequence depends only on its seed, so that every run
/// of the benchmark, on any machine, renders the same corpus.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A whole number in `range`.
    mutating func number(in range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    /// One of `items`, which must not be empty.
    mutating func pick<Item>(_ items: [Item]) -> Item {
        items[Int.random(in: 0..<items.count, using: &self)]
    }

    /// `true` with the given probability.
    mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }
}
