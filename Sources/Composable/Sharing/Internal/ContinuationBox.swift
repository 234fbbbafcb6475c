import Synchronization

/// The callback behind a load or save continuation: called once, and a runtime warning when a
/// key calls it twice or never.
final class ContinuationBox<Value>: Sendable {
    private let callback: Mutex<(@Sendable (Result<Value?, any Error>) -> Void)?>
    private let description: @Sendable () -> String

    init(
        callback: @escaping @Sendable (Result<Value?, any Error>) -> Void,
        description: @escaping @Sendable () -> String
    ) {
        self.callback = Mutex(callback)
        self.description = description
    }

    deinit {
        guard let callback = callback.withLock({ $0 }) else { return }
        RuntimeWarning(
            message: """
                \(description()) leaked its continuation without one of its resume methods being \
                invoked. This will cause tasks waiting on it to resume immediately.
                """,
            callSite: CallSite(fileID: #fileID, line: #line)
        ).report()
        callback(.success(nil))
    }

    func resume(with result: Result<Value?, any Error>) {
        let callback = callback.withLock { callback in
            defer { callback = nil }
            return callback
        }
        guard let callback else {
            RuntimeWarning(
                message: "\(description()) tried to resume its continuation more than once.",
                callSite: CallSite(fileID: #fileID, line: #line)
            ).report()
            return
        }
        callback(result)
    }

    static func describing(_ description: @escaping @Sendable () -> String) -> @Sendable () -> String {
        {
            let text = description()
            return text.isEmpty ? "A shared key" : "'\(text)'"
        }
    }
}
