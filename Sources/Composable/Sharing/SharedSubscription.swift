import Synchronization

/// What a ``SharedReaderKey/subscribe(context:subscriber:)`` returns: cancelling it (or letting
/// it go) stops the updates.
///
/// ```swift
/// let subscription = SharedSubscription { print("stopped") }
/// subscription.cancel()
/// ```
public struct SharedSubscription: Sendable {
    private let box: Box

    /// Makes a subscription that runs `cancel` once, when cancelled or released.
    public init(_ cancel: @escaping @Sendable () -> Void) {
        box = Box(cancel)
    }

    /// Stops the updates; later calls do nothing.
    public func cancel() {
        box.cancel()
    }

    private final class Box: Sendable {
        private let onCancel: Mutex<(@Sendable () -> Void)?>

        init(_ onCancel: @escaping @Sendable () -> Void) {
            self.onCancel = Mutex(onCancel)
        }

        func cancel() {
            let onCancel = onCancel.withLock { onCancel in
                defer { onCancel = nil }
                return onCancel
            }
            onCancel?()
        }

        deinit {
            cancel()
        }
    }
}
