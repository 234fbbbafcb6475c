/// The app's audio permissions, as AVFoundation spells them: a live recorder client asks
/// ``requestRecordPermission()`` before it records.
///
/// Linux has no microphone to allow: permission is ``RecordPermission/denied``, and asking
/// answers `false`. A feature's tests give it the answer they need through its client.
///
/// ```swift
/// let allowed = await AVAudioApplication.requestRecordPermission()
/// assert(!allowed)
/// assert(AVAudioApplication.shared.recordPermission == .denied)
/// ```
public final class AVAudioApplication: Sendable {
    /// The app.
    public static let shared = AVAudioApplication()

    private init() {}

    /// Whether the app may record.
    public enum RecordPermission: Hashable, Sendable {
        /// The user has not been asked.
        case undetermined
        /// The user said no, or, on Linux, there is nothing to record with.
        case denied
        /// The user said yes.
        case granted
    }

    /// Whether the app may record: ``RecordPermission/denied`` on Linux.
    public var recordPermission: RecordPermission { .denied }

    /// Asks the user for permission to record, and says whether it was given: `false` on Linux.
    public static func requestRecordPermission() async -> Bool {
        false
    }

    /// Asks the user for permission to record, and calls `response` with the answer: `false` on Linux.
    public static func requestRecordPermission(completionHandler response: @escaping @Sendable (Bool) -> Void) {
        response(false)
    }
}
