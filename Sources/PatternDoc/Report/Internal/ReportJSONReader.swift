import Foundation
import PatternDocSupport

/// Reads a ``VerificationReport`` from its JSON field by field, the counterpart of
/// ``ReportJSONWriter``: `JSONDecoder` spent about 0.07 s of every site build on the fifteen
/// thousand blocks of a thousand-page report, through `Codable`'s generic containers.
///
/// It reads any JSON of the report's shape, in any key order and layout, so reports written
/// before it read too. The rare nested values (a block's previews, the coverage) are handed to
/// `JSONDecoder`. Anything it does not expect makes it return `nil`, and the caller falls back
/// to `JSONDecoder`, which stays the reference.
enum ReportJSONReader {
    /// The report in `data`, or `nil` when it is not one this reader understands.
    static func report(from data: Data) -> VerificationReport? {
        JSONFieldReader.value(in: data) { $0.report() }
    }
}

/// The report's records, read with ``JSONFieldReader``.
extension JSONFieldReader {
    fileprivate mutating func report() -> VerificationReport? {
        var version: Int?, dependencyHash: String?, seconds: Double?
        var pages: [VerificationReport.PageEntry]?, blocks: [BlockReport]?, problems: [String]?
        var builds: Int? = 0
        var coverage: DocCoverage??
        var shard: Shard??
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
            case "shard": reader.read(&shard) { $0.nested(Shard?.self) }
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
        report.shard = shard ?? nil
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
        var cause: FailureCause??, suggestedAttribute: String??, endLine: Int??, code: String??
        let read = object { reader, key in
            switch key {
            case "page": reader.read(&page) { $0.string() }
            case "line": reader.read(&line) { $0.int() }
            case "endLine": reader.read(&endLine) { $0.optional { $0.int() } }
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
            case "code": reader.read(&code) { $0.optional { $0.string() } }
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
        block.endLine = endLine ?? nil
        block.code = code ?? nil
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
}
