import Foundation

/// Writes a ``VerificationReport`` as JSON: one page or block a line, keys in a fixed order.
///
/// A no-op site build spent a tenth of its time in `JSONEncoder` writing this file, which on a
/// thousand pages holds fifteen thousand blocks; written field by field it takes a few
/// milliseconds. `JSONDecoder` still reads it, through the report's `Codable` conformance,
/// as it reads reports written before. The values that are rare and nested (a block's
/// previews, the coverage) are written by `JSONEncoder`.
///
/// The JSON goes out in pieces (`StreamedFile`): the report of four thousand pages is 13 MB,
/// and held whole, then copied, it was the largest thing in memory during verification.
struct ReportJSONWriter {
    private let output: StreamedFile
    private let nested = JSONEncoder()

    /// The JSON of `report`.
    static func data(_ report: VerificationReport) throws -> Data {
        var data = Data()
        let output = StreamedFile { data = $0 }
        try ReportJSONWriter(output: output).write(report)
        try output.close()
        return data
    }

    /// Writes the JSON of `report` to the file at `path`, which it replaces only once the
    /// whole report is written: until then the file holds the previous report, or is missing.
    ///
    /// - Throws: when the file cannot be written (nothing is left of the attempt then).
    static func write(_ report: VerificationReport, toFile path: String) throws {
        let partial = "\(path).writing-\(UUID().uuidString)"
        do {
            let output = try StreamedFile(path: partial)
            try ReportJSONWriter(output: output).write(report)
            try output.close()
            guard rename(partial, path) == 0 else { throw PlainFile.Failure(path) }
        } catch {
            unlink(partial)
            throw error
        }
    }

    private func write(_ report: VerificationReport) throws {
        append("{\"version\":\(report.version),\"dependencyHash\":")
        append(JSONString.quoted(report.dependencyHash))
        append(",\"seconds\":\(number(report.seconds)),\"builds\":\(report.builds),\"problems\":")
        append(strings(report.problems))
        append(",\"pages\":[")
        for (position, page) in report.pages.enumerated() {
            append(position == 0 ? "\n" : ",\n")
            write(page)
        }
        append("\n],\"blocks\":[")
        for (position, block) in report.blocks.enumerated() {
            append(position == 0 ? "\n" : ",\n")
            try write(block)
        }
        append("\n]")
        if let coverage = report.coverage {
            append(",\"coverage\":")
            append(try nested.encode(coverage))
        }
        if let shard = report.shard {
            append(",\"shard\":{\"index\":\(shard.index),\"count\":\(shard.count)}")
        }
        append("}\n")
    }

    private func write(_ page: VerificationReport.PageEntry) {
        append("{\"path\":")
        append(JSONString.quoted(page.path))
        append(",\"title\":")
        append(JSONString.quoted(page.title))
        append(",\"hash\":")
        append(JSONString.quoted(page.hash))
        append(",\"reused\":\(page.reused)")
        if let module = page.module {
            append(",\"module\":")
            append(JSONString.quoted(module))
        }
        append("}")
    }

    private func write(_ block: BlockReport) throws {
        append("{\"page\":")
        append(JSONString.quoted(block.page))
        append(",\"line\":\(block.line)")
        if let endLine = block.endLine { append(",\"endLine\":\(endLine)") }
        append(",\"index\":\(block.index),\"kind\":")
        append(JSONString.quoted(block.kind.rawValue))
        append(",\"isHidden\":\(block.isHidden),\"status\":")
        append(JSONString.quoted(block.status.rawValue))
        if let message = block.message {
            append(",\"message\":")
            append(JSONString.quoted(message))
        }
        append(",\"tests\":")
        append(strings(block.tests))
        append(",\"seconds\":\(number(block.seconds)),\"previews\":")
        if block.previews.isEmpty {
            append("[]")
        } else {
            append(try nested.encode(block.previews))
        }
        if let cause = block.cause {
            append(",\"cause\":")
            append(JSONString.quoted(cause.rawValue))
        }
        if let attribute = block.suggestedAttribute {
            append(",\"suggestedAttribute\":")
            append(JSONString.quoted(attribute))
        }
        if let code = block.code {
            append(",\"code\":")
            append(JSONString.quoted(code))
        }
        append("}")
    }

    private func strings(_ values: [String]) -> String {
        if values.isEmpty { return "[]" }
        return "[" + values.map(JSONString.quoted).joined(separator: ",") + "]"
    }

    /// A number as JSON has it: a time that is not finite (it never is) is written as 0, since
    /// JSON has no infinity.
    private func number(_ value: Double) -> String {
        value.isFinite ? "\(value)" : "0"
    }

    private func append(_ text: String) {
        output.append(text)
    }

    private func append(_ data: Data) {
        data.withUnsafeBytes { output.append($0) }
    }
}
