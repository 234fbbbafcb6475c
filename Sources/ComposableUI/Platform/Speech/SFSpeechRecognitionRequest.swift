/// What a speech recognition task listens to, and how: the base of
/// ``SFSpeechAudioBufferRecognitionRequest``.
///
/// A feature makes the request and hands it to its speech client, as the original's
/// SyncUps and SpeechRecognition do; the client starts the task.
///
/// ```swift
/// let request = SFSpeechAudioBufferRecognitionRequest()
/// request.shouldReportPartialResults = true
/// request.requiresOnDeviceRecognition = false
/// assert(request.shouldReportPartialResults && request.contextualStrings.isEmpty)
/// ```
public class SFSpeechRecognitionRequest {
    /// Whether results are reported while the speaker is still talking.
    public var shouldReportPartialResults = true
    /// Whether the audio may not leave the device.
    public var requiresOnDeviceRecognition = false
    /// Phrases the recogniser should expect, such as names.
    public var contextualStrings: [String] = []
    /// Whether punctuation is added to the transcription.
    public var addsPunctuation = false

    /// An empty request.
    public init() {}
}

/// A request whose audio arrives in buffers, as a microphone tap delivers it: what the
/// original's speech clients start their tasks with.
///
/// On Linux no tap delivers audio; the buffers appended are counted, so a test of a live
/// client's plumbing can see them arrive.
///
/// ```swift
/// let request = SFSpeechAudioBufferRecognitionRequest()
/// request.append(AVAudioPCMBuffer(pcmFormat: AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 1)!, frameCapacity: 1024)!)
/// request.endAudio()
/// assert(request.appendedBufferCount == 1 && request.hasEnded)
/// ```
public final class SFSpeechAudioBufferRecognitionRequest: SFSpeechRecognitionRequest {
    /// How many buffers ``append(_:)`` was given.
    public private(set) var appendedBufferCount = 0
    /// Whether ``endAudio()`` was called.
    public private(set) var hasEnded = false

    /// Adds audio to the request.
    public func append(_ audioPCMBuffer: AVAudioPCMBuffer) {
        appendedBufferCount += 1
    }

    /// Says that no more audio will come.
    public func endAudio() {
        hasEnded = true
    }
}
