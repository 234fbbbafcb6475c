import Foundation
import PatternDocSupport
import Synchronization

/// Writes `search-index.js` entry by entry (`SearchIndex.entry(_:)`) while the pages are
/// rendered on every core: each page's entry goes to the file as soon as the entries of the
/// pages before it are there, so the site holds a few entries at a time instead of the whole
/// index (27 MB at 4,000 pages) until its last page.
///
/// The file is the one `SearchIndex.bytes` gives for the same entries in the same order. Safe
/// to call from any thread.
package final class SearchIndexWriter: Sendable {
    /// The file and what has been written to it, taken by one caller at a time.
    private struct State {
        var file: StreamedFile
        /// The position of the next entry the file takes.
        var next = 0
        /// Entries that arrived before one of the entries ahead of them, by position.
        var waiting: [Int: [UInt8]?] = [:]
        var written = 0
        var isFinished = false

        mutating func write(_ entry: [UInt8]?) {
            guard let entry else { return }
            if written > 0 { file.append(SearchIndexWriter.separator) }
            file.append(entry)
            written += 1
        }
    }

    private let state: Mutex<State>

    /// Starts the index in `file`.
    package init(file: StreamedFile) {
        file.append(SearchIndex.opening)
        state = Mutex(State(file: file))
    }

    /// Takes the entry of the page at `position` (counted from 0, each position once), or
    /// `nil` for a page that has none (one that could not be rendered: the build fails then).
    package func add(_ entry: [UInt8]?, at position: Int) {
        state.withLock { state in
            guard position != state.next else {
                state.write(entry)
                state.next += 1
                while let ready = state.waiting.removeValue(forKey: state.next) {
                    state.write(ready)
                    state.next += 1
                }
                return
            }
            state.waiting[position] = entry
        }
    }

    /// Takes an entry after those of every position (the API pages').
    package func append(_ entry: [UInt8]) {
        state.withLock { $0.write(entry) }
    }

    /// Ends the index and closes its file.
    ///
    /// - Throws: the file's failure, or a `PlainFile.Failure` when an entry before one that
    ///   was given never came (a page that was not rendered): the index would miss it.
    package func finish() throws {
        try state.withLock { state throws in
            guard !state.isFinished else { return }
            state.isFinished = true
            state.file.append(SearchIndex.closing)
            try state.file.close()
            if let missing = state.waiting.keys.min() {
                throw PlainFile.Failure(description: "\(SearchIndex.fileName): no entry for page \(state.next) of \(missing + 1)")
            }
        }
    }

    fileprivate static let separator: [UInt8] = [UInt8(ascii: ",")]
}
