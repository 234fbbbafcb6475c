extension Scheduler {
    /// Waits until `duration` has passed on this scheduler: with a test scheduler, until the
    /// test advances it that far. Ends with a `CancellationError` when the task is cancelled.
    ///
    /// ```swift
    /// // snippet.hide
    /// func wait() async throws {
    /// // snippet.show
    /// try await DispatchQueue.immediate.sleep(for: .seconds(1))
    /// // snippet.hide
    /// }
    /// ```
    public func sleep(for duration: SchedulerTimeType.Stride) async throws {
        try Task.checkCancellation()
        let wake = SleepWake()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                wake.set(continuation)
                schedule(after: now.advanced(by: duration)) { wake.resume(with: .success(())) }
            }
        } onCancel: {
            wake.resume(with: .failure(CancellationError()))
        }
    }
}

/// The continuation of a scheduler's sleep, resumed once: by the scheduled work or by
/// cancellation, whichever comes first.
private final class SleepWake: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Void, any Error>?
        var early: Result<Void, any Error>?
    }

    private let state = Locked(State())

    func set(_ continuation: CheckedContinuation<Void, any Error>) {
        let early = state.withLock { state -> Result<Void, any Error>? in
            if let early = state.early { return early }
            state.continuation = continuation
            return nil
        }
        if let early { continuation.resume(with: early) }
    }

    func resume(with result: Result<Void, any Error>) {
        let continuation = state.withLock { state -> CheckedContinuation<Void, any Error>? in
            guard let continuation = state.continuation else {
                if state.early == nil { state.early = result }
                return nil
            }
            state.continuation = nil
            state.early = .success(())
            return continuation
        }
        continuation?.resume(with: result)
    }
}
