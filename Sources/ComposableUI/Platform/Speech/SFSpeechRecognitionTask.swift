/// A running speech recognition, which a live client finishes when its stream ends.
///
/// On Linux every task has already failed: its ``error`` is an ``UnavailableOnLinux``, and
/// ``finish()`` and ``cancel()`` only mark it.
///
/// ```swift
/// let task = SFSpeechRecognizer()!.recognitionTask(with: SFSpeechAudioBufferRecognitionRequest()) { _, _ in }
/// assert(task.error is UnavailableOnLinux)
/// task.cancel()
/// assert(task.isCancelled && task.state == .completed)
/// ```
public final class SFSpeechRecognitionTask {
    /// Where a task is in its life.
    public enum State: Int, Hashable, Sendable {
        /// The task is setting up.
        case starting
        /// The task is listening.
        case running
        /// The task heard the end of the audio and is making its final result.
        case finishing
        /// The task is being cancelled.
        case canceling
        /// The task is over.
        case completed
    }

    /// Why the task failed, if it did.
    public let error: (any Error)?
    /// Where the task is: ``State/completed`` on Linux.
    public private(set) var state = State.completed
    /// Whether ``cancel()`` was called.
    public private(set) var isCancelled = false
    /// Whether ``finish()`` was called.
    public private(set) var isFinishing = false

    init(error: (any Error)?) {
        self.error = error
    }

    /// Stops listening and reports a final result for what was heard.
    public func finish() {
        isFinishing = true
    }

    /// Stops listening and drops what was heard.
    public func cancel() {
        isCancelled = true
    }
}
