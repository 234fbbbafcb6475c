import Foundation
import PatternDocSupport

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
    /// Keys sorted, so that the same report is written as the same bytes on every run.
    private let nested: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }()

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
        try StreamedFile.replacing(path) { output in
            try ReportJSONWriter(output: output).write(report)
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
        var line = ""
        line.reserveCapacity(512)
        for position in report.blocks.indices {
            append(position == 0 ? "\n" : ",\n")
            try write(report.blocks[position], in: &line)
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

    /// A block's entry, made in `line` (reused from entry to entry) and handed to the file in
    /// one piece: fifteen thousand entries of a dozen fields each.
    private func write(_ block: BlockReport, in line: inout String) throws {
        line.removeAll(keepingCapacity: true)
        line += "{\"page\":"
        line += JSONString.quoted(block.page)
        line += ",\"line\":"
        line += String(block.line)
        if let endLine = block.endLine {
            line += ",\"endLine\":"
            line += String(endLine)
        }
        line += ",\"index\":"
        line += String(block.index)
        line += ",\"kind\":\""
        line += block.kind.rawValue
        line += block.isHidden ? "\",\"isHidden\":true,\"status\":\"" : "\",\"isHidden\":false,\"status\":\""
        line += block.status.rawValue
        line += "\""
        if let message = block.message {
            line += ",\"message\":"
            line += JSONString.quoted(message)
        }
        line += ",\"tests\":"
        line += strings(block.tests)
        line += ",\"seconds\":"
        line += number(block.seconds)
        line += ",\"previews\":"
        if !block.previews.isEmpty {
            // Rare: written by JSONEncoder, straight to the file.
            append(line)
            line.removeAll(keepingCapacity: true)
            append(try nested.encode(block.previews))
        } else {
            line += "[]"
        }
        if let cause = block.cause {
            line += ",\"cause\":\""
            line += cause.rawValue
            line += "\""
        }
        if let attribute = block.suggestedAttribute {
            line += ",\"suggestedAttribute\":"
            line += JSONString.quoted(attribute)
        }
        if let code = block.code {
            line += ",\"code\":"
            line += JSONString.quoted(code)
        }
        line += "}"
        append(line)
    }

    private func strings(_ values: [String]) -> String {
        if values.isEmpty { return "[]" }
        return "[" + values.map(JSONString.quoted).joined(separator: ",") + "]"
    }

    /// A number as JSON has it: a time that is not finite (it never is) is written as 0, since
    /// JSON has no infinity.
    private func number(_ value: Double) -> String {
        // Most blocks of a rebuild took no time: spared making Double's description.
        if value == 0 { return "0.0" }
        return value.isFinite ? "\(value)" : "0"
    }

    private func append(_ text: String) {
        output.append(text)
    }

    private func append(_ data: Data) {
        data.withUnsafeBytes { output.append($0) }
    }
}
