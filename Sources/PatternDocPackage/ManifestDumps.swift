import Foundation
import PatternDocModel
import PatternDocProcesses
import PatternDocSupport

/// `swift package dump-package` results kept from one run to the next, so that a run with
/// nothing to do does not wait on SwiftPM: dumping even an unchanged manifest takes it about
/// half a second, the whole budget of a no-op run.
///
/// A package's dump is reused while what SwiftPM reads to make it is unchanged: the package's
/// folder, its manifest files (`Package.swift`, `Package@swift-*.swift`), the toolchain
/// (`ReuseKey.toolchainIdentity()`) and the environment, which a manifest may read (as SwiftPM's own
/// manifest cache does; the variables a shell changes on every command are left out). A
/// manifest that reads other files is read again only when one of those changes.
package final class ManifestDumps {
    private let file: String?
    private let toolchain: String
    /// Package folder → (key, the dump's JSON text), as last saved and as used this run.
    private var saved: [String: Entry] = [:]
    private var used: [String: Entry] = [:]

    private struct Entry: Codable, Equatable {
        var key: String
        var manifest: String
    }

    /// Dumps kept in `file` (none kept when `nil`), made by the toolchain that `toolchain`
    /// identifies.
    package init(file: String?, toolchain: String) {
        self.file = file
        self.toolchain = toolchain
        if let file, let data = FileManager.default.contents(atPath: file) {
            saved = (try? JSONDecoder().decode([String: Entry].self, from: data)) ?? [:]
        }
    }

    /// The manifest of the package at `root` as `dump-package` prints it, from the last run
    /// when nothing it depends on changed.
    func dump(_ root: String) throws -> [String: Any] {
        // Dumped already this run: the package's own inputs and the search for its runtime
        // both read its path dependencies.
        if let entry = used[root], let manifest = Self.parse(entry.manifest) { return manifest }
        let key = self.key(for: root)
        if let entry = saved[root], entry.key == key, let manifest = Self.parse(entry.manifest) {
            used[root] = entry
            return manifest
        }
        let result = try ProcessRunner.run("swift", ["package"] + SwiftPMScratchPath.arguments + ["dump-package", "--package-path", root])
        guard result.succeeded, let manifest = Self.parse(result.standardOutput) else {
            throw DocError(
                at: SourcePosition(file: "\(root)/Package.swift", line: 1),
                "could not read the package manifest:\n\(result.standardError)",
                hint: "Run 'swift package dump-package' in that folder and fix what it reports."
            )
        }
        used[root] = Entry(key: key, manifest: result.standardOutput)
        return manifest
    }

    /// Keeps this run's dumps for the next one; a cache that cannot be written only costs
    /// the next run its speed, so failing to write it is not an error.
    package func save() {
        guard let file, used != saved else { return }
        guard let data = try? JSONEncoder().encode(used) else { return }
        try? FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true
        )
        try? data.write(to: URL(fileURLWithPath: file), options: .atomic)
    }

    private func key(for root: String) -> String {
        var hash = ContentHash()
        hash.combine(root)
        hash.combine(toolchain)
        for (name, value) in ProcessInfo.processInfo.environment.sorted(by: { $0.key < $1.key })
        where !Self.shellBookkeeping.contains(name) {
            hash.combine("\(name)=\(value)")
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [])
            .filter { $0 == "Package.swift" || ($0.hasPrefix("Package@swift-") && $0.hasSuffix(".swift")) }
            .sorted()
        for name in names {
            hash.combine(name)
            hash.combine(FileManager.default.contents(atPath: "\(root)/\(name)") ?? Data())
        }
        return hash.hex
    }

    /// Variables a shell sets anew for every command it starts, which no manifest reads.
    private static let shellBookkeeping: Set<String> = ["_", "OLDPWD", "SHLVL"]

    private static func parse(_ text: String) -> [String: Any]? {
        guard let data = text.data(using: .utf8) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }
}
