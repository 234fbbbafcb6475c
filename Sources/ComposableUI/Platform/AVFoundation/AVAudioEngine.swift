/// The audio graph a live speech client taps the microphone through, as AVFoundation spells
/// it: ``inputNode``, a tap on it, then ``start()``.
///
/// Linux has no microphone: a tap can be installed and removed, but ``start()`` throws
/// ``UnavailableOnLinux``, so no buffer ever reaches the tap.
///
/// ```swift
/// let engine = AVAudioEngine()
/// var buffers = 0
/// engine.inputNode.installTap(onBus: 0, bufferSize: 1024, format: engine.inputNode.outputFormat(forBus: 0)) { _, _ in
///     buffers += 1
/// }
/// engine.prepare()
/// do {
///     try engine.start()
///     assertionFailure("started an audio engine on Linux")
/// } catch {
///     assert(error is UnavailableOnLinux)
/// }
/// engine.stop()
/// engine.inputNode.removeTap(onBus: 0)
/// assert(buffers == 0 && !engine.isRunning)
/// ```
public final class AVAudioEngine {
    /// The microphone's node.
    public let inputNode = AVAudioInputNode()

    /// An engine with nothing running.
    public init() {}

    /// Whether the engine runs: never, on Linux.
    public var isRunning: Bool { false }

    /// Gets the engine ready to start.
    public func prepare() {}

    /// Starts the engine; throws ``UnavailableOnLinux`` on Linux.
    public func start() throws {
        throw UnavailableOnLinux("AVAudioEngine.start()")
    }

    /// Stops the engine.
    public func stop() {}
}

/// What a tap on a node is handed: a buffer of audio and when it was heard.
public typealias AVAudioNodeTapBlock = (AVAudioPCMBuffer, AVAudioTime) -> Void

/// The microphone's node of an ``AVAudioEngine``, which a live client taps for buffers.
///
/// ```swift
/// let node = AVAudioEngine().inputNode
/// node.installTap(onBus: 0, bufferSize: 512, format: nil) { _, _ in }
/// assert(node.hasTap(onBus: 0))
/// node.removeTap(onBus: 0)
/// assert(!node.hasTap(onBus: 0))
/// ```
public final class AVAudioInputNode {
    private var taps: [Int: AVAudioNodeTapBlock] = [:]

    init() {}

    /// The format of what the node puts out on `bus`: mono, 44.1 kHz.
    public func outputFormat(forBus bus: Int) -> AVAudioFormat {
        AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 1)!
    }

    /// Hands every buffer the node puts out on `bus` to `block`.
    public func installTap(onBus bus: Int, bufferSize: UInt32, format: AVAudioFormat?, block: @escaping AVAudioNodeTapBlock) {
        taps[bus] = block
    }

    /// Removes the tap on `bus`.
    public func removeTap(onBus bus: Int) {
        taps[bus] = nil
    }

    /// Whether a tap is installed on `bus`.
    public func hasTap(onBus bus: Int) -> Bool {
        taps[bus] != nil
    }
}

/// The format of a stream of audio: its sample rate and channel count.
///
/// ```swift
/// let format = AVAudioFormat(standardFormatWithSampleRate: 48_000, channels: 2)!
/// assert(format.sampleRate == 48_000 && format.channelCount == 2)
/// ```
public final class AVAudioFormat: Sendable {
    /// Samples per second.
    public let sampleRate: Double
    /// How many channels.
    public let channelCount: UInt32

    /// Floating-point samples at `sampleRate`, in `channels` channels; `nil` for no channels.
    public init?(standardFormatWithSampleRate sampleRate: Double, channels: UInt32) {
        guard channels > 0, sampleRate > 0 else { return nil }
        self.sampleRate = sampleRate
        self.channelCount = channels
    }
}

/// A buffer of audio samples, as a tap hands it to a recognition request.
///
/// ```swift
/// let format = AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 1)!
/// let buffer = AVAudioPCMBuffer(pcmFormat: format, frameCapacity: 1024)!
/// assert(buffer.frameCapacity == 1024 && buffer.frameLength == 0)
/// ```
public final class AVAudioPCMBuffer {
    /// The format of the samples.
    public let format: AVAudioFormat
    /// How many frames the buffer can hold.
    public let frameCapacity: UInt32
    /// How many frames it holds.
    public var frameLength: UInt32 = 0

    /// An empty buffer; `nil` for no capacity.
    public init?(pcmFormat format: AVAudioFormat, frameCapacity: UInt32) {
        guard frameCapacity > 0 else { return nil }
        self.format = format
        self.frameCapacity = frameCapacity
    }
}

/// When a buffer was heard, as a tap is told it.
///
/// ```swift
/// let time = AVAudioTime(sampleTime: 44_100, atRate: 44_100)
/// assert(time.sampleTime == 44_100)
/// ```
public final class AVAudioTime: Sendable {
    /// The sample the buffer starts at.
    public let sampleTime: Int64
    /// Samples per second.
    public let sampleRate: Double

    /// The time of sample `sampleTime` at `sampleRate`.
    public init(sampleTime: Int64, atRate sampleRate: Double) {
        self.sampleTime = sampleTime
        self.sampleRate = sampleRate
    }
}
