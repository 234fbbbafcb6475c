/// Where each id of an `IdentifiedArray` stands: a hash table from an id to its offset in the
/// array's `ids`.
///
/// It stores offsets, never ids. An id is found by hashing it, then probing the buckets from
/// there (open addressing, linear probing) and comparing it with `ids[offset]` for each offset
/// met. Keeping only small integers is what makes the array's reshaping cheap:
/// - after an insertion or removal at the front, every element moves by one, and so does
///   `bias`, which is added to every stored offset: nothing else changes;
/// - elsewhere, the side that did not move by one is rewritten (each of its ids found by hash)
///   when it is small, or else every bucket is adjusted in one pass over this flat array of
///   integers, which hashes no id;
/// - a removal empties its bucket and moves later entries of the same probe run back into the
///   gap, so no tombstones pile up and lookups stay as fast after many removals;
/// - a copy of the array shares the buckets until one of them changes (copy on write).
///
/// Arrays of up to `smallCount` elements keep no buckets at all: comparing a handful of ids
/// costs less than hashing one, and small lists are the common case in feature state.
///
/// Every method takes the array's `ids` and says whether it wants them as they were or as they
/// are after the change it records.
@usableFromInline
struct OffsetTable: Sendable {
    /// 0 for an empty bucket; otherwise `1 + (offset - bias)`, modulo `modulus`, for an id whose
    /// probe run passes through it. Its count is 0 (no table: the ids are searched in order) or
    /// a power of two.
    @usableFromInline var buckets: ContiguousArray<UInt32>

    /// Added to every stored offset, modulo `modulus`, so that moving every element by one is a
    /// change of `bias` alone.
    @usableFromInline var bias = 0

    /// Creates an empty table.
    @inlinable
    init() {
        buckets = []
    }

    /// Creates the table for `ids`. Of two equal ids only the later one can be found; use
    /// ``building(ids:)`` where equal ids are a mistake to report.
    @inlinable
    init<ID: Hashable>(ids: [ID]) {
        self = Self.building(ids: ids).table
    }

    /// The table for `ids`, and the positions of the first two equal ids among them, if any.
    @inlinable
    static func building<ID: Hashable>(ids: [ID]) -> (table: OffsetTable, duplicate: (first: Int, second: Int)?) {
        var table = OffsetTable()
        table.reserve(ids.count, ids: [ID]())
        var duplicate: (first: Int, second: Int)?
        for (offset, id) in ids.enumerated() {
            if let earlier = table.placeUnlessPresent(offset, of: id, ids: ids), duplicate == nil {
                duplicate = (earlier, offset)
            }
        }
        return (table, duplicate)
    }

    /// Up to this many ids are searched in order instead of hashed.
    @inlinable static var smallCount: Int { 8 }

    /// Stored offsets wrap around at this power of two, which leaves 0 free to mark an empty
    /// bucket; it bounds the number of elements.
    @inlinable static var modulus: Int { 1 << 31 }

    /// How many ids the table holds before it has to grow: three quarters of its buckets, which
    /// keeps probe runs short.
    @inlinable var capacity: Int {
        buckets.isEmpty ? Self.smallCount : buckets.count / 4 * 3
    }

    @inlinable
    func encode(_ offset: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: ((offset - bias) & (Self.modulus - 1)) + 1)
    }

    @inlinable
    func decode(_ stored: UInt32) -> Int {
        (Int(stored) - 1 + bias) & (Self.modulus - 1)
    }

    // MARK: Reading

    /// The offset of `id` in `ids`, or `nil` when it is not there.
    @inlinable
    func offset<ID: Hashable>(of id: ID, in ids: [ID]) -> Int? {
        if buckets.isEmpty {
            return ids.lastIndex(of: id)
        }
        let mask = buckets.count - 1
        var bucket = id.hashValue & mask
        while true {
            let stored = buckets[bucket]
            if stored == 0 { return nil }
            let offset = decode(stored)
            if ids[offset] == id { return offset }
            bucket = (bucket + 1) & mask
        }
    }

    /// The bucket that holds `offset` for `id`, found by hashing the id and matching the stored
    /// offset rather than comparing ids, so that it is right even while other stored offsets
    /// are being rewritten; `nil` when the table has no buckets or does not hold the offset.
    @inlinable
    func bucket<ID: Hashable>(holding offset: Int, for id: ID) -> Int? {
        guard !buckets.isEmpty else { return nil }
        let mask = buckets.count - 1
        let wanted = encode(offset)
        var bucket = id.hashValue & mask
        while true {
            let found = buckets[bucket]
            if found == wanted { return bucket }
            if found == 0 { return nil }
            bucket = (bucket + 1) & mask
        }
    }

    // MARK: Adding and removing

    /// Makes room for `count` ids without growing again; `ids` are the ids the table holds now.
    @inlinable
    mutating func reserve<ID: Hashable>(_ count: Int, ids: [ID]) {
        guard count > capacity else { return }
        precondition(
            count < Self.modulus,
            "IdentifiedArray: \(count) elements are more than the \(Self.modulus - 1) an identified array can hold."
        )
        var bucketCount = max(16, buckets.count)
        while bucketCount / 4 * 3 < count { bucketCount *= 2 }
        buckets = ContiguousArray(repeating: 0, count: bucketCount)
        bias = 0
        for (offset, id) in ids.enumerated() {
            place(offset, of: id)
        }
    }

    /// Records that `id`, which the table does not hold, stands at `offset`. Call
    /// ``reserve(_:ids:)`` first so that there is room.
    @inlinable
    mutating func place<ID: Hashable>(_ offset: Int, of id: ID) {
        guard !buckets.isEmpty else { return }
        let mask = buckets.count - 1
        var bucket = id.hashValue & mask
        while buckets[bucket] != 0 {
            bucket = (bucket + 1) & mask
        }
        buckets[bucket] = encode(offset)
    }

    /// Records that `ids[offset]` stands at `offset`, unless an earlier offset holds an equal
    /// id: then that one now points at `offset`, and the earlier offset is returned. Call
    /// ``reserve(_:ids:)`` first so that there is room.
    @inlinable
    mutating func placeUnlessPresent<ID: Hashable>(_ offset: Int, of id: ID, ids: [ID]) -> Int? {
        guard !buckets.isEmpty else {
            return ids[..<offset].lastIndex(of: id)
        }
        let mask = buckets.count - 1
        var bucket = id.hashValue & mask
        while true {
            let stored = buckets[bucket]
            if stored == 0 { break }
            let earlier = decode(stored)
            if ids[earlier] == id {
                buckets[bucket] = encode(offset)
                return earlier
            }
            bucket = (bucket + 1) & mask
        }
        buckets[bucket] = encode(offset)
        return nil
    }

    /// Forgets the id at `offset` of `ids`, which still holds it, moving later entries of its
    /// probe run back so that every remaining id stays reachable from its ideal bucket.
    @inlinable
    mutating func remove<ID: Hashable>(_ offset: Int, ids: [ID]) {
        guard var hole = bucket(holding: offset, for: ids[offset]) else { return }
        let mask = buckets.count - 1
        buckets[hole] = 0
        var next = (hole + 1) & mask
        while buckets[next] != 0 {
            let ideal = ids[decode(buckets[next])].hashValue & mask
            // The entry may fill the hole when the hole lies on its probe run, between its
            // ideal bucket and where it stands now.
            if (next &- ideal) & mask >= (next &- hole) & mask {
                buckets[hole] = buckets[next]
                buckets[next] = 0
                hole = next
            }
            next = (next + 1) & mask
        }
    }

    /// Builds the table anew for `ids`, sized for them.
    @inlinable
    mutating func rebuild<ID: Hashable>(ids: [ID]) {
        self = OffsetTable(ids: ids)
    }

    /// Forgets every id.
    @inlinable
    mutating func removeAll() {
        self = OffsetTable()
    }

    // MARK: Moving

    /// Points `bucket`, found with ``bucket(holding:for:)``, at `offset`.
    @inlinable
    mutating func setOffset(_ offset: Int, inBucket bucket: Int) {
        buckets[bucket] = encode(offset)
    }

    /// Brings the stored offsets up to date after the ids from `start` on moved by `delta`
    /// positions, one element having been inserted before them (`+1`) or removed (`-1`).
    /// `ids` are the ids after the move, so the moved ones are `ids[(start + delta)...]`; the
    /// inserted id, if any, is placed afterwards.
    @inlinable
    mutating func shiftOffsets<ID: Hashable>(from start: Int, by delta: Int, ids: [ID]) {
        guard !buckets.isEmpty else { return }
        let moved = (start + delta)..<ids.count
        let stayed = 0..<min(start, start + delta)
        // Finding one id's bucket costs a hash and a probe, some tens of times a bucket's
        // share of a pass over all of them.
        let fewEnough = buckets.count / 32
        if moved.count <= stayed.count, moved.count <= fewEnough {
            // Moving up, the highest offsets go first, and moving down the lowest, so that an
            // offset already rewritten never equals one still to be found.
            if delta > 0 {
                for position in moved.reversed() { rewrite(position, from: position - delta, ids: ids) }
            } else {
                for position in moved { rewrite(position, from: position - delta, ids: ids) }
            }
        } else if stayed.count <= fewEnough {
            // Move everything with the bias, then move back the ids that stayed, in the order
            // that keeps each offset still to be found unique, as above.
            bias = (bias + delta) & (Self.modulus - 1)
            if delta > 0 {
                for position in stayed { rewrite(position, from: position + delta, ids: ids) }
            } else {
                for position in stayed.reversed() { rewrite(position, from: position + delta, ids: ids) }
            }
        } else {
            shiftEveryBucket(from: start, by: delta)
        }
    }

    /// Adds `delta` to each stored offset from `start` on, in one pass over the buckets, and
    /// stores every offset without bias on the way.
    @inlinable
    mutating func shiftEveryBucket(from start: Int, by delta: Int) {
        // All in 32-bit arithmetic, so that the loop vectorizes; through a buffer pointer it
        // checks uniqueness and bounds once instead of per bucket. Both make it ten times
        // faster than subscripting the array (measured by Scripts/bench-collections.sh).
        let bias = UInt32(truncatingIfNeeded: self.bias)
        let mask = UInt32(truncatingIfNeeded: Self.modulus - 1)
        let start = UInt32(truncatingIfNeeded: start)
        let step = UInt32(truncatingIfNeeded: delta)
        buckets.withUnsafeMutableBufferPointer { buckets in
            for bucket in buckets.indices {
                let stored = buckets[bucket]
                let offset = (stored &- 1 &+ bias) & mask
                let moves: UInt32 = offset >= start ? step : 0
                let occupied: UInt32 = stored == 0 ? 0 : ~0
                buckets[bucket] = (offset &+ moves &+ 1) & occupied
            }
        }
        self.bias = 0
    }

    /// Points the bucket that holds `old` for `ids[position]` at `position`.
    @inlinable
    mutating func rewrite<ID: Hashable>(_ position: Int, from old: Int, ids: [ID]) {
        if let bucket = bucket(holding: old, for: ids[position]) {
            setOffset(position, inBucket: bucket)
        }
    }

    /// Exchanges the stored offsets `i` and `j`; `ids` are the ids before the exchange.
    @inlinable
    mutating func swapOffsets<ID: Hashable>(_ i: Int, _ j: Int, ids: [ID]) {
        guard let first = bucket(holding: i, for: ids[i]),
            let second = bucket(holding: j, for: ids[j])
        else { return }
        buckets.swapAt(first, second)
    }
}
