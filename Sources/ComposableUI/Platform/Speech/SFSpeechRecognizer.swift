/// The speech recogniser a live speech client asks for authorization and starts tasks with,
/// as the Speech framework spells it.
///
/// Linux has no speech service: authorization is always
/// ``SFSpeechRecognizerAuthorizationStatus/restricted``, ``isAvailable`` is `false`, and a
/// task started with ``recognitionTask(with:resultHandler:)`` hands its handler an
/// ``UnavailableOnLinux`` error at once. Features are tested with their client's test value.
///
/// ```swift
/// let recognizer = SFSpeechRecognizer(locale: Locale(identifier: "en-US"))!
/// var failure: (any Error)?
/// let task = recognizer.recognitionTask(with: SFSpeechAudioBufferRecognitionRequest()) { result, error in
///     assert(result == nil)
///     failure = error
/// }
/// task.finish()
/// assert(failure is UnavailableOnLinux)
/// assert(!recognizer.isAvailable)
/// ```
public final class SFSpeechRecognizer {
    /// The language the recogniser listens for.
    public let locale: Locale

    /// A recogniser for the user's language.
    public convenience init?() {
        self.init(locale: Locale.current)
    }

    /// A recogniser for `locale`.
    public init?(locale: Locale) {
        self.locale = locale
    }

    /// Whether the recogniser can take a task now: never, on Linux.
    public var isAvailable: Bool { false }

    /// Whether the app may recognise speech: ``SFSpeechRecognizerAuthorizationStatus/restricted`` on Linux.
    public static func authorizationStatus() -> SFSpeechRecognizerAuthorizationStatus {
        .restricted
    }

    /// Asks the user for permission and calls `handler` with the answer:
    /// ``SFSpeechRecognizerAuthorizationStatus/restricted``, at once, on Linux.
    public static func requestAuthorization(_ handler: @escaping @Sendable (SFSpeechRecognizerAuthorizationStatus) -> Void) {
        handler(authorizationStatus())
    }

    /// Starts recognising the audio `request` is given; on Linux, `resultHandler` is called
    /// once with no result and an ``UnavailableOnLinux`` error, and the task is finished.
    @discardableResult
    public func recognitionTask(
        with request: SFSpeechRecognitionRequest,
        resultHandler: @escaping (SFSpeechRecognitionResult?, (any Error)?) -> Void
    ) -> SFSpeechRecognitionTask {
        let task = SFSpeechRecognitionTask(error: UnavailableOnLinux("SFSpeechRecognizer.recognitionTask(with:resultHandler:)"))
        resultHandler(nil, task.error)
        return task
    }
}
