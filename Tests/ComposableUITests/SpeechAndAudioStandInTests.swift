import ComposableUI
import Foundation
import Testing

/// The Speech and AVFoundation stand-ins: a live client written as the original's SyncUps and
/// VoiceMemos write theirs compiles, and on Linux fails with a clear error instead of hanging.
struct SpeechAndAudioStandInTests {
    enum Failure: Error, Equatable { case couldntConfigureAudioSession, couldntStartAudioEngine, taskError }

    /// The shape of the original's live speech client: configure the session, tap the
    /// microphone, start the engine, stream results.
    func liveTranscripts(_ request: SFSpeechAudioBufferRecognitionRequest) -> AsyncThrowingStream<String, any Error> {
        AsyncThrowingStream { continuation in
            let session = AVAudioSession.sharedInstance()
            do {
                try session.setCategory(.record, mode: .measurement, options: .duckOthers)
                try session.setActive(true, options: .notifyOthersOnDeactivation)
            } catch {
                continuation.finish(throwing: Failure.couldntConfigureAudioSession)
                return
            }
            continuation.finish()
        }
    }

    @Test func aLiveSpeechClientFailsToConfigureTheAudioSession() async {
        var failure: (any Error)?
        do {
            for try await _ in liveTranscripts(SFSpeechAudioBufferRecognitionRequest()) {}
        } catch {
            failure = error
        }
        #expect(failure as? Failure == .couldntConfigureAudioSession)
    }

    @Test func theSessionSaysWhichCallIsUnavailable() {
        #expect(throws: UnavailableOnLinux("AVAudioSession.setCategory(_:mode:options:)")) {
            try AVAudioSession.sharedInstance().setCategory(.playAndRecord, mode: .default, options: .defaultToSpeaker)
        }
        #expect(throws: UnavailableOnLinux("AVAudioSession.setActive(_:options:)")) {
            try AVAudioSession.sharedInstance().setActive(true)
        }
        #expect(throws: Never.self) { try AVAudioSession.sharedInstance().setActive(false) }
        let message = UnavailableOnLinux("AVAudioEngine.start()").description
        #expect(message.contains("AVAudioEngine.start() is not available on Linux"))
        #expect(message.contains("test or preview value"))
    }

    @Test func authorizationIsRestrictedAndTheRecognizerHandsItsTaskAnError() async {
        #expect(SFSpeechRecognizer.authorizationStatus() == .restricted)
        let status = await withCheckedContinuation { continuation in
            SFSpeechRecognizer.requestAuthorization { continuation.resume(returning: $0) }
        }
        #expect(status == .restricted)

        let recognizer = SFSpeechRecognizer(locale: Locale(identifier: "en-US"))
        var outcomes: [(Bool, (any Error)?)] = []
        let task = recognizer?.recognitionTask(with: SFSpeechAudioBufferRecognitionRequest()) { result, error in
            outcomes.append((result != nil, error))
        }
        #expect(outcomes.count == 1)
        #expect(outcomes.first?.0 == false)
        #expect(outcomes.first?.1 as? UnavailableOnLinux == UnavailableOnLinux("SFSpeechRecognizer.recognitionTask(with:resultHandler:)"))
        task?.finish()
        #expect(task?.isFinishing == true)
    }

    @Test func theEngineTapsNothingAndDoesNotStart() {
        let engine = AVAudioEngine()
        let request = SFSpeechAudioBufferRecognitionRequest()
        engine.inputNode.installTap(onBus: 0, bufferSize: 1024, format: engine.inputNode.outputFormat(forBus: 0)) { buffer, _ in
            request.append(buffer)
        }
        engine.prepare()
        #expect(throws: UnavailableOnLinux("AVAudioEngine.start()")) { try engine.start() }
        #expect(engine.inputNode.hasTap(onBus: 0))
        engine.inputNode.removeTap(onBus: 0)
        #expect(!engine.inputNode.hasTap(onBus: 0))
        #expect(request.appendedBufferCount == 0)
        #expect(engine.inputNode.outputFormat(forBus: 0).sampleRate == 44_100)
    }

    final class RecorderDelegate: NSObject, AVAudioRecorderDelegate, AVAudioPlayerDelegate {}

    @Test func recordingAndPlayingFailWhenTheyAreMade() async {
        #expect(await AVAudioApplication.requestRecordPermission() == false)
        #expect(throws: UnavailableOnLinux("AVAudioRecorder.init(url:settings:)")) {
            _ = try AVAudioRecorder(url: URL(fileURLWithPath: "/tmp/a.m4a"), settings: [
                AVFormatIDKey: Int(kAudioFormatMPEG4AAC), AVSampleRateKey: 44100,
                AVNumberOfChannelsKey: 1, AVEncoderAudioQualityKey: AVAudioQuality.high.rawValue,
            ])
        }
        #expect(throws: UnavailableOnLinux("AVAudioPlayer.init(contentsOf:)")) {
            _ = try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/tmp/a.m4a"))
        }
        // A delegate that implements none of the requirements still conforms, as with
        // Objective-C's optional requirements.
        let delegate: any AVAudioRecorderDelegate = RecorderDelegate()
        #expect(delegate is AVAudioPlayerDelegate)
    }

    @Test func resultsCarryWhatALiveClientCopies() {
        let segment = SFTranscriptionSegment(substring: "Hello", timestamp: 1, duration: 0.5, confidence: 0.75)
        let flat = SFAcousticFeature(acousticFeatureValuePerFrame: [1, 2], frameDuration: 0.1)
        let result = SFSpeechRecognitionResult(
            bestTranscription: SFTranscription(formattedString: "Hello", segments: [segment]),
            isFinal: false,
            speechRecognitionMetadata: SFSpeechRecognitionMetadata(
                speakingRate: 100, averagePauseDuration: 0.2,
                voiceAnalytics: SFVoiceAnalytics(jitter: flat, shimmer: flat, pitch: flat, voicing: flat)
            )
        )
        #expect(result.transcriptions.map(\.formattedString) == ["Hello"])
        #expect(result.bestTranscription.segments.first?.substring == "Hello")
        #expect(result.speechRecognitionMetadata?.voiceAnalytics?.pitch.acousticFeatureValuePerFrame == [1, 2])
        #expect(!result.isFinal)
    }
}
