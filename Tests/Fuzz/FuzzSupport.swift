// Shared helpers for the libFuzzer entry points in this folder. Not a SwiftPM target:
// Scripts/fuzz.sh compiles this file, one entry file and the module sources it needs with
// `swiftc -sanitize=fuzzer,address` into .build-fuzz/.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The fuzzer's bytes as a String. Invalid UTF-8 becomes U+FFFD, as when a page is read.
func fuzzString(_ data: UnsafePointer<UInt8>, _ size: Int) -> String {
    String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
}

/// Stops the process, so that libFuzzer saves the input as a crash, when an invariant fails.
func require(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    file: StaticString = #fileID,
    line: UInt = #line
) {
    guard !condition() else { return }
    writeToStandardError("fuzz invariant failed at \(file):\(line): \(message())\n")
    abort()
}

func writeToStandardError(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = write(2, base + offset, bytes.count - offset)
            if written <= 0 { return }
            offset += written
        }
    }
}

/// The text with the visible characters escaped, for messages about inputs full of control bytes.
func shown(_ text: some StringProtocol, limit: Int = 200) -> String {
    let escaped = String(text).debugDescription
    return escaped.count <= limit ? escaped : String(escaped.prefix(limit)) + "…"
}

/// Where each line starts, counting `\n`, `\r\n` and a lone `\r` as line ends (as both cmark
/// and the Swift lexer do), written independently of the code under test.
func lineStarts(of bytes: [UInt8]) -> [Int] {
    var starts = [0]
    var index = 0
    while index < bytes.count {
        if bytes[index] == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
            index += 2
            starts.append(index)
        } else if bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") {
            index += 1
            starts.append(index)
        } else {
            index += 1
        }
    }
    return starts
}
