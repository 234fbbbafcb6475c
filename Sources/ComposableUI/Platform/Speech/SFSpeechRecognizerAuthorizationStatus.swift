/// Whether the app may recognise speech, as `SFSpeechRecognizer.requestAuthorization` reports
/// it; a feature keeps it in its state or action, as the original's SpeechRecognition does.
///
/// On Linux, ``SFSpeechRecognizer/authorizationStatus()`` and
/// ``SFSpeechRecognizer/requestAuthorization(_:)`` report ``restricted``: the machine cannot
/// recognise speech. Tests hand the feature the status they need through its client.
///
/// ```swift
/// enum Action { case authorizationResponse(SFSpeechRecognizerAuthorizationStatus) }
/// let action = Action.authorizationResponse(.authorized)
/// if case .authorizationResponse(let status) = action {
///     assert(status == .authorized && status.rawValue == 3)
/// }
/// assert(SFSpeechRecognizer.authorizationStatus() == .restricted)
/// ```
public enum SFSpeechRecognizerAuthorizationStatus: Int, Hashable, Sendable {
    /// The user has not been asked yet.
    case notDetermined = 0
    /// The user said no.
    case denied = 1
    /// The device cannot recognise speech; what Linux reports.
    case restricted = 2
    /// The user said yes.
    case authorized = 3
}
