/// A set of ASCII words looked up by their UTF-8 bytes, with no `String` made: the lexer asks
/// it whether each name it reads is a keyword, and the highlighter whether it is a contextual
/// one, so it is asked of nearly every token of every block.
package struct WordTable: Sendable {
    /// The words of each length, as bytes; `byLength[3]` holds `let`, `var`, ...
    private let byLength: [[[UInt8]]]

    /// A table of `words`.
    package init(_ words: Set<String>) {
        var table: [[[UInt8]]] = []
        for word in words.sorted() {
            let bytes = Array(word.utf8)
            while table.count <= bytes.count { table.append([]) }
            table[bytes.count].append(bytes)
        }
        byLength = table
    }

    /// Whether `bytes` spell one of the words.
    package func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count < byLength.count, let first = bytes.first else { return false }
        for word in byLength[bytes.count] where word[0] == first && word.elementsEqual(bytes) {
            return true
        }
        return false
    }

    /// Whether `bytes` spell one of the words.
    package func contains(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { contains($0) }
    }
}
