/// Runs `operation` so that `Task.cancel(id:)` with the same id cancels it.
///
/// ```swift output
/// enum CancelID { case download }
///
/// let download = Task {
///     await withTaskCancellation(id: CancelID.download) {
///         (try? await Task.sleep(for: .seconds(60))) == nil
///     }
/// }
/// try? await Task.sleep(for: .milliseconds(50))
/// Task.cancel(id: CancelID.download)
/// print("cancelled:", await download.value)
/// ```
///
/// ```text
/// cancelled: true
/// ```
///
/// Use it inside an effect to make part of its work cancellable on its own, or, with
/// `cancelInFlight: true`, to debounce: each new call cancels the one still running. Inside an
/// effect the id belongs to the store that runs the effect, and to the feature that made it,
/// as ids given to ``Effect/cancellable(id:cancelInFlight:)`` do, so the reducer's
/// ``Effect/cancel(id:)`` reaches it too.
///
/// - Parameters:
///   - id: Any hashable value naming the work.
///   - cancelInFlight: Whether to cancel work already running under `id` first.
///   - isolation: The actor the caller runs on; leave the default.
///   - operation: The work. It runs in a task of its own, which is cancelled when `id` is.
/// - Returns: What `operation` returns.
public func withTaskCancellation<T: Sendable, Failure: Error>(
    id: some Hashable & Sendable,
    cancelInFlight: Bool = false,
    isolation: isolated (any Actor)? = #isolation,
    operation: @escaping @Sendable () async throws(Failure) -> T
) async throws(Failure) -> T {
    let scope = CancellationScope.current
    let cancelID = scope.id(id)
    if cancelInFlight { scope.registry.cancel(cancelID) }
    let task = Task { () async -> Result<T, Failure> in
        do throws(Failure) {
            return .success(try await operation())
        } catch {
            return .failure(error)
        }
    }
    let token = scope.registry.register(cancelID) { task.cancel() }
    defer { scope.registry.unregister(token) }
    let result = await withTaskCancellationHandler {
        await task.value
    } onCancel: {
        task.cancel()
    }
    return try result.get()
}

extension Task where Success == Never, Failure == Never {
    /// Cancels the work running under `id`: blocks run with
    /// ``withTaskCancellation(id:cancelInFlight:isolation:operation:)`` and, inside an effect,
    /// the effects of the same store made cancellable with that id.
    ///
    /// ```swift output
    /// enum Work { case poll }
    ///
    /// let poll = Task {
    ///     await withTaskCancellation(id: Work.poll) {
    ///         while !Task.isCancelled { await Task.yield() }
    ///         return "stopped"
    ///     }
    /// }
    /// try? await Task.sleep(for: .milliseconds(50))
    /// Task.cancel(id: Work.poll)
    /// print(await poll.value)
    /// ```
    ///
    /// ```text
    /// stopped
    /// ```
    ///
    /// It cancels at once, before it returns: an effect that cancels its own id sees
    /// `Task.isCancelled` right after.
    public static func cancel(id: some Hashable & Sendable) {
        let scope = CancellationScope.current
        scope.registry.cancel(scope.id(id))
    }
}
