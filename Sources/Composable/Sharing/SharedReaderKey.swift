/// A place a shared value is read from, and follows: the protocol behind `@SharedReader(key)`.
///
/// The keys that come with the library cover most needs (``InMemoryKey``, ``AppStorageKey``,
/// ``FileStorageKey``); conform to this protocol for a value that lives elsewhere and that the
/// app only reads (a remote configuration, a sensor). Conform to ``SharedKey`` when the app
/// writes it too.
///
/// Two keys with the same ``id`` share one value: every `@SharedReader` of that key sees the
/// same reference.
///
/// ```swift
/// // snippet.hide
/// import Foundation
///
/// // snippet.show
/// struct EnvironmentVariableKey: SharedReaderKey {
///     let name: String
///     var id: String { name }
///
///     func load(context: LoadContext<String>, continuation: LoadContinuation<String>) {
///         if let value = ProcessInfo.processInfo.environment[name] {
///             continuation.resume(returning: value)
///         } else {
///             continuation.resumeReturningInitialValue()
///         }
///     }
///
///     func subscribe(context: LoadContext<String>, subscriber: SharedSubscriber<String>) -> SharedSubscription {
///         SharedSubscription {}
///     }
/// }
/// // snippet.hide
/// func useEnvironmentVariableKey() {
/// // snippet.show
///
/// @SharedReader(EnvironmentVariableKey(name: "NOT_SET_HERE")) var greeting = "hello"
/// // snippet.hide
/// precondition(greeting == "hello")
/// }
/// ```
public protocol SharedReaderKey<Value>: Sendable {
    /// The type of the value the key reads.
    associatedtype Value: Sendable

    /// What tells two keys apart: keys with equal ids share one value.
    associatedtype ID: Hashable = Self

    /// The identity of this key; by default the key itself, when it is `Hashable`.
    var id: ID { get }

    /// Reads the value now in the store, and hands it to `continuation` (or says there is none).
    ///
    /// - Parameters:
    ///   - context: Whether this is the first load, with the declared default, or one the app
    ///     asked for.
    ///   - continuation: Takes the value, the default, or an error; call it exactly once.
    func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>)

    /// Follows changes made to the store by others, handing each new value to `subscriber`
    /// until the returned subscription is cancelled.
    func subscribe(
        context: LoadContext<Value>,
        subscriber: SharedSubscriber<Value>
    ) -> SharedSubscription
}

extension SharedReaderKey where ID == Self {
    /// The key itself, as its own identity.
    public var id: ID { self }
}

/// Why a ``SharedReaderKey`` is asked to load.
///
/// ```swift
/// let context = LoadContext.initialValue(0)
/// precondition(context.initialValue == 0)
/// ```
public enum LoadContext<Value> {
    /// The first load of a `@Shared` or `@SharedReader`, with the default it was declared with.
    case initialValue(Value)
    /// A load the app asked for: `load()`, `load(_:)` or `init(require:)`.
    case userInitiated

    /// The default of ``initialValue(_:)``, or `nil` for a load the app asked for.
    public var initialValue: Value? {
        guard case .initialValue(let value) = self else { return nil }
        return value
    }
}

extension LoadContext: Sendable where Value: Sendable {}
extension LoadContext: Equatable where Value: Equatable {}
extension LoadContext: Hashable where Value: Hashable {}
