import PatternDocSupport

/// Writes prose into the search index as a quoted JSON string with its whitespace collapsed
/// (every run one space, none at either end), in one pass over its bytes: the index's prose is
/// most of its size, and collapsing into one buffer and then escaping that into another, a byte
/// at a time through `Array.append`, was about 5% of a small-page site's build.
///
/// Only ASCII text is written this way (``append(_:to:)`` returns `false` for other text,
/// writing nothing): what is whitespace in the rest of Unicode only `Character` can tell. The
/// bytes are the same as ``JSONString`` quoting the collapsed text: `"` and `\` are escaped,
/// `<` and control characters become `\u00XX`.
final class CollapsedJSONWriter {
    /// Where a text is written before it is appended whole; kept from one text to the next.
    private var buffer: UnsafeMutablePointer<UInt8>
    private var capacity: Int

    init() {
        capacity = 4_096
        buffer = .allocate(capacity: capacity)
    }

    deinit {
        buffer.deallocate()
    }

    /// Appends `text`, collapsed and quoted, to `json`; `false`, with nothing appended, when
    /// `text` is not ASCII or its bytes are not contiguous.
    func append(_ text: String, to json: inout [UInt8]) -> Bool {
        let count = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            write(bytes)
        }
        guard let count = count ?? nil else { return false }
        json.append(contentsOf: UnsafeBufferPointer(start: buffer, count: count))
        return true
    }

    /// Writes `bytes` collapsed and quoted into `buffer`: how many bytes it wrote, or `nil` at
    /// the first byte that is not ASCII.
    private func write(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        // At most six bytes (`\u003c`) for every byte, and the quotes.
        let needed = bytes.count * 6 + 2
        if needed > capacity {
            buffer.deallocate()
            capacity = max(needed, capacity * 2)
            buffer = .allocate(capacity: capacity)
        }
        let out = buffer
        var written = 0
        out[written] = UInt8(ascii: "\""); written += 1
        var pendingSpace = false
        var wroteAny = false
        for byte in bytes {
            switch byte {
            case 0x09...0x0D, 0x20:
                pendingSpace = wroteAny
                continue
            case 0x80...:
                return nil
            default:
                break
            }
            if pendingSpace {
                out[written] = 0x20; written += 1
                pendingSpace = false
            }
            wroteAny = true
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                out[written] = UInt8(ascii: "\\")
                out[written + 1] = byte
                written += 2
            case UInt8(ascii: "<"), ..<0x20:
                // `\u00XX`, lower-case hex, as `JSONString` writes it.
                for (offset, character) in "\\u00".utf8.enumerated() { out[written + offset] = character }
                out[written + 4] = Self.hexDigit(byte >> 4)
                out[written + 5] = Self.hexDigit(byte & 0x0F)
                written += 6
            default:
                out[written] = byte; written += 1
            }
        }
        out[written] = UInt8(ascii: "\""); written += 1
        return written
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
