import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocSupport

/// The byte-wise trim gives what Foundation's `trimmingCharacters(in: .whitespacesAndNewlines)`
/// gives, on ASCII and on text whose ends are other whitespace.
@Suite struct TrimmingTests {
    @Test(arguments: [
        "", " ", "\t\n\r", "swift", "  swift test  ", "\tswift\u{0B}\u{0C}", "swift \u{00A0}",
        "\u{00A0} swift", "\u{2003}swift\u{2028}", "\u{0085}x\u{0085}", "é ", " é", "a  b",
        "swift title(\"À la carte\")  ", "\u{00A0}", " \u{00A0} ",
    ])
    func matchesFoundation(_ text: String) {
        #expect(text.trimmedWhitespace() == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
