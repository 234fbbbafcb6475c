import Foundation

/// What the compiler printed, read back from the driver's `-parseable-output` stream, which
/// SwiftPM asks for: a run of messages, each its length in bytes on a line of its own, then a
/// JSON object whose `output` (when it has one) is the text a job printed, diagnostics
/// included.
enum ParseableOutput {
    /// The text every job printed, in order; `stream` itself when it holds no message (a
    /// driver that failed before starting any job prints plain text).
    static func text(of stream: String) -> String {
        let bytes = Array(stream.utf8)
        var printed: [String] = []
        var plain: [UInt8] = []
        var messages = 0
        var position = 0
        while position < bytes.count {
            let lineEnd = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let line = bytes[position..<lineEnd]
            if let length = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespaces)),
                length > 0, lineEnd + 1 + length <= bytes.count
            {
                let body = Data(bytes[(lineEnd + 1)..<(lineEnd + 1 + length)])
                if let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] {
                    messages += 1
                    if let output = object["output"] as? String, !output.isEmpty { printed.append(output) }
                    position = lineEnd + 1 + length
                    continue
                }
            }
            plain += line + [UInt8(ascii: "\n")]
            position = lineEnd + 1
        }
        guard messages > 0 else { return stream }
        let rest = String(decoding: plain, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return (printed + (rest.isEmpty ? [] : [rest])).joined(separator: "\n")
    }
}
