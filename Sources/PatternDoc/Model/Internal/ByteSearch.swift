extension StringProtocol {
    /// Whether `needle` occurs in the text, compared byte by byte in UTF-8: a quick first look
    /// before slower work (lexing, splitting into lines). Foundation's `contains(_:)`, which
    /// the module would otherwise pick, goes through `NSString`.
    func containsBytes(_ needle: String) -> Bool {
        let wanted = Array(needle.utf8)
        guard let first = wanted.first else { return true }
        let found = utf8.withContiguousStorageIfAvailable { text -> Bool in
            guard text.count >= wanted.count else { return false }
            var start = 0
            let last = text.count - wanted.count
            while start <= last {
                if text[start] == first, text[start..<start + wanted.count].elementsEqual(wanted) { return true }
                start += 1
            }
            return false
        }
        return found ?? String(self).containsBytes(needle)
    }
}
