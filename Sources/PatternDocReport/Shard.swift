import PatternDocModel

/// One of N shares of a run's pages (`--shard K/N`), for splitting a large suite across CI
/// machines as cargo-nextest's `--partition` and Bazel's sharding do.
///
/// The pages are dealt out in docs order: the first page to shard 1, the second to shard 2, and
/// so on round the table, so every machine picks the same pages, the shares differ by at most
/// one page, and ``VerificationReport/merged(_:)`` can deal them back into docs order.
///
/// ```swift
/// import PatternDoc
///
/// // Of the pages A to E in docs order, the second of three shards verifies B and E.
/// let shard = try Shard(parsing: "2/3")
/// assert(shard.index == 2 && shard.count == 3 && shard.description == "2/3")
///
/// var options = VerifyOptions(packageRoot: ".")
/// options.shard = shard
/// ```
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// Which share this is, from 1.
    public var index: Int
    /// How many shares there are.
    public var count: Int

    /// The shard `index` of `count` (1 <= index <= count).
    public init(index: Int, count: Int) {
        precondition(count >= 1 && (1...count).contains(index), "a shard is K/N with 1 <= K <= N")
        self.index = index
        self.count = count
    }

    /// Reads `K/N`, as `--shard` takes it.
    ///
    /// - Throws: a ``DocError`` saying what a shard looks like when `text` is not one.
    public init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
            throw DocError(at: nil, "--shard takes K/N with 1 <= K <= N, such as 1/4, not '\(text)'.")
        }
        self.init(index: index, count: count)
    }

    /// `K/N`.
    public var description: String { "\(index)/\(count)" }

    /// This shard's share of `items`, which must be in the same order on every machine.
    package func pick<Item>(_ items: [Item]) -> [Item] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
