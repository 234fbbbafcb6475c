#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CCmark

/// The memory of one page's cmark tree, handed out by bumping a pointer through large chunks
/// and given back all at once when the page's ``MarkdownDocument`` goes away.
///
/// cmark makes many small allocations per page (a node, a buffer for each line and string)
/// and frees each one when the tree is freed. Through `malloc` and `free` that was more than
/// a twentieth of building a site, for memory that lives exactly as long as the tree.
///
/// cmark's allocator hooks (`cmark_mem`) are plain C functions without a context, so the
/// arena they use is the one made current on the calling thread by ``with(_:)``. Anything
/// cmark allocates while no arena is current (a node's text read outside a walk, say) comes
/// from `malloc` as before. Every block carries a header saying which it is, so that `free`
/// and `realloc` treat each kind correctly whichever arena, if any, is current then.
package final class CmarkArena {
    /// The allocator hooks to give cmark's parser; every node it makes remembers them.
    package nonisolated(unsafe) static let allocator: UnsafeMutablePointer<cmark_mem> = {
        let hooks = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
        hooks.initialize(to: cmark_mem(calloc: arenaCalloc, realloc: arenaRealloc, free: arenaFree))
        return hooks
    }()

    /// Where the arena's chunks and cursor live: behind a pointer, so that cmark's hooks reach
    /// them without retaining anything (they run for every node and string of a page).
    private let state: UnsafeMutablePointer<ArenaState>

    package init() {
        state = .allocate(capacity: 1)
        state.initialize(to: ArenaState())
    }

    deinit {
        for chunk in state.pointee.chunks { free(chunk) }
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Runs `body` with this arena current on the thread, so that what cmark allocates in it
    /// comes from here; the arena current before is current again afterwards.
    package func with<Result>(_ body: () throws -> Result) rethrows -> Result {
        let previous = pthread_getspecific(currentArenaKey)
        pthread_setspecific(currentArenaKey, UnsafeRawPointer(state))
        defer { pthread_setspecific(currentArenaKey, previous) }
        return try body()
    }

    /// The state of the arena current on this thread, if any.
    fileprivate static var current: UnsafeMutablePointer<ArenaState>? {
        pthread_getspecific(currentArenaKey)?.assumingMemoryBound(to: ArenaState.self)
    }
}

/// An arena's chunks, and where the next block goes.
private struct ArenaState {
    /// The chunks handed out so far, freed with the arena.
    var chunks: [UnsafeMutableRawPointer] = []
    /// Where the next block starts in the newest chunk, and how many bytes are left after it.
    var cursor: UnsafeMutableRawPointer?
    var remaining = 0
    /// The block handed out last (its header), which may grow in place.
    var last: UnsafeMutableRawPointer?
    /// The size of the next chunk: small pages stay small, large ones take few chunks.
    var nextChunkSize = 16 * 1024

    /// A zeroed block of `size` bytes after its header, 16-byte aligned.
    mutating func allocate(_ size: Int) -> UnsafeMutableRawPointer {
        let needed = BlockHeader.size + Self.rounded(size)
        if needed > remaining {
            let chunkSize = max(nextChunkSize, needed)
            nextChunkSize = min(nextChunkSize * 2, 1024 * 1024)
            // calloc's memory is zeroed, and none of it is handed out twice, so neither is a
            // block's.
            guard let chunk = calloc(1, chunkSize) else { fatalError("out of memory parsing Markdown") }
            chunks.append(chunk)
            cursor = chunk
            remaining = chunkSize
        }
        let block = cursor!
        cursor = block + needed
        remaining -= needed
        last = block
        BlockHeader.write(size: size, inArena: true, at: block)
        return block + BlockHeader.size
    }

    /// Grows the block handed out last to `size` bytes where it lies, when the chunk has room.
    mutating func growInPlace(_ block: UnsafeMutableRawPointer, from oldSize: Int, to size: Int) -> Bool {
        guard block == last else { return false }
        let extra = Self.rounded(size) - Self.rounded(oldSize)
        guard extra <= remaining else { return false }
        cursor = cursor! + extra
        remaining -= extra
        BlockHeader.write(size: size, inArena: true, at: block)
        return true
    }

    private static func rounded(_ size: Int) -> Int {
        (size + 15) & ~15
    }
}

/// The 16 bytes before every block cmark gets: its size and whether an arena holds it.
private enum BlockHeader {
    static let size = 16
    private static let arenaTag: UInt64 = 0x4152_454E_4121_2121
    private static let heapTag: UInt64 = 0x4845_4150_2121_2121

    static func write(size: Int, inArena: Bool, at block: UnsafeMutableRawPointer) {
        block.storeBytes(of: UInt64(size), as: UInt64.self)
        block.storeBytes(of: inArena ? arenaTag : heapTag, toByteOffset: 8, as: UInt64.self)
    }

    /// The header of the block whose bytes start at `pointer`: where it starts, its size, and
    /// whether an arena holds it.
    static func read(_ pointer: UnsafeMutableRawPointer) -> (block: UnsafeMutableRawPointer, size: Int, inArena: Bool) {
        let block = pointer - size
        let tag = block.load(fromByteOffset: 8, as: UInt64.self)
        precondition(tag == arenaTag || tag == heapTag, "cmark freed memory it was not given")
        return (block, Int(block.load(as: UInt64.self)), tag == arenaTag)
    }
}

/// Which arena is current on each thread (see ``CmarkArena/with(_:)``).
private let currentArenaKey: pthread_key_t = {
    var key = pthread_key_t()
    guard pthread_key_create(&key, nil) == 0 else { fatalError("no thread-specific key for the Markdown parser") }
    return key
}()

/// A zeroed block of `size` bytes: from the current arena, else from the heap.
private func allocateBlock(_ size: Int) -> UnsafeMutableRawPointer {
    if let arena = CmarkArena.current { return arena.pointee.allocate(size) }
    guard let block = calloc(1, BlockHeader.size + size) else { fatalError("out of memory parsing Markdown") }
    BlockHeader.write(size: size, inArena: false, at: block)
    return block + BlockHeader.size
}

private func arenaCalloc(_ count: Int, _ size: Int) -> UnsafeMutableRawPointer? {
    let (total, overflow) = count.multipliedReportingOverflow(by: size)
    guard !overflow else { fatalError("cmark asked for more memory than there is") }
    return allocateBlock(total)
}

private func arenaRealloc(_ pointer: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer? {
    guard let pointer else { return allocateBlock(size) }
    let old = BlockHeader.read(pointer)
    if old.inArena, let arena = CmarkArena.current, arena.pointee.growInPlace(old.block, from: old.size, to: size) {
        return pointer
    }
    let moved = allocateBlock(size)
    moved.copyMemory(from: pointer, byteCount: min(old.size, size))
    arenaFree(pointer)
    return moved
}

private func arenaFree(_ pointer: UnsafeMutableRawPointer?) {
    guard let pointer else { return }
    let header = BlockHeader.read(pointer)
    // An arena's blocks go back with the arena.
    if !header.inArena { free(header.block) }
}
