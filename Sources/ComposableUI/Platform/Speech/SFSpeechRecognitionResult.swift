/// What a recognition task heard: its best transcription, the others it considered, and
/// whether it is final. A live client copies it into a value type of its own, as the
/// original's `SpeechRecognitionResult(_:)` does.
///
/// Nothing on Linux produces one; they can be made, so that a live client's conversion can be
/// tested.
///
/// ```swift
/// let segment = SFTranscriptionSegment(substring: "hello", timestamp: 0, duration: 0.4, confidence: 0.9)
/// let transcription = SFTranscription(formattedString: "hello", segments: [segment])
/// let result = SFSpeechRecognitionResult(bestTranscription: transcription, isFinal: true)
/// assert(result.transcriptions.first?.formattedString == "hello")
/// assert(result.bestTranscription.segments[0].confidence == 0.9)
/// assert(result.speechRecognitionMetadata == nil)
/// ```
public final class SFSpeechRecognitionResult {
    /// The transcription the recogniser thinks most likely.
    public let bestTranscription: SFTranscription
    /// Every transcription considered, most likely first.
    public let transcriptions: [SFTranscription]
    /// Whether the task is done and this is its last result.
    public let isFinal: Bool
    /// How the speaker spoke, once the result is final.
    public let speechRecognitionMetadata: SFSpeechRecognitionMetadata?

    /// A result; `transcriptions` defaults to the best one alone.
    public init(
        bestTranscription: SFTranscription,
        transcriptions: [SFTranscription]? = nil,
        isFinal: Bool,
        speechRecognitionMetadata: SFSpeechRecognitionMetadata? = nil
    ) {
        self.bestTranscription = bestTranscription
        self.transcriptions = transcriptions ?? [bestTranscription]
        self.isFinal = isFinal
        self.speechRecognitionMetadata = speechRecognitionMetadata
    }
}

/// One reading of what was said: its text and the segments it is made of.
///
/// ```swift
/// let transcription = SFTranscription(formattedString: "Hi there", segments: [])
/// assert(transcription.formattedString == "Hi there")
/// ```
public final class SFTranscription {
    /// The text, formatted for reading.
    public let formattedString: String
    /// The words or phrases, in order.
    public let segments: [SFTranscriptionSegment]

    /// A transcription.
    public init(formattedString: String, segments: [SFTranscriptionSegment]) {
        self.formattedString = formattedString
        self.segments = segments
    }
}

/// One word or phrase of a transcription, where it was heard and how sure the recogniser is.
///
/// ```swift
/// let segment = SFTranscriptionSegment(substring: "there", timestamp: 0.5, duration: 0.3, confidence: 0.8,
///                                      alternativeSubstrings: ["their"])
/// assert(segment.alternativeSubstrings == ["their"])
/// ```
public final class SFTranscriptionSegment {
    /// The text of the segment.
    public let substring: String
    /// Other texts it could have been.
    public let alternativeSubstrings: [String]
    /// From 0 to 1: how sure the recogniser is.
    public let confidence: Float
    /// When, in seconds from the start of the audio, the segment begins.
    public let timestamp: TimeInterval
    /// How long, in seconds, the segment lasts.
    public let duration: TimeInterval

    /// A segment.
    public init(
        substring: String,
        timestamp: TimeInterval,
        duration: TimeInterval,
        confidence: Float,
        alternativeSubstrings: [String] = []
    ) {
        self.substring = substring
        self.timestamp = timestamp
        self.duration = duration
        self.confidence = confidence
        self.alternativeSubstrings = alternativeSubstrings
    }
}

/// How the speaker spoke: pace, pauses and the voice analytics of a final result.
///
/// ```swift
/// let metadata = SFSpeechRecognitionMetadata(speakingRate: 120, averagePauseDuration: 0.3)
/// assert(metadata.voiceAnalytics == nil)
/// ```
public final class SFSpeechRecognitionMetadata {
    /// Words per minute.
    public let speakingRate: Double
    /// The mean pause between words, in seconds.
    public let averagePauseDuration: TimeInterval
    /// When the speech started, in seconds from the start of the audio.
    public let speechStartTimestamp: TimeInterval
    /// How long the speech lasted, in seconds.
    public let speechDuration: TimeInterval
    /// Measures of the voice, when the recogniser made them.
    public let voiceAnalytics: SFVoiceAnalytics?

    /// Metadata.
    public init(
        speakingRate: Double,
        averagePauseDuration: TimeInterval,
        speechStartTimestamp: TimeInterval = 0,
        speechDuration: TimeInterval = 0,
        voiceAnalytics: SFVoiceAnalytics? = nil
    ) {
        self.speakingRate = speakingRate
        self.averagePauseDuration = averagePauseDuration
        self.speechStartTimestamp = speechStartTimestamp
        self.speechDuration = speechDuration
        self.voiceAnalytics = voiceAnalytics
    }
}

/// Measures of the voice over the audio, one ``SFAcousticFeature`` each.
///
/// ```swift
/// let flat = SFAcousticFeature(acousticFeatureValuePerFrame: [0, 0], frameDuration: 0.01)
/// let analytics = SFVoiceAnalytics(jitter: flat, shimmer: flat, pitch: flat, voicing: flat)
/// assert(analytics.pitch.frameDuration == 0.01)
/// ```
public final class SFVoiceAnalytics {
    /// How much the pitch varies from one cycle to the next.
    public let jitter: SFAcousticFeature
    /// How much the loudness varies from one cycle to the next.
    public let shimmer: SFAcousticFeature
    /// The pitch.
    public let pitch: SFAcousticFeature
    /// How likely each frame is voiced.
    public let voicing: SFAcousticFeature

    /// Analytics.
    public init(jitter: SFAcousticFeature, shimmer: SFAcousticFeature, pitch: SFAcousticFeature, voicing: SFAcousticFeature) {
        self.jitter = jitter
        self.shimmer = shimmer
        self.pitch = pitch
        self.voicing = voicing
    }
}

/// One measure of the voice, frame by frame.
///
/// ```swift
/// let feature = SFAcousticFeature(acousticFeatureValuePerFrame: [0.1, 0.2], frameDuration: 0.01)
/// assert(feature.acousticFeatureValuePerFrame.count == 2)
/// ```
public final class SFAcousticFeature {
    /// The measure of each frame.
    public let acousticFeatureValuePerFrame: [Double]
    /// How long a frame lasts, in seconds.
    public let frameDuration: TimeInterval

    /// A feature.
    public init(acousticFeatureValuePerFrame: [Double], frameDuration: TimeInterval) {
        self.acousticFeatureValuePerFrame = acousticFeatureValuePerFrame
        self.frameDuration = frameDuration
    }
}
