/// What a ``SharedReaderKey`` feeds the values its store changes to, for as long as the
/// subscription it returned is alive.
///
/// ```swift
/// // snippet.hide
/// import Foundation
///
/// // snippet.show
/// struct TickingKey: SharedReaderKey {
///     var id: String { "ticks" }
///
///     func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
///         continuation.resumeReturningInitialValue()
///     }
///
///     func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription {
///         let task = Task {
///             for tick in 1... {
///                 try await Task.sleep(for: .seconds(1))
///                 subscriber.yield(tick)
///             }
///         }
///         return SharedSubscription { task.cancel() }
///     }
/// }
/// ```
public struct SharedSubscriber<Value>: Sendable {
    let callback: @Sendable (Result<Value?, any Error>) -> Void
    let onLoading: (@Sendable (Bool) -> Void)?

    /// Makes a subscriber that calls `callback` with each new result, and `onLoading` when the
    /// key starts or stops loading.
    public init(
        callback: @escaping @Sendable (Result<Value?, any Error>) -> Void,
        onLoading: (@Sendable (Bool) -> Void)? = nil
    ) {
        self.callback = callback
        self.onLoading = onLoading
    }

    /// Hands over a new value.
    public func yield(_ value: Value) {
        yield(with: .success(value))
    }

    /// Says the key is loading (or has stopped), which `isLoading` shows.
    public func yieldLoading(_ isLoading: Bool = true) {
        onLoading?(isLoading)
    }

    /// Says the store no longer holds a value: the shared value goes back to its default.
    public func yieldReturningInitialValue() {
        yield(with: .success(nil))
    }

    /// Reports an error, which `loadError` shows.
    public func yield(throwing error: any Error) {
        yield(with: .failure(error))
    }

    /// Hands over a result: a value, `nil` for the default, or an error.
    public func yield(with result: Result<Value?, any Error>) {
        callback(result)
    }
}
