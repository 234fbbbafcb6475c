/// A value that the compiler is told to treat as `Sendable` without checking: for handing a
/// value you know is used safely (made once, never changed, or only touched on one thread)
/// across a concurrency boundary, when the type itself cannot say so.
///
/// ```swift
/// final class LegacyFormatter {
///     func format(_ value: Int) -> String { "#\(value)" }
/// }
///
/// let formatter = UncheckedSendable(LegacyFormatter())
/// let text = await Task.detached { formatter.value.format(7) }.value
/// // snippet.hide
/// precondition(text == "#7")
/// ```
///
/// Nothing checks the promise: a value changed from two threads through it is a data race.
/// Prefer a `Sendable` type, ``LockIsolated``, or `nonisolated(unsafe) let`.
@dynamicMemberLookup
@propertyWrapper
public struct UncheckedSendable<Value>: @unchecked Sendable {
    /// The wrapped value.
    ///
    /// ```swift
    /// let wrapped = UncheckedSendable([1, 2, 3])
    /// print(wrapped.value)  // [1, 2, 3]
    /// // snippet.hide
    /// precondition(wrapped.value == [1, 2, 3])
    /// ```
    public var value: Value

    /// Wraps `value`.
    ///
    /// ```swift
    /// let wrapped = UncheckedSendable("text")
    /// // snippet.hide
    /// precondition(wrapped.value == "text")
    /// ```
    public init(_ value: Value) {
        self.value = value
    }

    /// Wraps `wrappedValue`, when used as a property wrapper.
    ///
    /// ```swift
    /// struct Holder: Sendable {
    ///     @UncheckedSendable var count: Int
    /// }
    /// let holder = Holder(count: 3)
    /// // snippet.hide
    /// precondition(holder.count == 3)
    /// ```
    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// The wrapped value, as the property wrapper exposes it.
    ///
    /// ```swift
    /// var wrapped = UncheckedSendable(1)
    /// wrapped.wrappedValue += 1
    /// // snippet.hide
    /// precondition(wrapped.value == 2)
    /// ```
    public var wrappedValue: Value {
        _read { yield value }
        _modify { yield &value }
    }

    /// The wrapper itself, as `$property`.
    ///
    /// ```swift
    /// struct Holder: Sendable {
    ///     @UncheckedSendable var count: Int
    /// }
    /// let holder = Holder(count: 3)
    /// let wrapper: UncheckedSendable<Int> = holder.$count
    /// // snippet.hide
    /// precondition(wrapper.value == 3)
    /// ```
    public var projectedValue: Self {
        get { self }
        set { self = newValue }
    }

    /// Reads a property of the wrapped value.
    ///
    /// ```swift
    /// let wrapped = UncheckedSendable([1, 2, 3])
    /// print(wrapped.count)  // 3
    /// // snippet.hide
    /// precondition(wrapped.count == 3)
    /// ```
    public subscript<Subject>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
        value[keyPath: keyPath]
    }

    /// Reads and writes a property of the wrapped value.
    ///
    /// ```swift
    /// struct Point { var x = 0 }
    /// var wrapped = UncheckedSendable(Point())
    /// wrapped.x = 4
    /// // snippet.hide
    /// precondition(wrapped.value.x == 4)
    /// ```
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Subject {
        _read { yield value[keyPath: keyPath] }
        _modify { yield &value[keyPath: keyPath] }
    }
}

extension UncheckedSendable: AsyncSequence where Value: AsyncSequence {
    /// The wrapped sequence's iterator.
    public typealias AsyncIterator = Value.AsyncIterator
    /// The wrapped sequence's element.
    public typealias Element = Value.Element

    /// Iterates the wrapped sequence, so that a sequence that is not `Sendable` can be handed to
    /// ``_Concurrency/AsyncSequence/eraseToStream()``.
    ///
    /// ```swift
    /// let numbers = AsyncStream<Int> { continuation in
    ///     continuation.yield(1)
    ///     continuation.finish()
    /// }
    /// for await number in UncheckedSendable(numbers) {
    ///     print(number)  // 1
    /// }
    /// ```
    public func makeAsyncIterator() -> AsyncIterator {
        value.makeAsyncIterator()
    }
}

extension UncheckedSendable: Equatable where Value: Equatable {}

extension UncheckedSendable: Hashable where Value: Hashable {}

extension UncheckedSendable: Decodable where Value: Decodable {
    /// Decodes the wrapped value as if it were not wrapped.
    ///
    /// ```swift
    /// import Foundation
    ///
    /// let decoded = try JSONDecoder().decode(UncheckedSendable<[Int]>.self, from: Data("[1,2]".utf8))
    /// // snippet.hide
    /// precondition(decoded.value == [1, 2])
    /// ```
    public init(from decoder: any Decoder) throws {
        do {
            let container = try decoder.singleValueContainer()
            self.init(wrappedValue: try container.decode(Value.self))
        } catch {
            self.init(wrappedValue: try Value(from: decoder))
        }
    }
}

extension UncheckedSendable: Encodable where Value: Encodable {
    /// Encodes the wrapped value as if it were not wrapped.
    ///
    /// ```swift
    /// import Foundation
    ///
    /// let data = try JSONEncoder().encode(UncheckedSendable([1, 2]))
    /// // snippet.hide
    /// precondition(String(decoding: data, as: UTF8.self) == "[1,2]")
    /// ```
    public func encode(to encoder: any Encoder) throws {
        do {
            var container = encoder.singleValueContainer()
            try container.encode(wrappedValue)
        } catch {
            try wrappedValue.encode(to: encoder)
        }
    }
}
