#if canImport(FoundationNetworking)
import Foundation
import FoundationNetworking

extension URLSession {
    /// The bytes of a response, one at a time, as Apple's Foundation delivers them with
    /// ``URLSession/bytes(from:)``: a download that reports its progress iterates them.
    ///
    /// Linux's Foundation has no streaming download, so the response is fetched whole and then
    /// handed out byte by byte; a feature reads it the same way on both.
    ///
    /// ```swift
    /// let bytes = URLSession.AsyncBytes(Data("hi".utf8))
    /// var received: [UInt8] = []
    /// for try await byte in bytes { received.append(byte) }
    /// print(received)  // [104, 105]
    /// ```
    public struct AsyncBytes: AsyncSequence, Sendable {
        /// One byte of the response.
        public typealias Element = UInt8

        private let data: Data

        /// The bytes of `data`; ``URLSession/bytes(from:)`` is the usual way to get them.
        public init(_ data: Data) {
            self.data = data
        }

        /// Hands out the bytes in order.
        public struct AsyncIterator: AsyncIteratorProtocol {
            var bytes: Data.Iterator

            /// The next byte, or `nil` after the last.
            public mutating func next() async throws -> UInt8? {
                bytes.next()
            }
        }

        /// Starts at the first byte.
        public func makeAsyncIterator() -> AsyncIterator {
            AsyncIterator(bytes: data.makeIterator())
        }
    }

    /// Fetches `url` and returns its body as bytes to iterate, with the response.
    ///
    /// ```swift
    /// func size(of url: URL) async throws -> Int {
    ///     let (bytes, _) = try await URLSession.shared.bytes(from: url)
    ///     var count = 0
    ///     for try await _ in bytes { count += 1 }
    ///     return count
    /// }
    /// ```
    ///
    /// - Parameter url: What to fetch.
    /// - Returns: The body's bytes and the server's response.
    public func bytes(from url: URL) async throws -> (AsyncBytes, URLResponse) {
        try await bytes(for: URLRequest(url: url))
    }

    /// Sends `request` and returns the body as bytes to iterate, with the response.
    ///
    /// ```swift
    /// func firstByte(of request: URLRequest) async throws -> UInt8? {
    ///     let (bytes, _) = try await URLSession.shared.bytes(for: request)
    ///     return try await bytes.first { _ in true }
    /// }
    /// ```
    ///
    /// - Parameter request: What to send.
    /// - Returns: The body's bytes and the server's response.
    public func bytes(for request: URLRequest) async throws -> (AsyncBytes, URLResponse) {
        let (data, response) = try await data(for: request)
        return (AsyncBytes(data), response)
    }
}
#endif
