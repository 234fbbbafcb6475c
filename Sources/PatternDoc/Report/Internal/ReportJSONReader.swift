import Foundation

/// Reads a ``VerificationReport`` from its JSON field by field, the counterpart of
/// ``ReportJSONWriter``: `JSONDecoder` spent about 0.07 s of every site build on the fifteen
/// thousand blocks of a thousand-page report, through `Codable`'s generic containers.
///
/// It reads any JSON of the report's shape, in any key order and layout, so reports written
/// before it read too. The rare nested values (a block's previews, the coverage) are handed to
/// `JSONDecoder`. Anything it does not expect makes it return `nil`, and the caller falls back
/// to `JSONDecoder`, which stays the reference.
struct ReportJSONReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The report in `data`, or `nil` when it is not one this reader understands.
    static func report(from data: Data) -> VerificationReport? {
        data.withUnsafeBytes { raw in
            var reader = ReportJSONReader(bytes: raw.bindMemory(to: UInt8.self))
            guard let report = reader.report() else { return nil }
            reader.skipSpace()
            return reader.index == reader.bytes.count ? report : nil
        }
    }

    private mutating func report() -> VerificationReport? {
        var version: Int?, dependencyHash: String?, seconds: Double?
        var pages: [VerificationReport.PageEntry]?, blocks: [BlockReport]?, problems: [String]?
        var builds: Int? = 0
        var coverage: DocCoverage??
        let read = object { reader, key in
            switch key {
            case "version": reader.read(&version) { $0.int() }
            case "dependencyHash": reader.read(&dependencyHash) { $0.string() }
            case "seconds": reader.read(&seconds) { $0.double() }
            case "builds": reader.read(&builds) { $0.int() }
            case "problems": reader.read(&problems) { $0.array { $0.string() } }
            case "pages": reader.read(&pages) { $0.array { $0.page() } }
            case "blocks": reader.read(&blocks) { $0.array { $0.block() } }
            case "coverage": reader.read(&coverage) { $0.nested(DocCoverage?.self) }
            default: reader.skipValue()
            }
        }
        guard read, let version, let dependencyHash, let seconds, let pages, let blocks, let problems, let builds
        else { return nil }
        var report = VerificationReport(
            dependencyHash: dependencyHash, pages: pages, blocks: blocks, problems: problems, seconds: seconds
        )
        report.version = version
        report.builds = builds
        report.coverage = coverage ?? nil
        return report
    }

    private mutating func page() -> VerificationReport.PageEntry? {
        var path: String?, title: String?, hash: String?, reused: Bool?, module: String??
        let read = object { reader, key in
            switch key {
            case "path": reader.read(&path) { $0.string() }
            case "title": reader.read(&title) { $0.string() }
            case "hash": reader.read(&hash) { $0.string() }
            case "reused": reader.read(&reused) { $0.bool() }
            case "module": reader.read(&module) { $0.optional { $0.string() } }
            default: reader.skipValue()
            }
        }
        guard read, let path, let title, let hash, let reused else { return nil }
        return VerificationReport.PageEntry(path: path, title: title, hash: hash, reused: reused, module: module ?? nil)
    }

    private mutating func block() -> BlockReport? {
        var page: String?, line: Int?, blockIndex: Int?, kind: BlockReport.Kind?, isHidden: Bool?
        var status: BlockReport.Status?, message: String??, tests: [String]?, seconds: Double?
        var previews: [BlockPreview]? = []
        var cause: FailureCause??, suggestedAttribute: String??
        let read = object { reader, key in
            switch key {
            case "page": reader.read(&page) { $0.string() }
            case "line": reader.read(&line) { $0.int() }
            case "index": reader.read(&blockIndex) { $0.int() }
            case "kind": reader.read(&kind) { $0.string().flatMap(BlockReport.Kind.init(rawValue:)) }
            case "isHidden": reader.read(&isHidden) { $0.bool() }
            case "status": reader.read(&status) { $0.string().flatMap(BlockReport.Status.init(rawValue:)) }
            case "message": reader.read(&message) { $0.optional { $0.string() } }
            case "tests": reader.read(&tests) { $0.array { $0.string() } }
            case "seconds": reader.read(&seconds) { $0.double() }
            case "previews": reader.read(&previews) { $0.previews() }
            case "cause": reader.read(&cause) { $0.optional { $0.string().flatMap(FailureCause.init(rawValue:)) } }
            case "suggestedAttribute": reader.read(&suggestedAttribute) { $0.optional { $0.string() } }
            default: reader.skipValue()
            }
        }
        guard read, let page, let line, let blockIndex, let kind, let isHidden, let status, let tests, let seconds,
              let previews
        else { return nil }
        var block = BlockReport(
            page: page, line: line, index: blockIndex, kind: kind, isHidden: isHidden, status: status,
            message: message ?? nil, tests: tests, seconds: seconds, previews: previews
        )
        block.cause = cause ?? nil
        block.suggestedAttribute = suggestedAttribute ?? nil
        return block
    }

    /// A block's previews: nearly always `[]`, read here; others go to `JSONDecoder`.
    private mutating func previews() -> [BlockPreview]? {
        skipSpace()
        let start = index
        if take(UInt8(ascii: "[")), take(UInt8(ascii: "]")) { return [] }
        index = start
        return nested([BlockPreview]?.self).map { $0 ?? [] }
    }

    /// Reads a value with `parse` into `target`; whether it could.
    private mutating func read<Value>(_ target: inout Value?, _ parse: (inout ReportJSONReader) -> Value?) -> Bool {
        guard let value = parse(&self) else { return false }
        target = value
        return true
    }

    // MARK: JSON

    /// Reads an object, handing each key to `field`, which reads the value and says whether it
    /// could.
    private mutating func object(_ field: (inout ReportJSONReader, String) -> Bool) -> Bool {
        guard take(UInt8(ascii: "{")) else { return false }
        if take(UInt8(ascii: "}")) { return true }
        repeat {
            guard let key = string(), take(UInt8(ascii: ":")), field(&self, key) else { return false }
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "}"))
    }

    /// Reads an array whose elements `element` reads; `nil` if any of them fails.
    private mutating func array<Element>(_ element: (inout ReportJSONReader) -> Element?) -> [Element]? {
        guard take(UInt8(ascii: "[")) else { return nil }
        var elements: [Element] = []
        if take(UInt8(ascii: "]")) { return elements }
        repeat {
            guard let next = element(&self) else { return nil }
            elements.append(next)
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "]")) ? elements : nil
    }

    /// `.some(nil)` for `null`, `.some(value)` for a value `read` reads, `nil` otherwise.
    private mutating func optional<Value>(_ read: (inout ReportJSONReader) -> Value?) -> Value?? {
        if literal("null") { return .some(nil) }
        guard let value = read(&self) else { return nil }
        return .some(value)
    }

    /// A value decoded by `JSONDecoder` from its own bytes, for the rare nested values.
    private mutating func nested<Value: Decodable>(_ type: Value.Type) -> Value? {
        skipSpace()
        let start = index
        guard skipValue() else { return nil }
        let slice = Data(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        return try? JSONDecoder().decode(type, from: slice)
    }

    private mutating func string() -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        // The common case, no escapes: the bytes between the quotes are the string.
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") {
            index += 1
        }
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "\"") {
            index += 1
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index - 1]), as: UTF8.self)
        }
        var text = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { return nil }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0C)
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "u"):
                    guard let scalar = unicodeEscape() else { return nil }
                    text.append(contentsOf: String(Character(scalar)).utf8)
                default: return nil
                }
            case ..<0x20:
                return nil
            default:
                text.append(byte)
            }
        }
        return nil
    }

    /// The scalar of `\uXXXX` (the `\u` read already), joining a surrogate pair.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        guard let high = hex4() else { return nil }
        if (0xD800..<0xDC00).contains(high) {
            guard take(UInt8(ascii: "\\"), skippingSpace: false), take(UInt8(ascii: "u"), skippingSpace: false),
                  let low = hex4(), (0xDC00..<0xE000).contains(low)
            else { return nil }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        }
        return Unicode.Scalar(high)
    }

    private mutating func hex4() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Character(Unicode.Scalar(bytes[index])).hexDigitValue else { return nil }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private mutating func int() -> Int? {
        numberText().flatMap { Int($0) }
    }

    private mutating func double() -> Double? {
        numberText().flatMap { Double($0) }
    }

    private mutating func numberText() -> String? {
        skipSpace()
        let start = index
        while index < bytes.count, isNumberByte(bytes[index]) { index += 1 }
        guard index > start else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    private func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
             UInt8(ascii: "e"), UInt8(ascii: "E"):
            true
        default:
            false
        }
    }

    private mutating func bool() -> Bool? {
        if literal("true") { return true }
        if literal("false") { return false }
        return nil
    }

    /// Skips one value of any kind; `false` if there is none.
    @discardableResult
    private mutating func skipValue() -> Bool {
        skipSpace()
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: "{"): return object { reader, _ in reader.skipValue() }
        case UInt8(ascii: "["): return array { $0.skipValue() ? true : nil } != nil
        case UInt8(ascii: "\""): return string() != nil
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return bool() != nil
        case UInt8(ascii: "n"): return literal("null")
        default: return numberText() != nil
        }
    }

    private mutating func literal(_ word: StaticString) -> Bool {
        skipSpace()
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count,
              UnsafeBufferPointer(start: word.utf8Start, count: count).elementsEqual(bytes[index..<index + count])
        else { return false }
        index += count
        return true
    }

    private mutating func take(_ byte: UInt8, skippingSpace: Bool = true) -> Bool {
        if skippingSpace { skipSpace() }
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }
}
