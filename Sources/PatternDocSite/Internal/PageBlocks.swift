import Foundation
import PatternDocModel

/// Each doc page's code blocks, by page path, as the site's renderers take them: from any
/// thread, and, for a build that lets them go (`patterndoc build`), given up page by page as
/// each page is rendered, so that a large site does not hold every block to its last page.
final class PageBlocks: @unchecked Sendable {
    private let lock = NSLock()
    private var blocks: [String: [CodeBlock]]
    /// Whether ``take(_:)`` lets a page's blocks go.
    private let releasesTaken: Bool

    /// Holds `blocks`; with `releasesTaken`, each page's blocks can be taken once.
    init(_ blocks: [String: [CodeBlock]], releasesTaken: Bool) {
        self.blocks = blocks
        self.releasesTaken = releasesTaken
    }

    /// The blocks of the page at `path`; let go of here when this build lets them go, so that
    /// a second call finds none.
    func take(_ path: String) -> [CodeBlock] {
        lock.lock()
        defer { lock.unlock() }
        return (releasesTaken ? blocks.removeValue(forKey: path) : blocks[path]) ?? []
    }
}
