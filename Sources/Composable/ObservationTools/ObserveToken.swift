/// What `observe(_:)` returns: keep it for as long as the observation should
/// run. Cancelling it, or letting it go, stops the observation.
///
/// ```swift output
/// let token = ObserveToken { print("stopped") }
/// token.cancel()
/// token.cancel()
/// print(token.isCancelled)
/// ```
///
/// ```text
/// stopped
/// true
/// ```
public final class ObserveToken: Sendable, HashableObject {
    private let cancelled = LockIsolated(false)

    /// Runs once, when the token is first cancelled or released.
    public let onCancel: @Sendable () -> Void

    /// Whether ``cancel()`` has run (or the token was released).
    public var isCancelled: Bool {
        cancelled.withValue { $0 }
    }

    /// A token that runs `onCancel` when it is cancelled: for code that starts its own work and
    /// hands the caller a way to stop it.
    ///
    /// ```swift
    /// let token = ObserveToken { print("stop listening") }
    /// // snippet.hide
    /// token.cancel()
    /// ```
    public init(onCancel: @escaping @Sendable () -> Void = {}) {
        self.onCancel = onCancel
    }

    deinit {
        cancel()
    }

    /// Stops the observation; a second call does nothing.
    ///
    /// ```swift
    /// let token = ObserveToken()
    /// token.cancel()
    /// ```
    public func cancel() {
        let first = cancelled.withValue { isCancelled in
            defer { isCancelled = true }
            return !isCancelled
        }
        if first { onCancel() }
    }

    /// Keeps the token in an array (or another collection) of tokens that live as long as their
    /// owner, such as a view controller's.
    ///
    /// ```swift output
    /// var tokens: [ObserveToken] = []
    /// ObserveToken().store(in: &tokens)
    /// print(tokens.count)
    /// ```
    ///
    /// ```text
    /// 1
    /// ```
    public func store(in collection: inout some RangeReplaceableCollection<ObserveToken>) {
        collection.append(self)
    }

    /// Keeps the token in a set of tokens.
    ///
    /// ```swift output
    /// var tokens: Set<ObserveToken> = []
    /// let token = ObserveToken()
    /// token.store(in: &tokens)
    /// token.store(in: &tokens)
    /// print(tokens.count)
    /// ```
    ///
    /// ```text
    /// 1
    /// ```
    public func store(in set: inout Set<ObserveToken>) {
        set.insert(self)
    }
}
