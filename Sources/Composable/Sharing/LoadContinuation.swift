/// What a ``SharedReaderKey`` hands its loaded value to, once.
///
/// A key calls exactly one `resume` method: with the value it found, with an error, or with
/// ``resumeReturningInitialValue()`` when the store holds nothing, so that the shared value
/// keeps the default it was declared with.
///
/// ```swift
/// struct ConstantKey: SharedReaderKey {
///     let value: Int
///     var id: Int { value }
///
///     func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
///         continuation.resume(returning: value)
///     }
///
///     func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription {
///         SharedSubscription {}
///     }
/// }
/// ```
public struct LoadContinuation<Value>: Sendable {
    private let box: ContinuationBox<Value>

    /// Makes a continuation that calls `callback` with the result; `description` names the key
    /// in the warning a key that never resumes gets.
    public init(
        _ description: @autoclosure @escaping @Sendable () -> String = "",
        callback: @escaping @Sendable (Result<Value?, any Error>) -> Void
    ) {
        box = ContinuationBox(callback: callback, description: ContinuationBox<Value>.describing(description))
    }

    /// Hands over the loaded value.
    public func resume(returning value: Value) {
        resume(with: .success(value))
    }

    /// Reports that loading failed; the shared value keeps the value it had.
    public func resume(throwing error: any Error) {
        resume(with: .failure(error))
    }

    /// Reports that the store holds no value, so the shared value takes its default.
    public func resumeReturningInitialValue() {
        resume(with: .success(nil))
    }

    /// Hands over a result: a value, `nil` for the default, or an error.
    public func resume(with result: Result<Value?, any Error>) {
        box.resume(with: result)
    }
}
