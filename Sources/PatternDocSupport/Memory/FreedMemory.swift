#if canImport(Glibc)
import Glibc
#endif

/// Hands the memory the process has freed back to the system, around the per-page stream
/// (`ParallelMap.map(handingOver:)`), its only caller: before the pages' work fans out (what
/// the stages before it freed) and after it (each page's text and tree as extracted, or its
/// tree, body and blocks as rendered).
///
/// glibc keeps freed memory for later allocations, but per thread arena: the pages rendered on
/// every core allocate in their threads' arenas and do not reuse what the main thread freed,
/// so without this a large site's peak is the sum of each arena's peak, not what is in use.
package enum FreedMemory {
    /// Returns the free pages of every arena to the system (`malloc_trim`); a no-op where the
    /// C library has no such call.
    package static func returnToSystem() {
        _ = trim?(0)
    }

    /// glibc's `malloc_trim`, looked up by name: it is declared in `malloc.h`, which the Glibc
    /// module does not import.
    private static let trim: (@convention(c) (Int) -> Int32)? = {
        #if canImport(Glibc)
        guard let symbol = dlsym(nil, "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        #else
        return nil
        #endif
    }()
}
