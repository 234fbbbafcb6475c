/// The app's audio session, which a live recorder or speech client configures before it
/// listens, as AVFoundation spells it.
///
/// Linux has no audio session to configure: ``setCategory(_:mode:options:)`` and
/// activating the session throw ``UnavailableOnLinux``, which the original's live clients
/// turn into their own failure ("couldn't configure audio session"). Deactivating succeeds,
/// since nothing is active.
///
/// ```swift
/// let session = AVAudioSession.sharedInstance()
/// try session.setActive(false)
/// do {
///     try session.setActive(true, options: .notifyOthersOnDeactivation)
///     assertionFailure("activated an audio session on Linux")
/// } catch {
///     assert(error is UnavailableOnLinux)
/// }
/// ```
public final class AVAudioSession: Sendable {
    private static let shared = AVAudioSession()

    private init() {}

    /// The app's one audio session.
    public static func sharedInstance() -> AVAudioSession {
        shared
    }

    /// Says what the app does with audio; throws ``UnavailableOnLinux`` on Linux.
    public func setCategory(_ category: Category, mode: Mode = .default, options: CategoryOptions = []) throws {
        throw UnavailableOnLinux("AVAudioSession.setCategory(_:mode:options:)")
    }

    /// Activates the session (throws ``UnavailableOnLinux`` on Linux) or deactivates it (does nothing).
    public func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
        if active {
            throw UnavailableOnLinux("AVAudioSession.setActive(_:options:)")
        }
    }

    /// What the app does with audio.
    public struct Category: Hashable, Sendable, RawRepresentable {
        /// The category's name.
        public let rawValue: String
        /// The category named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Sound that mixes with other apps'.
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        /// Playback that silences other apps.
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        /// Recording only.
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        /// Recording and playback, as a voice memo app does.
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
    }

    /// What the audio is for, within its category.
    public struct Mode: Hashable, Sendable, RawRepresentable {
        /// The mode's name.
        public let rawValue: String
        /// The mode named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// No special processing.
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        /// Least processing of the input, as speech recognition wants.
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        /// Spoken audio, such as podcasts.
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
    }

    /// How the session's audio mixes with other apps' and where it is routed.
    public struct CategoryOptions: OptionSet, Hashable, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// The options of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Mix with other apps' audio.
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        /// Lower other apps' audio while this session plays.
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        /// Allow Bluetooth headsets as input.
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        /// Play through the speaker rather than the receiver.
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
    }

    /// What happens to other apps when the session is deactivated.
    public struct SetActiveOptions: OptionSet, Hashable, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// The options of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Tell other apps they may resume their audio.
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 0x1)
    }
}
