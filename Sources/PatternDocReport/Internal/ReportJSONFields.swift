import Foundation
import PatternDocSupport
import PatternDocSymbols

/// The report's JSON, declared once field by field: for each record (the report, a page, a
/// block, the shard) the keys in the order ``ReportJSONWriter`` writes them, how each value is
/// written and how ``ReportJSONReader`` reads it back. A new field of the report is one line
/// here, nested values' (a block's previews, the coverage) too: this is the report's one codec.
///
/// A field either is always written (`required`: a report without it is no report) or is left
/// out when it has no value and read as that value when missing (`optional`, and the defaults
/// of reports written before a field existed: `builds` 0, `previews` `[]`).
struct ReportJSONField<Record>: Sendable {
    /// The key.
    let key: String
    /// Whether a record without it cannot be read.
    let isRequired: Bool
    /// Whether the record has a value for it: a field without one is left out.
    let isPresent: @Sendable (Record) -> Bool
    /// Writes the value (after `"key":`).
    let write: @Sendable (Record, inout ReportJSONOutput) throws -> Void
    /// Reads the value into the record; whether it could.
    let read: @Sendable (inout JSONFieldReader, inout Record) -> Bool

    /// A field always written, whose value `write` writes and `read` reads.
    static func required<Value>(
        _ key: String,
        _ path: WritableKeyPath<Record, Value> & Sendable,
        write: @escaping @Sendable (Value, inout ReportJSONOutput) throws -> Void,
        read: @escaping @Sendable (inout JSONFieldReader) -> Value?
    ) -> Self {
        ReportJSONField(
            key: key, isRequired: true, isPresent: { _ in true },
            write: { record, output in try write(record[keyPath: path], &output) },
            read: { reader, record in
                guard let value = read(&reader) else { return false }
                record[keyPath: path] = value
                return true
            }
        )
    }

    /// A field written only when it has a value, read as `nil` when missing or `null`.
    static func optional<Value>(
        _ key: String,
        _ path: WritableKeyPath<Record, Value?> & Sendable,
        write: @escaping @Sendable (Value, inout ReportJSONOutput) throws -> Void,
        read: @escaping @Sendable (inout JSONFieldReader) -> Value?
    ) -> Self {
        ReportJSONField(
            key: key, isRequired: false, isPresent: { $0[keyPath: path] != nil },
            write: { record, output in
                if let value = record[keyPath: path] { try write(value, &output) }
            },
            read: { reader, record in
                guard let value = reader.optional(read) else { return false }
                record[keyPath: path] = value
                return true
            }
        )
    }

    /// A field always written, read as its default when missing (a report written before it).
    static func defaulted<Value>(
        _ key: String,
        _ path: WritableKeyPath<Record, Value> & Sendable,
        write: @escaping @Sendable (Value, inout ReportJSONOutput) throws -> Void,
        read: @escaping @Sendable (inout JSONFieldReader) -> Value?
    ) -> Self {
        let field = required(key, path, write: write, read: read)
        return ReportJSONField(key: key, isRequired: false, isPresent: field.isPresent, write: field.write, read: field.read)
    }
}

/// The fields of each record of the report, in the order they are written.
enum ReportJSONFields {
    static let report: [ReportJSONField<VerificationReport>] = [
        .required("version", \.version, write: { $1.append(String($0)) }, read: { $0.int() }),
        .required("dependencyHash", \.dependencyHash, write: { $1.append(JSONString.quoted($0)) }, read: { $0.string() }),
        .required("seconds", \.seconds, write: { $1.append(number($0)) }, read: { $0.double() }),
        .defaulted("builds", \.builds, write: { $1.append(String($0)) }, read: { $0.int() }),
        .required("problems", \.problems, write: { $1.append(strings($0)) }, read: { $0.array { $0.string() } }),
        .required("pages", \.pages, write: { try $1.appendLines($0, fields: ReportJSONFields.page) }, read: { $0.array { $0.record(ReportJSONFields.page) } }),
        .required("blocks", \.blocks, write: { try $1.appendLines($0, fields: ReportJSONFields.block) }, read: { $0.array { $0.record(ReportJSONFields.block) } }),
        .optional("coverage", \.coverage, write: { try $1.appendRecord($0, fields: ReportJSONFields.coverage) }, read: { $0.record(ReportJSONFields.coverage, from: ReportJSONFields.emptyCoverage) }),
        .optional("shard", \.shard, write: { try $1.appendRecord($0, fields: ReportJSONFields.shard) }, read: { $0.shard() }),
    ]

    static let page: [ReportJSONField<VerificationReport.PageEntry>] = [
        .required("path", \.path, write: { $1.append(JSONString.quoted($0)) }, read: { $0.string() }),
        .required("title", \.title, write: { $1.append(JSONString.quoted($0)) }, read: { $0.string() }),
        .required("hash", \.hash, write: { $1.append(JSONString.quoted($0)) }, read: { $0.string() }),
        .required("reused", \.reused, write: { $1.append($0 ? "true" : "false") }, read: { $0.bool() }),
        .optional("module", \.module, write: { $1.append(JSONString.quoted($0)) }, read: { $0.string() }),
    ]

    static let block: [ReportJSONField<BlockReport>] = [
        .required("page", \.page, write: { $1.append(JSONString.quoted($0)) }, read: { $0.string() }),
        .required("line", \.line, write: { $1.append(String($0)) }, read: { $0.int() }),
        .optional("endLine", \.endLine, write: { $1.append(String($0)) }, read: { $0.int() }),
        .required("index", \.index, write: { $1.append(String($0)) }, read: { $0.int() }),
        .required("kind", \.kind, write: { $1.append(quotedRaw($0)) }, read: { $0.string().flatMap(BlockReport.Kind.init(rawValue:)) }),
        .required("isHidden", \.isHidden, write: { $1.append($0 ? "true" : "false") }, read: { $0.bool() }),
        .required("status", \.status, write: { $1.append(quotedRaw($0)) }, read: { $0.string().flatMap(BlockReport.Status.init(rawValue:)) }),
        .optional("message", \.message, write: { $1.append(JSONString.quoted($0)) }, read: { $0.string() }),
        .required("tests", \.tests, write: { $1.append(strings($0)) }, read: { $0.array { $0.string() } }),
        .required("seconds", \.seconds, write: { $1.append(number($0)) }, read: { $0.double() }),
        .defaulted("previews", \.previews, write: { try $1.appendArray($0, fields: ReportJSONFields.preview) }, read: { $0.previews() }),
        .optional("cause", \.cause, write: { $1.append(quotedRaw($0)) }, read: { $0.string().flatMap(FailureCause.init(rawValue:)) }),
        .optional("suggestedAttribute", \.suggestedAttribute, write: { $1.append(JSONString.quoted($0)) }, read: { $0.string() }),
        .optional("code", \.code, write: { $1.append(JSONString.quoted($0)) }, read: { $0.string() }),
    ]

    static let shard: [ReportJSONField<Shard>] = [
        .required("index", \.index, write: { $1.append(String($0)) }, read: { $0.int() }),
        .required("count", \.count, write: { $1.append(String($0)) }, read: { $0.int() }),
    ]

    // The nested values were written by `JSONEncoder` with sorted keys, before the report had
    // one codec: their keys stay in that order and their strings escaped as it did, so that
    // a report is the same bytes as before.

    static let preview: [ReportJSONField<BlockPreview>] = [
        .required("html", \.html, write: { $1.append(JSONString.quotedAsJSONEncoder($0)) }, read: { $0.string() }),
        .required("title", \.title, write: { $1.append(JSONString.quotedAsJSONEncoder($0)) }, read: { $0.string() }),
    ]

    static let coverage: [ReportJSONField<DocCoverage>] = [
        .required("modules", \.modules, write: { try $1.appendArray($0, fields: ReportJSONFields.coverageModule) }, read: {
            $0.array { $0.record(ReportJSONFields.coverageModule, from: ReportJSONFields.emptyCoverageModule) }
        }),
    ]

    static let coverageModule: [ReportJSONField<DocCoverage.Module>] = [
        .required("documented", \.documented, write: { $1.append(String($0)) }, read: { $0.int() }),
        .required("name", \.name, write: { $1.append(JSONString.quotedAsJSONEncoder($0)) }, read: { $0.string() }),
        .required("symbols", \.symbols, write: { $1.append(String($0)) }, read: { $0.int() }),
        .optional("verified", \.verified, write: { $1.append(String($0)) }, read: { $0.int() }),
        .required("withExamples", \.withExamples, write: { $1.append(String($0)) }, read: { $0.int() }),
    ]

    /// The records a reader fills in, field by field.
    static let emptyReport = VerificationReport(dependencyHash: "", pages: [], blocks: [], problems: [], seconds: 0)
    static let emptyPage = VerificationReport.PageEntry(path: "", title: "", hash: "", reused: false)
    static let emptyBlock = BlockReport(page: "", line: 0, index: 0, kind: .compiled, isHidden: false, status: .passed)
    static let emptyPreview = BlockPreview(title: "", html: "")
    static let emptyCoverage = DocCoverage(modules: [])
    static let emptyCoverageModule = DocCoverage.Module(name: "", symbols: 0, documented: 0, withExamples: 0)

    private static func strings(_ values: [String]) -> String {
        if values.isEmpty { return "[]" }
        return "[" + values.map(JSONString.quoted).joined(separator: ",") + "]"
    }

    private static func quotedRaw<Value: RawRepresentable<String>>(_ value: Value) -> String {
        "\"" + value.rawValue + "\""
    }

    /// A number as JSON has it: a time that is not finite (it never is) is written as 0, since
    /// JSON has no infinity.
    private static func number(_ value: Double) -> String {
        // Most blocks of a rebuild took no time: spared making Double's description.
        if value == 0 { return "0.0" }
        return value.isFinite ? "\(value)" : "0"
    }
}

extension JSONFieldReader {
    /// A record whose keys `fields` declares, starting from `empty`; `nil` when a required
    /// field is missing or a value is not what its field reads. Unknown keys are skipped.
    mutating func record<Record>(_ fields: [ReportJSONField<Record>], from empty: Record) -> Record? {
        var record = empty
        // Bit n: the n-th field is required and was not read yet (a record has fewer than 64).
        var missing = fields.indices.reduce(UInt64(0)) { fields[$1].isRequired ? $0 | 1 << UInt64($1) : $0 }
        let read = object { reader, key in
            guard let position = fields.firstIndex(where: { $0.key == key }) else { return reader.skipValue() }
            missing &= ~(1 << UInt64(position))
            return fields[position].read(&reader, &record)
        }
        return read && missing == 0 ? record : nil
    }

    fileprivate mutating func record(_ fields: [ReportJSONField<VerificationReport.PageEntry>]) -> VerificationReport.PageEntry? {
        record(fields, from: ReportJSONFields.emptyPage)
    }

    fileprivate mutating func record(_ fields: [ReportJSONField<BlockReport>]) -> BlockReport? {
        record(fields, from: ReportJSONFields.emptyBlock)
    }

    /// The run's shard, refused unless it is K/N with 1 <= K <= N.
    fileprivate mutating func shard() -> Shard? {
        guard let shard = record(ReportJSONFields.shard, from: Shard(index: 1, count: 1)),
              shard.count >= 1, (1...shard.count).contains(shard.index)
        else { return nil }
        return shard
    }

    /// A block's previews; `null` reads as none.
    fileprivate mutating func previews() -> [BlockPreview]? {
        optional { $0.array { $0.record(ReportJSONFields.preview, from: ReportJSONFields.emptyPreview) } }.map { $0 ?? [] }
    }
}
