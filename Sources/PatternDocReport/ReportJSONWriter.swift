import Foundation
import PatternDocSupport

/// Writes a ``VerificationReport`` as JSON: one page or block a line, keys in the order
/// ``ReportJSONFields`` declares them, so that the same report is the same bytes on every run.
///
/// A no-op site build spent a tenth of its time in `JSONEncoder` writing this file, which on a
/// thousand pages holds fifteen thousand blocks; written field by field it takes a few
/// milliseconds.
///
/// The JSON goes out in pieces (`StreamedFile`), a page or a block at a time: the report of
/// four thousand pages is 13 MB, and held whole, then copied, it was the largest thing in
/// memory during verification.
package enum ReportJSONWriter {
    /// The JSON of `report`.
    static func data(_ report: VerificationReport) throws -> Data {
        var data = Data()
        let output = StreamedFile { data = $0 }
        try write(report, to: output)
        try output.close()
        return data
    }

    /// Writes the JSON of `report` to the file at `path`, which it replaces only once the
    /// whole report is written: until then the file holds the previous report, or is missing.
    ///
    /// - Throws: when the file cannot be written (nothing is left of the attempt then).
    package static func write(_ report: VerificationReport, toFile path: String) throws {
        try StreamedFile.replacing(path) { output in try write(report, to: output) }
    }

    private static func write(_ report: VerificationReport, to file: StreamedFile) throws {
        var output = ReportJSONOutput(file: file)
        try output.appendRecord(report, fields: ReportJSONFields.report)
        output.append("\n")
        output.flush()
    }
}

/// Where ``ReportJSONWriter`` writes: a line made in memory (reused from record to record),
/// handed to the file a record at a time.
struct ReportJSONOutput {
    let file: StreamedFile
    private var line = ""
    init(file: StreamedFile) {
        self.file = file
        line.reserveCapacity(512)
    }

    mutating func append(_ text: String) {
        line += text
    }

    /// `{"key":value,...}`: the fields of `record` that have a value, in their order.
    mutating func appendRecord<Record>(_ record: Record, fields: [ReportJSONField<Record>]) throws {
        var separator = "{\""
        for field in fields where field.isPresent(record) {
            line += separator
            line += field.key
            line += "\":"
            try field.write(record, &self)
            separator = ",\""
        }
        line += "}"
    }

    /// `[record,record]`, on the line being written.
    mutating func appendArray<Record>(_ records: [Record], fields: [ReportJSONField<Record>]) throws {
        line += "["
        for position in records.indices {
            if position > 0 { line += "," }
            try appendRecord(records[position], fields: fields)
        }
        line += "]"
    }

    /// `[` then each record on a line of its own, then `]` on its own line, each record handed
    /// to the file as soon as it is written.
    mutating func appendLines<Record>(_ records: [Record], fields: [ReportJSONField<Record>]) throws {
        line += "["
        for position in records.indices {
            line += position == 0 ? "\n" : ",\n"
            try appendRecord(records[position], fields: fields)
            flush()
        }
        line += "\n]"
    }

    /// Hands the line made so far to the file.
    mutating func flush() {
        file.append(line)
        line.removeAll(keepingCapacity: true)
    }
}
