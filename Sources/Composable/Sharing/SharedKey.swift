/// A place a shared value is read from and written to: the protocol behind `@Shared(key)`.
///
/// Conform to it for storage the library does not come with. A `@Shared` value saves through
/// its key after every `withLock`, and takes the values the key's subscription yields.
///
/// ```swift
/// // snippet.hide
/// import Synchronization
///
/// // snippet.show
/// final class Counters: Sendable {
///     let values = Mutex<[String: Int]>([:])
/// }
///
/// struct CounterKey: SharedKey {
///     let name: String
///     let counters: Counters
///     var id: String { name }
///
///     func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
///         if let value = counters.values.withLock({ $0[name] }) {
///             continuation.resume(returning: value)
///         } else {
///             continuation.resumeReturningInitialValue()
///         }
///     }
///
///     func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription {
///         SharedSubscription {}
///     }
///
///     func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
///         counters.values.withLock { $0[name] = value }
///         continuation.resume()
///     }
/// }
/// // snippet.hide
/// func useCounterKey() {
///     let counters = Counters()
///     @Shared(CounterKey(name: "taps", counters: counters)) var taps = 0
///     $taps.withLock { $0 += 1 }
///     precondition(counters.values.withLock { $0["taps"] } == 1)
/// }
/// ```
public protocol SharedKey<Value>: SharedReaderKey {
    /// Writes `value` to the store, and tells `continuation` once it is written (or failed).
    ///
    /// - Parameters:
    ///   - value: The value to save.
    ///   - context: Whether the value just changed (``SaveContext/didSet``) or the app asked to
    ///     save (``SaveContext/userInitiated``).
    ///   - continuation: Call it exactly once.
    func save(_ value: Value, context: SaveContext, continuation: SaveContinuation)
}

/// Why a ``SharedKey`` is asked to save.
///
/// ```swift
/// let context = SaveContext.didSet
/// precondition(context != .userInitiated)
/// ```
public enum SaveContext: Hashable, Sendable {
    /// The value changed through `withLock`.
    case didSet
    /// The app called `save()`.
    case userInitiated
}
