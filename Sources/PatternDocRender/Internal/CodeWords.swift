/// The distinct words of a page's code blocks, in the order they first appear: what the search
/// index holds for code, rather than the code itself.
///
/// Search finds names (`ifLet`, `IdentifiedArray`) in code, and snippets are cut from prose;
/// the code's text, with its indentation, punctuation and the same names over and over, was
/// most of the index while adding no result the words do not find.
struct CodeWords {
    /// Words are told apart by a 64-bit hash of their bytes: a page has a few hundred words,
    /// so two that collide (and the second going unindexed) is out of reach in practice, and
    /// hashing bytes costs a fraction of hashing Strings.
    private var seen = SeenHashes()
    private var bytes: [UInt8] = []

    /// The words so far, separated by spaces.
    var text: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Adds the words of `code`: runs of letters, digits and `_` (and any non-ASCII letter),
    /// two bytes or longer, that do not start with a digit.
    mutating func add(_ code: String) {
        var code = code
        code.withUTF8 { source in
            var start = -1
            var hash: UInt64 = 0
            for offset in 0...source.count {
                let byte = offset < source.count ? source[offset] : UInt8(ascii: " ")
                if Self.isWordByte(byte) {
                    if start < 0 {
                        guard !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { continue }
                        start = offset
                        hash = 0xcbf2_9ce4_8422_2325
                    }
                    hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
                } else if start >= 0 {
                    if offset - start > 1, seen.insert(hash) {
                        if !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
                        bytes.append(contentsOf: source[start..<offset])
                    }
                    start = -1
                }
            }
        }
    }

    /// The hashes of the words added so far, in an open-addressed table indexed by the hash
    /// itself: the words' hashes are already well mixed, and a `Set` would hash each again.
    private struct SeenHashes {
        /// Zero marks an empty slot; a word whose hash is zero is remembered apart.
        private var slots = [UInt64](repeating: 0, count: 256)
        private var count = 0
        private var holdsZero = false

        /// Adds `hash`; whether it was new.
        mutating func insert(_ hash: UInt64) -> Bool {
            guard hash != 0 else {
                defer { holdsZero = true }
                return !holdsZero
            }
            if (count + 1) * 2 > slots.count { grow() }
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash ^ hash >> 32) & mask
            while true {
                let found = slots[slot]
                if found == hash { return false }
                if found == 0 {
                    slots[slot] = hash
                    count += 1
                    return true
                }
                slot = (slot + 1) & mask
            }
        }

        /// Twice the slots, every hash placed again.
        private mutating func grow() {
            let old = slots
            slots = [UInt64](repeating: 0, count: old.count * 2)
            count = 0
            for hash in old where hash != 0 { _ = insert(hash) }
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...:
            true
        default:
            false
        }
    }
}
