import Foundation
import Testing

@testable import PatternDoc

/// The hash is stored in reports and cache keys: the same input must give the same digits from
/// one patterndoc to the next, however its bytes are read.
struct ContentHashTests {
    @Test func textIsHashedAsFNV1aOfItsBytesAndASeparator() {
        #expect(ContentHash.of("abc") == "fc182483ee0806dc")
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
