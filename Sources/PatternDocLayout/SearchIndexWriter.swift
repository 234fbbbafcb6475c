import Foundation
import PatternDocSupport

/// Writes `search-index.js` entry by entry (`SearchIndex.entry(_:)`) while the pages are
/// rendered on every core: each page's entry goes to the file as soon as the entries of the
/// pages before it are there, so the site holds a few entries at a time instead of the whole
/// index (27 MB at 4,000 pages) until its last page.
///
/// The file is the one `SearchIndex.bytes` gives for the same entries in the same order. Safe
/// to call from any thread.
package final class SearchIndexWriter: @unchecked Sendable {
    private let lock = NSLock()
    private let file: StreamedFile
    /// The position of the next entry the file takes.
    private var next = 0
    /// Entries that arrived before one of the entries ahead of them, by position.
    private var waiting: [Int: [UInt8]?] = [:]
    private var written = 0
    private var isFinished = false

    /// Starts the index in `file`.
    package init(file: StreamedFile) {
        self.file = file
        file.append(SearchIndex.opening)
    }

    /// Takes the entry of the page at `position` (counted from 0, each position once), or
    /// `nil` for a page that has none (one that could not be rendered: the build fails then).
    package func add(_ entry: [UInt8]?, at position: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard position != next else {
            write(entry)
            next += 1
            while let ready = waiting.removeValue(forKey: next) {
                write(ready)
                next += 1
            }
            return
        }
        waiting[position] = entry
    }

    /// Takes an entry after those of every position (the API pages').
    package func append(_ entry: [UInt8]) {
        lock.lock()
        defer { lock.unlock() }
        write(entry)
    }

    /// Ends the index and closes its file.
    ///
    /// - Throws: the file's failure, or a `PlainFile.Failure` when an entry before one that
    ///   was given never came (a page that was not rendered): the index would miss it.
    package func finish() throws {
        lock.lock()
        defer { lock.unlock() }
        guard !isFinished else { return }
        isFinished = true
        file.append(SearchIndex.closing)
        try file.close()
        if let missing = waiting.keys.min() {
            throw PlainFile.Failure(description: "\(SearchIndex.fileName): no entry for page \(next) of \(missing + 1)")
        }
    }

    private func write(_ entry: [UInt8]?) {
        guard let entry else { return }
        if written > 0 { file.append(Self.separator) }
        file.append(entry)
        written += 1
    }

    private static let separator: [UInt8] = [UInt8(ascii: ",")]
}
