import Foundation

/// The bytes of one large file, written as text piece by piece: the pieces gather in a small
/// string and move into the file's `Data` a chunk at a time, so the file's text is never held
/// as a whole string and as bytes at once. For the site's largest pages.
struct FileBytes {
    private var data = Data()
    private var pending = ""
    /// How much text gathers before it moves into `data`.
    private static let chunkSize = 1 << 16

    /// Adds `text` at the end.
    mutating func append(_ text: String) {
        pending += text
        if pending.utf8.count >= Self.chunkSize { flush() }
    }

    /// The file's bytes, everything appended included.
    mutating func finish() -> Data {
        flush()
        return data
    }

    private mutating func flush() {
        pending.withUTF8 { data.append($0) }
        pending.removeAll(keepingCapacity: true)
    }
}
