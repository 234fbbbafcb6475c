import Foundation
import PatternDocSupport

/// Where a site build puts its files as it makes them, each by its path relative to the site's
/// root: a whole file at once, or a large one (the search index, the verification page) in
/// pieces, so that it is never held whole.
///
/// `SiteWriter` hands one that writes into its staging folder; a build kept in memory (for
/// tests) collects the files instead. Both take files from any thread; a path written twice
/// keeps the second write.
struct SiteFiles: Sendable {
    /// Writes a whole file.
    var write: @Sendable (_ path: String, _ data: Data) throws -> Void
    /// Starts a file to be written in pieces; it is in the site once closed.
    var open: @Sendable (_ path: String) throws -> StreamedFile
}
