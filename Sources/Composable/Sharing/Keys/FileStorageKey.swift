import Foundation

extension SharedReaderKey {
    /// A key whose value is kept as JSON in a file: read when the first holder appears, written
    /// after every change, so the next launch starts where this one stopped.
    ///
    /// ```swift
    /// // snippet.hide
    /// import Foundation
    ///
    /// struct Profile: Codable, Equatable {
    ///     var name = ""
    /// }
    ///
    /// func declareProfile() {
    /// // snippet.show
    /// @Shared(.fileStorage(URL.temporaryDirectory.appending(component: "profile.json"))) var profile = Profile()
    /// // snippet.hide
    /// _ = profile
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - url: The file.
    ///   - decoder: Reads the file; a plain `JSONDecoder` by default.
    ///   - encoder: Writes the file; a `JSONEncoder` with sorted keys by default.
    public static func fileStorage<Value: Codable>(
        _ url: URL,
        decoder: JSONDecoder? = nil,
        encoder: JSONEncoder? = nil
    ) -> Self
    where Self == FileStorageKey<Value> {
        let decoder = UncheckedSendableBox(decoder ?? JSONDecoder())
        let encoder = UncheckedSendableBox(encoder ?? defaultFileStorageEncoder())
        return fileStorage(
            url,
            decode: { try decoder.value.decode(Value.self, from: $0) },
            encode: { try encoder.value.encode($0) }
        )
    }

    /// A key whose value is kept in a file in a format of your own.
    ///
    /// ```swift
    /// // snippet.hide
    /// import Foundation
    ///
    /// func declareNote() {
    /// // snippet.show
    /// let url = URL.temporaryDirectory.appending(component: "note.txt")
    /// let decode: @Sendable (Data) -> String = { String(decoding: $0, as: UTF8.self) }
    /// let encode: @Sendable (String) -> Data = { Data($0.utf8) }
    /// @Shared(.fileStorage(url, decode: decode, encode: encode)) var note = ""
    /// // snippet.hide
    /// _ = note
    /// }
    /// ```
    public static func fileStorage<Value>(
        _ url: URL,
        decode: @escaping @Sendable (Data) throws -> Value,
        encode: @escaping @Sendable (Value) throws -> Data
    ) -> Self
    where Self == FileStorageKey<Value> {
        FileStorageKey(url: url, decode: decode, encode: encode)
    }
}

/// The key of `.fileStorage(_:)`: a file in a ``FileStorage``, by default
/// ``DependencyValues/defaultFileStorage``.
///
/// ```swift
/// // snippet.hide
/// import Foundation
/// // snippet.show
/// let key: FileStorageKey<[String]> = .fileStorage(URL(fileURLWithPath: "/tmp/names.json"))
/// print(key)
/// ```
public final class FileStorageKey<Value: Sendable>: SharedKey {
    private let storage: FileStorage
    private let url: URL
    private let decode: @Sendable (Data) throws -> Value
    private let encode: @Sendable (Value) throws -> Data

    fileprivate init(
        url: URL,
        decode: @escaping @Sendable (Data) throws -> Value,
        encode: @escaping @Sendable (Value) throws -> Data
    ) {
        self.storage = DependencyValues.current.defaultFileStorage
        self.url = url
        self.decode = decode
        self.encode = encode
    }

    /// The file and the file system.
    public var id: FileStorageKeyID {
        FileStorageKeyID(url: url, storage: storage)
    }

    /// Reads and decodes the file; a missing or empty file gives the declared default.
    public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
        guard let data = try? storage.load(url), !data.isEmpty else {
            continuation.resumeReturningInitialValue()
            return
        }
        continuation.resume(with: Result { try decode(data) })
    }

    /// Nothing to follow: holders in this process share the reference, and another process's
    /// writes are read at the next launch or ``Shared/load()``.
    public func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>) -> SharedSubscription {
        SharedSubscription {}
    }

    /// Encodes the value and writes the file.
    public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
        do {
            try storage.save(try encode(value), url)
            continuation.resume()
        } catch {
            continuation.resume(throwing: error)
        }
    }
}

extension FileStorageKey: CustomStringConvertible {
    /// `.fileStorage("/path/to/file.json")`.
    public var description: String {
        ".fileStorage(\(String(reflecting: url.path)))"
    }
}

/// What tells two file keys apart: their file and their file system.
///
/// ```swift
/// // snippet.hide
/// import Foundation
/// // snippet.show
/// let url = URL(fileURLWithPath: "/tmp/count.json")
/// let first: FileStorageKey<Int> = .fileStorage(url)
/// let second: FileStorageKey<Int> = .fileStorage(url)
/// precondition(first.id == second.id)
/// ```
public struct FileStorageKeyID: Hashable {
    let url: URL
    let storage: FileStorage
}

/// Pretty-printed, sorted keys: a file a person can read and a diff can follow.
private func defaultFileStorageEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return encoder
}
