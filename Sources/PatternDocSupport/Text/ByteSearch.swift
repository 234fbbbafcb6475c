#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension StringProtocol {
    /// Whether `needle` occurs in the text, compared byte by byte in UTF-8: a quick first look
    /// before slower work (lexing, splitting into lines). Foundation's `contains(_:)`, which
    /// the module would otherwise pick, goes through `NSString`.
    package func containsBytes(_ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { wanted in
            guard let first = wanted.first else { return true }
            let found = utf8.withContiguousStorageIfAvailable { text -> Bool in
                guard text.count >= wanted.count, let base = text.baseAddress else { return false }
                // memchr finds each candidate first byte, memcmp checks the rest there.
                var start = 0
                let last = text.count - wanted.count
                while start <= last {
                    guard let hit = memchr(base + start, Int32(first), last - start + 1) else { return false }
                    let offset = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
                    if memcmp(base + offset, wanted.baseAddress!, wanted.count) == 0 { return true }
                    start = offset + 1
                }
                return false
            }
            return found ?? String(self).containsBytes(String(decoding: wanted, as: UTF8.self))
        }
    }

    /// How many line feeds (`\n`) the text holds: counted over its bytes in place.
    package var lineBreakCount: Int {
        let counted = utf8.withContiguousStorageIfAvailable { text in
            var count = 0
            for byte in text where byte == UInt8(ascii: "\n") { count += 1 }
            return count
        }
        return counted ?? String(self).lineBreakCount
    }
}
