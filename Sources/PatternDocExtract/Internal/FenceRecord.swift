/// The bytes of ``FenceCache``'s file as they are written: numbers as 8 bytes, little-endian;
/// text as its length, then its UTF-8 bytes; a page's blocks as their count, then each block's
/// line, fence length, fence character, closed flag, info string and code.
struct FenceRecordWriter {
    var bytes: [UInt8] = []

    mutating func append(_ word: UInt64) {
        withUnsafeBytes(of: word.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ number: Int) {
        append(UInt64(bitPattern: Int64(number)))
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            append(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func append(_ blocks: [FencedBlock]) {
        append(blocks.count)
        for block in blocks {
            append(block.line)
            append(block.length)
            append(Int(block.character))
            append(block.isClosed ? 1 : 0)
            append(block.info)
            append(block.code)
        }
    }
}

/// Reads what ``FenceRecordWriter`` wrote, checking every length against the bytes there are:
/// each read gives `nil` rather than reading past the end, so a damaged file is only a miss.
struct FenceRecordReader {
    private let bytes: [UInt8]
    /// Where the next read starts.
    private(set) var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func word() -> UInt64? {
        guard bytes.count - offset >= 8 else { return nil }
        var value: UInt64 = 0
        for position in (offset..<(offset + 8)).reversed() { value = value << 8 | UInt64(bytes[position]) }
        offset += 8
        return value
    }

    /// A number that must be zero or more.
    mutating func integer() -> Int? {
        guard let word = word(), let value = Int(exactly: Int64(bitPattern: word)), value >= 0 else { return nil }
        return value
    }

    mutating func string() -> String? {
        guard let count = integer(), bytes.count - offset >= count else { return nil }
        defer { offset += count }
        return String(decoding: bytes[offset..<(offset + count)], as: UTF8.self)
    }

    /// Whether the bytes go on with `text`'s, read past them if so.
    mutating func literal(_ text: String) -> Bool {
        let expected = Array(text.utf8)
        guard bytes.count - offset >= expected.count, bytes[offset..<(offset + expected.count)].elementsEqual(expected) else { return false }
        offset += expected.count
        return true
    }

    /// A page's blocks, or `nil` when the record is damaged or has bytes left over.
    mutating func blocks() -> [FencedBlock]? {
        guard let count = integer(), count <= bytes.count / 48 else { return nil }
        var blocks: [FencedBlock] = []
        blocks.reserveCapacity(count)
        for _ in 0..<count {
            guard let line = integer(), let length = integer(), let character = integer(), let closed = integer(),
                  character == Int(UInt8(ascii: "`")) || character == Int(UInt8(ascii: "~")), closed <= 1,
                  let info = string(), let code = string() else { return nil }
            blocks.append(FencedBlock(line: line, info: info, code: code, character: UInt8(character), length: length, isClosed: closed == 1))
        }
        return offset == bytes.count ? blocks : nil
    }
}
