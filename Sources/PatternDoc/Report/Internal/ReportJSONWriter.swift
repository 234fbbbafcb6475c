import Foundation

/// Writes a ``VerificationReport`` as JSON: one page or block a line, keys in a fixed order.
///
/// A no-op site build spent a tenth of its time in `JSONEncoder` writing this file, which on a
/// thousand pages holds fifteen thousand blocks; written field by field it takes a few
/// milliseconds. `JSONDecoder` still reads it, through the report's `Codable` conformance,
/// as it reads reports written before. The values that are rare and nested (a block's
/// previews, the coverage) are written by `JSONEncoder`.
struct ReportJSONWriter {
    private var output: [UInt8] = []
    private let nested = JSONEncoder()

    /// The JSON of `report`.
    static func data(_ report: VerificationReport) throws -> Data {
        var writer = ReportJSONWriter()
        try writer.write(report)
        return Data(writer.output)
    }

    private mutating func write(_ report: VerificationReport) throws {
        output.reserveCapacity(256 + report.pages.count * 160 + report.blocks.count * 240)
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
            output += try nested.encode(coverage)
        }
        if let shard = report.shard {
            append(",\"shard\":{\"index\":\(shard.index),\"count\":\(shard.count)}")
        }
        append("}\n")
    }

    private mutating func write(_ page: VerificationReport.PageEntry) {
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

    private mutating func write(_ block: BlockReport) throws {
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
            output += try nested.encode(block.previews)
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
        "[" + values.map(JSONString.quoted).joined(separator: ",") + "]"
    }

    /// A number as JSON has it: a time that is not finite (it never is) is written as 0, since
    /// JSON has no infinity.
    private func number(_ value: Double) -> String {
        value.isFinite ? "\(value)" : "0"
    }

    private mutating func append(_ text: String) {
        output += text.utf8
    }
}
