/// Plays an audio file, as a voice memo app's live player client does; on Linux, making one
/// throws ``UnavailableOnLinux``, so the client's `play` fails with it.
///
/// ```swift
/// do {
///     let player = try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/tmp/memo.m4a"))
///     player.play()
///     assertionFailure("played on Linux")
/// } catch {
///     assert(error is UnavailableOnLinux)
/// }
/// ```
public final class AVAudioPlayer {
    /// The file played.
    public let url: URL?
    /// Told when playing finishes or fails.
    public weak var delegate: (any AVAudioPlayerDelegate)?
    /// Whether it is playing: never, on Linux.
    public var isPlaying: Bool { false }
    /// Where it is in the file, in seconds.
    public var currentTime: TimeInterval = 0
    /// How long the file lasts, in seconds.
    public var duration: TimeInterval { 0 }

    /// A player of the file at `url`; throws ``UnavailableOnLinux`` on Linux.
    public init(contentsOf url: URL) throws {
        self.url = url
        throw UnavailableOnLinux("AVAudioPlayer.init(contentsOf:)")
    }

    /// Starts playing, and says whether it could.
    @discardableResult
    public func play() -> Bool { false }

    /// Pauses.
    public func pause() {}

    /// Stops.
    public func stop() {}
}

/// What an ``AVAudioPlayer`` tells its delegate: playing finished, or failed to decode. Both
/// have default implementations that do nothing, as Objective-C's optional requirements have.
///
/// ```swift
/// final class Listener: NSObject, AVAudioPlayerDelegate {
///     func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
/// }
/// let listener: any AVAudioPlayerDelegate = Listener()
/// assert(listener is NSObject)
/// ```
public protocol AVAudioPlayerDelegate: AnyObject {
    /// Playing finished; `flag` says whether it ended well.
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    /// Decoding failed with `error`.
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
    /// Does nothing.
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    /// Does nothing.
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}
