/// The short hash DocC puts after an overloaded symbol's path to tell overloads apart
/// (``Store/scope(state:action:)-1if00``): the 32-bit FNV-1 hash of the symbol's USR, folded to
/// 24 bits, written in base 36.
package enum DocCHash {
    package static func of(_ text: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 {
            hash = (hash &* 16_777_619) ^ UInt32(byte)
        }
        let folded = (hash >> 24) ^ (hash & 0x00FF_FFFF)
        return String(folded, radix: 36)
    }
}
