/// Records audio to a file, as a voice memo app's live recorder client does; on Linux,
/// making one throws ``UnavailableOnLinux``, so the client's `startRecording` fails with it.
///
/// The settings keys (``AVFormatIDKey``, ``AVSampleRateKey``, ...) and ``AVAudioQuality``
/// are here so that the client's settings compile as the original writes them.
///
/// ```swift
/// let url = URL(fileURLWithPath: "/tmp/memo.m4a")
/// do {
///     _ = try AVAudioRecorder(url: url, settings: [
///         AVFormatIDKey: Int(kAudioFormatMPEG4AAC),
///         AVSampleRateKey: 44100,
///         AVNumberOfChannelsKey: 1,
///         AVEncoderAudioQualityKey: AVAudioQuality.high.rawValue,
///     ])
///     assertionFailure("recorded on Linux")
/// } catch let error as UnavailableOnLinux {
///     assert(error.api == "AVAudioRecorder.init(url:settings:)")
/// }
/// ```
public final class AVAudioRecorder {
    /// The file the recording goes to.
    public let url: URL
    /// The format settings the recorder was made with.
    public let settings: [String: Any]
    /// Told when the recording finishes or fails.
    public weak var delegate: (any AVAudioRecorderDelegate)?
    /// Whether it is recording: never, on Linux.
    public var isRecording: Bool { false }
    /// How long, in seconds, it has been recording.
    public var currentTime: TimeInterval { 0 }

    /// A recorder of `url`; throws ``UnavailableOnLinux`` on Linux.
    public init(url: URL, settings: [String: Any]) throws {
        self.url = url
        self.settings = settings
        throw UnavailableOnLinux("AVAudioRecorder.init(url:settings:)")
    }

    /// Starts recording, and says whether it could.
    @discardableResult
    public func record() -> Bool { false }

    /// Stops recording.
    public func stop() {}
}

/// What an ``AVAudioRecorder`` tells its delegate: a recording finished, or failed to
/// encode. Both have default implementations that do nothing, as Objective-C's optional
/// requirements have.
///
/// ```swift
/// final class Listener: NSObject, AVAudioRecorderDelegate {
///     var finished: Bool?
///     func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) {
///         finished = flag
///     }
/// }
/// let listener = Listener()
/// assert(listener.finished == nil)
/// ```
public protocol AVAudioRecorderDelegate: AnyObject {
    /// The recording finished; `flag` says whether it ended well.
    func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool)
    /// Encoding failed with `error`.
    func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: (any Error)?)
}

extension AVAudioRecorderDelegate {
    /// Does nothing.
    public func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) {}
    /// Does nothing.
    public func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: (any Error)?) {}
}

/// How well an ``AVAudioRecorder`` encodes, for ``AVEncoderAudioQualityKey``.
///
/// ```swift
/// assert(AVAudioQuality.high.rawValue == 0x60)
/// ```
public enum AVAudioQuality: Int, Hashable, Sendable {
    /// The least.
    case min = 0
    /// Low.
    case low = 0x20
    /// Medium.
    case medium = 0x40
    /// High.
    case high = 0x60
    /// The most.
    case max = 0x7F
}

/// The settings key of the audio format, such as ``kAudioFormatMPEG4AAC``.
public let AVFormatIDKey = "AVFormatIDKey"
/// The settings key of the sample rate, in hertz.
public let AVSampleRateKey = "AVSampleRateKey"
/// The settings key of the number of channels.
public let AVNumberOfChannelsKey = "AVNumberOfChannelsKey"
/// The settings key of the encoder's ``AVAudioQuality``.
public let AVEncoderAudioQualityKey = "AVEncoderAudioQualityKey"
/// The MPEG-4 AAC audio format, for ``AVFormatIDKey``: `'aac '`.
public let kAudioFormatMPEG4AAC: UInt32 = 0x6161_6320
