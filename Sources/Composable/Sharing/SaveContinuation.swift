/// What a ``SharedKey`` tells, once, that saving finished or failed.
///
/// ```swift
/// // snippet.hide
/// import Foundation
///
/// // snippet.show
/// struct PrintingKey: SharedKey {
///     let name: String
///     var id: String { name }
///
///     func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
///         continuation.resumeReturningInitialValue()
///     }
///
///     func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription {
///         SharedSubscription {}
///     }
///
///     func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
///         print("\(name) = \(value)")
///         continuation.resume()
///     }
/// }
/// ```
public struct SaveContinuation: Sendable {
    private let box: ContinuationBox<Never>

    /// Makes a continuation that calls `callback` with the result; `description` names the key
    /// in the warning a key that never resumes gets.
    public init(
        _ description: @autoclosure @escaping @Sendable () -> String = "",
        callback: @escaping @Sendable (Result<Never?, any Error>) -> Void
    ) {
        box = ContinuationBox(callback: callback, description: ContinuationBox<Never>.describing(description))
    }

    /// Reports that the value was saved.
    public func resume() {
        resume(with: .success(()))
    }

    /// Reports that saving failed; the shared value's `saveError` holds `error`.
    public func resume(throwing error: any Error) {
        resume(with: .failure(error))
    }

    /// Reports a result.
    public func resume(with result: Result<Void, any Error>) {
        box.resume(with: result.map { nil })
    }
}
