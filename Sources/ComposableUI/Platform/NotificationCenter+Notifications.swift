import Foundation

#if !canImport(Darwin)
extension NotificationCenter {
    /// The notifications named `name` (from `object`, or from anyone when `nil`) posted from now
    /// on, as an asynchronous sequence, as Apple's Foundation offers it: a long-living effect
    /// iterates it, and the observer is removed when the iteration ends or is cancelled.
    ///
    /// ```swift
    /// let center = NotificationCenter()
    /// let name = Notification.Name("Tapped")
    /// var notifications = center.notifications(named: name).makeAsyncIterator()
    /// center.post(name: name, object: nil)
    /// print(await notifications.next()?.name.rawValue ?? "none")  // Tapped
    /// ```
    ///
    /// - Parameters:
    ///   - name: The name of the notifications to deliver.
    ///   - object: The object whose notifications to deliver; `nil` for any sender.
    /// - Returns: The notifications, in the order they are posted.
    public func notifications(named name: Notification.Name, object: AnyObject? = nil) -> AsyncStream<Notification> {
        AsyncStream { continuation in
            nonisolated(unsafe) let sender = object
            let observer = addObserver(forName: name, object: sender, queue: nil) { notification in
                nonisolated(unsafe) let delivered = notification
                continuation.yield(delivered)
            }
            nonisolated(unsafe) let token = observer
            continuation.onTermination = { [weak self] _ in
                self?.removeObserver(token)
            }
        }
    }
}
#endif
