import Foundation

/// The compiler's side of the conversation, as a plugin sees it: each message is a
/// little-endian 64-bit byte count followed by that many bytes of JSON, in both directions.
struct PluginChannel {
    private let input = FileHandle.standardInput
    private let output = FileHandle.standardOutput

    /// The next message's JSON, or `nil` when the compiler closed the pipe.
    func receive() -> Data? {
        guard let header = read(count: 8) else { return nil }
        let count = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
        guard count < 1 << 32 else { return nil }
        return read(count: Int(count))
    }

    /// Sends one message.
    func send(_ json: String) {
        let body = Data(json.utf8)
        var message = withUnsafeBytes(of: UInt64(body.count).littleEndian) { Data($0) }
        message.append(body)
        output.write(message)
    }

    private func read(count: Int) -> Data? {
        var data = Data()
        while data.count < count {
            let chunk = input.readData(ofLength: count - data.count)
            if chunk.isEmpty { return nil }
            data.append(chunk)
        }
        return data
    }
}
