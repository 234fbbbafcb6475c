import CCmark
import Foundation
import PatternDocSupport

#if canImport(Glibc)
import Glibc
#endif

/// The fenced blocks cmark found in each page on the last run, by the page's hash, so that a
/// page whose text has not changed is not parsed again to find its blocks: a rebuild parses
/// each unchanged page once, to render it.
///
/// Only what cmark told is kept (``FencedBlock``: lines, info strings, code, fences); the
/// attributes, hidden lines and problems are worked out from it on every run, so they follow
/// the code that reads them. What cmark finds depends on the page's text, on cmark and on the
/// code that reads its tree, so the file is used only when its stamp names this `libcmark`
/// and this very executable (its size, time and inode): any rebuild of patterndoc parses every
/// page once more. A file that is missing, stale, cut short or otherwise unreadable is
/// ignored, page by page where only a record is bad.
///
/// The file is `fences.bin` in the work folder: a header (`PDFENCES`, the stamp), each page's
/// record, then an index of the records (each with a hash of its bytes) and its place, so that
/// it is written in pieces and read a record at a time (`pread`, from any thread): the blocks'
/// code is never held twice.
///
/// ```text
/// let cache = FenceCache(reading: "\(options.workDirectory)/fences.bin")
/// let fenced = cache.fences(of: hash) ?? FencedBlock.all(in: page.markdown)
/// ```
package final class FenceCache: Sendable {
    /// Where the file is.
    package let path: String
    /// The open file, or -1 when there is none to read.
    private let descriptor: Int32
    /// Each page's record, by the page's hash.
    private let records: [UInt64: Record]

    /// Where a page's record is in the file, and the hash of its bytes as written.
    private struct Record {
        var range: Range<Int>
        var checksum: UInt64
    }

    /// Opens the cache at `path`; empty when the file is missing, unreadable or was written by
    /// another executable or `libcmark`.
    package init(reading path: String) {
        self.path = path
        let opened = open(path, O_RDONLY | O_CLOEXEC)
        guard opened >= 0, let records = Self.readIndex(of: opened) else {
            if opened >= 0 { close(opened) }
            descriptor = -1
            records = [:]
            return
        }
        descriptor = opened
        self.records = records
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// How many pages the file holds.
    package var count: Int { records.count }

    /// The fenced blocks recorded for the page whose hash is `hash`, or `nil` when there is no
    /// readable record of it.
    package func fences(of hash: UInt64) -> [FencedBlock]? {
        guard let record = records[hash], let bytes = Self.read(descriptor, record.range),
              Self.checksum(bytes) == record.checksum else { return nil }
        var reader = FenceRecordReader(bytes)
        return reader.blocks()
    }

    /// Writes the fenced blocks of each page, by its hash, to `path`, replacing the file only
    /// once it is whole; `pages` is read once, a page at a time. Pages of the old file that are
    /// not in `pages` are dropped with it. `stamp` is this executable's unless a test says
    /// otherwise.
    ///
    /// - Throws: when the file cannot be written; nothing is left of the attempt then.
    package static func write(
        _ pages: some Sequence<(hash: UInt64, blocks: [FencedBlock])>,
        to path: String,
        stamp: String = FenceCache.stamp
    ) throws {
        try StreamedFile.replacing(path) { output in
            var header = FenceRecordWriter()
            header.bytes.append(contentsOf: magic.utf8)
            header.append(stamp)
            output.append(header.bytes)
            var offset = header.bytes.count
            var index = FenceRecordWriter()
            var written = 0
            for page in pages {
                written += 1
                var record = FenceRecordWriter()
                record.append(page.blocks)
                output.append(record.bytes)
                index.append(page.hash)
                index.append(UInt64(offset))
                index.append(UInt64(record.bytes.count))
                index.append(checksum(record.bytes))
                offset += record.bytes.count
            }
            index.append(UInt64(offset))
            index.append(UInt64(written))
            output.append(index.bytes)
        }
    }

    /// What the file starts with.
    private static let magic = "PDFENCES1"

    /// What must match for the file to be read: the `libcmark` that parsed the pages and the
    /// executable that read its trees. Empty when the executable cannot be told apart, and
    /// then no file is read.
    static let stamp: String = {
        guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath().path,
              let identity = FileStamp.of(executable) else { return "" }
        return "cmark \(String(cString: cmark_version_string())) \(executable) \(identity)"
    }()

    /// The index of the open file: the header checked, then every record's place, each inside
    /// the file.
    private static func readIndex(of descriptor: Int32) -> [UInt64: Record]? {
        var status = stat()
        guard !stamp.isEmpty, fstat(descriptor, &status) == 0 else { return nil }
        let size = Int(status.st_size)
        guard size >= 16, let trailer = read(descriptor, (size - 16)..<size) else { return nil }
        var end = FenceRecordReader(trailer)
        guard let indexStart = end.integer(), let count = end.integer(),
              let headerBytes = read(descriptor, 0..<min(size, 4096)) else { return nil }
        var header = FenceRecordReader(headerBytes)
        guard header.literal(magic), let written = header.string(), written == stamp else { return nil }
        let bodyStart = header.offset
        guard indexStart >= bodyStart, indexStart <= size - 16, count == (size - 16 - indexStart) / 32,
              (size - 16 - indexStart) % 32 == 0,
              let indexBytes = read(descriptor, indexStart..<(size - 16)) else { return nil }
        var index = FenceRecordReader(indexBytes)
        var records: [UInt64: Record] = [:]
        records.reserveCapacity(count)
        for _ in 0..<count {
            guard let hash = index.word(), let start = index.integer(), let length = index.integer(), let checksum = index.word(),
                  start >= bodyStart, start <= indexStart, length <= indexStart - start else { return nil }
            records[hash] = Record(range: start..<(start + length), checksum: checksum)
        }
        return records
    }

    /// The hash a record's bytes are checked against: a record damaged on disk is a miss,
    /// not blocks that were never in the page.
    private static func checksum(_ bytes: [UInt8]) -> UInt64 {
        var hash = ContentHash()
        bytes.withUnsafeBufferPointer { hash.combine($0) }
        return hash.digest
    }

    /// The bytes of `range` of the file, or `nil` when they cannot all be read.
    private static func read(_ descriptor: Int32, _ range: Range<Int>) -> [UInt8]? {
        guard descriptor >= 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: range.count)
        var done = 0
        while done < range.count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress! + done, range.count - done, off_t(range.lowerBound + done))
            }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { return nil }
            done += got
        }
        return bytes
    }
}
