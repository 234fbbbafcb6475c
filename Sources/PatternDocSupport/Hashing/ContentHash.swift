import Foundation

/// A 64-bit hash of text in the manner of FNV-1a, as 16 hex digits: enough to tell whether a
/// page or the package changed since the last run (it is not a security measure).
///
/// FNV-1a mixes one byte at a time; this mixes eight at a time and the last few one by one,
/// which reads a page eight times as fast. Each step (xor, then multiply by an odd number) is
/// one-to-one, so a change to any single word of the text always changes the hash.
package struct ContentHash: Sendable {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Starts an empty hash.
    package init() {}

    /// Mixes `text` in, followed by a separator so that `("ab", "c")` and `("a", "bc")` differ.
    package mutating func combine(_ text: String) {
        // The bytes are read in place (a bridged string is made native first): a byte at a
        // time through the view's iterator took three times as long, and every page's text is
        // hashed on every run.
        var text = text
        text.withUTF8 { mix($0) }
        mix(0xFF)
    }

    /// Mixes bytes in, preceded by their count, so that any bytes (0xFF included) stay apart
    /// from what follows.
    /// Mixes in `bytes` as they are, without their count.
    package mutating func combine(_ bytes: UnsafeBufferPointer<UInt8>) {
        mix(bytes)
    }

    package mutating func combine(_ bytes: Data) {
        combine(String(bytes.count))
        bytes.withUnsafeBytes { mix($0.bindMemory(to: UInt8.self)) }
    }

    private mutating func mix(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        let words = bytes.count / 8
        let raw = UnsafeRawPointer(base)
        for word in 0..<words {
            value ^= UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self))
            value = value &* 0x0000_0100_0000_01B3
        }
        for byte in bytes[(words * 8)...] { mix(byte) }
    }

    private mutating func mix(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x0000_0100_0000_01B3
    }

    /// The hash so far, as 16 lowercase hex digits.
    /// The hash as a number.
    package var digest: UInt64 { value }

    package var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The hash of several strings, in order.
    package static func of(_ texts: String...) -> String {
        var hash = ContentHash()
        for text in texts { hash.combine(text) }
        return hash.hex
    }
}
