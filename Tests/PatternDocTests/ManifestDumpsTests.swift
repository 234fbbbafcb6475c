import Foundation
import Testing

@testable import PatternDoc
@testable import PatternDocPackage

/// A run with nothing changed reads the package's manifest from the last run instead of asking
/// SwiftPM again, and asks again as soon as the manifest or the toolchain changes.
@Suite(.serialized)
struct ManifestDumpsTests {
    /// The name the kept dump of `package` gives, after rewriting it to `name` so that a
    /// result that comes from the kept dump rather than from SwiftPM shows.
    private func keepDump(of package: FixtureCopy, renamedTo name: String, file: String) throws {
        let dumps = ManifestDumps(file: file, toolchain: "swift 1")
        #expect(try dumps.dump(package.path)["name"] as? String == "Greeter")
        dumps.save()
        let kept = try String(contentsOfFile: file, encoding: .utf8)
        try kept.replacingOccurrences(of: #"\"name\" : \"Greeter\""#, with: #"\"name\" : \"\#(name)\""#)
            .write(toFile: file, atomically: true, encoding: .utf8)
    }

    @Test func anUnchangedManifestIsReadFromTheLastRun() async throws {
        let package = try FixtureCopy()
        let file = "\(package.path)/.build/dumps.json"
        try keepDump(of: package, renamedTo: "Kept", file: file)

        let name = try await offThePool { [path = package.path] in
            try ManifestDumps(file: file, toolchain: "swift 1").dump(path)["name"] as? String
        }

        #expect(name == "Kept")
    }

    @Test func aChangedManifestOrToolchainIsDumpedAgain() async throws {
        let package = try FixtureCopy()
        let file = "\(package.path)/.build/dumps.json"
        try keepDump(of: package, renamedTo: "Kept", file: file)

        let newToolchain = try await offThePool { [path = package.path] in
            try ManifestDumps(file: file, toolchain: "swift 2").dump(path)["name"] as? String
        }
        try package.edit("Package.swift") { $0 + "// edited\n" }
        let editedManifest = try await offThePool { [path = package.path] in
            try ManifestDumps(file: file, toolchain: "swift 1").dump(path)["name"] as? String
        }

        #expect(newToolchain == "Greeter")
        #expect(editedManifest == "Greeter")
    }

    @Test func aDamagedKeptDumpIsIgnored() async throws {
        let package = try FixtureCopy()
        let file = "\(package.path)/.build/dumps.json"
        try FileManager.default.createDirectory(atPath: "\(package.path)/.build", withIntermediateDirectories: true)
        try "{ not json".write(toFile: file, atomically: true, encoding: .utf8)

        let name = try await offThePool { [path = package.path] in
            try ManifestDumps(file: file, toolchain: "swift 1").dump(path)["name"] as? String
        }

        #expect(name == "Greeter")
    }
}
