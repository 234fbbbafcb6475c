import ComposableUI
import Foundation
import Testing

/// Code in the Swift 5 language mode, as the original's tutorials are, conforms to `View` and
/// `Shape` as it does with SwiftUI: `View` is `@MainActor @preconcurrency`.
struct Swift5ModeShapeTests {
    /// The tutorials' `SpeakerArc` reads its computed angles in `path(in:)`, a `nonisolated`
    /// requirement of a main-actor type; SwiftUI accepts it in the Swift 5 mode.
    static let speakerArc = """
        import ComposableUI

        struct SpeakerArc: Shape {
          let totalSpeakers: Int
          let speakerIndex: Int

          func path(in rect: CGRect) -> Path {
            let diameter = min(rect.size.width, rect.size.height) - 24
            return Path { path in
              path.addArc(
                center: CGPoint(x: rect.midX, y: rect.midY),
                radius: diameter / 2,
                startAngle: startAngle,
                endAngle: endAngle,
                clockwise: false
              )
            }
          }

          private var degreesPerSpeaker: Double { 360 / Double(totalSpeakers) }
          private var startAngle: Angle { Angle(degrees: degreesPerSpeaker * Double(speakerIndex) + 1) }
          private var endAngle: Angle { Angle(degrees: startAngle.degrees + degreesPerSpeaker - 1) }
        }
        """

    @Test func aShapeReadsItsComputedPropertiesInPathInTheSwift5Mode() async throws {
        let result = try await typeCheck(Self.speakerArc, languageMode: "5")
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("error:"), "\(result.output)")
        #expect(!result.output.contains("main actor-isolated"), "\(result.output)")
    }

    @Test func aShapeIsStillMainActorIsolatedInTheSwift6ModeWhereTheReadIsAWarning() async throws {
        let result = try await typeCheck(Self.speakerArc, languageMode: "6")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("main actor-isolated property 'startAngle'"), "\(result.output)")
    }

    /// Type-checks `source` against the modules of this build, as a client package would.
    private func typeCheck(_ source: String, languageMode: String) async throws -> (status: Int32, output: String) {
        let modules = try #require(Self.modulesFolder(), "no Modules folder beside \(CommandLine.arguments[0])")
        let folder = FileManager.default.temporaryDirectory.appending(component: "swift5-shape-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(component: "SpeakerArc.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let arguments = ["swiftc", "-typecheck", "-swift-version", languageMode, "-I", modules.path, file.path]
        // The compiler is waited for on a thread of its own: blocking one of the cooperative
        // pool's threads (two on a two-core machine) for the tens of seconds a type-check takes
        // starved every other test's tasks.
        return try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try Self.run(arguments) })
            }
        }
    }

    private static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The build's `Modules` folder: beside the test executable (or one level up from a bundle).
    private static func modulesFolder() -> URL? {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appending(component: "Modules")
            if FileManager.default.fileExists(atPath: candidate.appending(component: "ComposableUI.swiftmodule").path) {
                return candidate
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}
