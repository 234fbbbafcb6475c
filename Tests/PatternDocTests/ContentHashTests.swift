import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocSupport

/// The hash is stored in reports and cache keys: the same input must give the same digits from
/// one patterndoc to the next, however its bytes are read.
struct ContentHashTests {
    @Test func shortTextIsHashedAsFNV1aOfItsBytesAndASeparator() {
        #expect(ContentHash.of("abc") == "fc182483ee0806dc")
    }

    @Test func longerTextIsMixedEightBytesAtATimeThenByteByByte() {
        // Two whole words, then three bytes and the separator (worked out by hand from the
        // definition, little-endian words).
        #expect(ContentHash.of("Scoping children.md") == "40c45fd027b232a3")
    }

    @Test func aChangeToAnyOneByteOfAPageChangesItsHash() {
        let page = Array("# Scoping\n\nA child's state lives in its parent's.\n".utf8)
        let original = ContentHash.of(String(decoding: page, as: UTF8.self))
        for offset in page.indices {
            var changed = page
            changed[offset] ^= 0x01
            #expect(ContentHash.of(String(decoding: changed, as: UTF8.self)) != original, "byte \(offset)")
        }
    }

    @Test func bytesAreHashedAfterTheirCount() {
        var hash = ContentHash()
        hash.combine("abc")
        hash.combine(Data("xyz".utf8))

        #expect(hash.hex == "6e9e5a13dba6f7d9")
    }

    @Test func aBridgedOrSlicedStringHashesAsItsNativeCopy() {
        let text = "Scoping – a child's state 🙂"
        let sliced = String(("[" + text + "]").dropFirst().dropLast())

        #expect(ContentHash.of(sliced) == ContentHash.of(text))
    }
}
