import Testing

@testable import SwiftSource

/// The lexer and the highlighter look keywords up by bytes: the table must answer as the word
/// sets do for every word in them and for names that only look like them.
struct WordTableTests {
    @Test func everyKeywordIsFoundByItsBytesAndNothingElse() {
        for (words, table) in [(Keywords.reserved, Keywords.reservedWords), (Keywords.contextual, Keywords.contextualWords)] {
            for word in words {
                #expect(table.contains(ArraySlice(word.utf8)), "\(word)")
            }
        }
        let near = ["", "le", "lett", "Let", "self_", "_x", "__", "é", "setter", "Types", "typealiases", "precedencegroups"]
        for name in near {
            #expect(!Keywords.reservedWords.contains(ArraySlice(name.utf8)) || Keywords.reserved.contains(name), "\(name)")
            #expect(!Keywords.contextualWords.contains(ArraySlice(name.utf8)) || Keywords.contextual.contains(name), "\(name)")
        }
        #expect(!Keywords.reservedWords.contains(ArraySlice("Let".utf8)))
        #expect(Keywords.reservedWords.contains(ArraySlice("_".utf8)))
    }

    @Test func aNameSpelledLikeAKeywordInsideALongerOneIsAnIdentifier() {
        let kinds = Lexer.spans(in: "let letter = self.selfish; typealias T = Int").map(\.kind)
        #expect(kinds.filter { $0 == .keyword }.count == 3)
    }
}
