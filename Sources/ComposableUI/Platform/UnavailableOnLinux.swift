/// The error a headless stand-in for an Apple framework throws (or hands its callback) when
/// it is asked to do what only the device can: record audio, play it, recognise speech.
///
/// `import Speech` and `import AVFoundation` become `import ComposableUI`, so that a feature
/// and its dependency clients compile on Linux. The feature's tests use the clients' test
/// values and never reach the device; a live call fails with this error, which says what was
/// asked and what to use instead.
///
/// ```swift
/// do {
///     try AVAudioSession.sharedInstance().setCategory(.record, mode: .measurement, options: .duckOthers)
///     assertionFailure("configured an audio session on Linux")
/// } catch let error as UnavailableOnLinux {
///     assert(error.api == "AVAudioSession.setCategory(_:mode:options:)")
///     assert(error.description.hasPrefix("AVAudioSession.setCategory(_:mode:options:) is not available on Linux"))
/// }
/// ```
public struct UnavailableOnLinux: Error, Hashable, Sendable, CustomStringConvertible {
    /// The call that was made: `AVAudioRecorder.init(url:settings:)`.
    public let api: String

    /// The error for a call to `api`.
    public init(_ api: String) {
        self.api = api
    }

    /// What failed and what to do instead.
    public var description: String {
        "\(api) is not available on Linux: there is no audio device or speech service here. "
            + "Run the feature with its dependency's test or preview value "
            + "(withDependencies { ... }, or the TestStore's dependencies)."
    }
}
