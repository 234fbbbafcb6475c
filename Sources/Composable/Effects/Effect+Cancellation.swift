extension Effect {
    /// Makes this effect cancellable with ``Effect/cancel(id:)``.
    ///
    /// ```swift skip("elided code")
    /// return .run { send in ... }
    ///     .cancellable(id: CancelID.search, cancelInFlight: true)
    /// ```
    ///
    /// - Parameters:
    ///   - id: Any hashable value naming the work.
    ///   - cancelInFlight: Whether to cancel work already running under `id` before this starts,
    ///     as a search field does with the previous query.
    ///
    /// As in the original, `.none` stays `.none`, even with `cancelInFlight`: there is no work
    /// to start, so nothing in flight is cancelled. Return `.cancel(id:)` to stop it.
    public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
        if isNone { return self }
        return Self(.cancellable(self, id: CancelID(id), cancelInFlight: cancelInFlight))
    }

    /// Cancels the work running under `id`.
    public static func cancel(id: some Hashable & Sendable) -> Self {
        Self(.cancel(CancelID(id)))
    }

    /// Cancels the work running under an id that is already a ``CancelID``.
    @usableFromInline
    static func cancel(_ id: CancelID) -> Self {
        Self(.cancel(id))
    }

    /// Makes this effect cancellable under an id that is already a ``CancelID``.
    @usableFromInline
    func cancellable(_ id: CancelID) -> Self {
        if isNone { return self }
        return Self(.cancellable(self, id: id, cancelInFlight: false))
    }
}
