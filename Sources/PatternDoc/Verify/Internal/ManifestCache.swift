import Foundation

/// The answers of `swift package dump-package`, kept in the work folder and used again while
/// nothing they depend on changed: the package's manifest files and the toolchain.
///
/// Evaluating a manifest compiles it and starts SwiftPM, which on every `patterndoc build` took
/// more CPU time and memory than rendering a small site; the answer only changes with the
/// manifest (`Package.swift`, `Package@swift-*.swift`, `Package.resolved`) or the `swift` that
/// evaluates it, and both are part of the key.
struct ManifestCache {
    /// Where the answers are kept: `<work folder>/manifests`.
    let folder: String

    /// The key of the package at `root`, or `nil` when the toolchain cannot be identified (then
    /// nothing is cached).
    func key(root: String, manifestFiles: [String]) -> String? {
        guard let toolchain = Self.toolchain else { return nil }
        var hash = ContentHash()
        hash.combine("dump-package 1")
        hash.combine(toolchain)
        hash.combine(root)
        for file in manifestFiles {
            hash.combine(file)
            hash.combine(FileManager.default.contents(atPath: file) ?? Data())
        }
        return hash.hex
    }

    /// The kept answer for `key`, if there is one.
    func answer(for key: String) -> Data? {
        FileManager.default.contents(atPath: "\(folder)/\(key).json")
    }

    /// Keeps `answer` for `key`; a cache that cannot be written is only slower.
    func keep(_ answer: Data, for key: String) {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? answer.write(to: URL(fileURLWithPath: "\(folder)/\(key).json"), options: .atomic)
    }

    /// The `swift` on `PATH` as a file: its real path, size and modification time, which change
    /// when another toolchain is installed or chosen.
    static let toolchain: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/swift"
            guard FileManager.default.isExecutableFile(atPath: candidate) else { continue }
            let real = URL(fileURLWithPath: candidate).resolvingSymlinksInPath().path
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: real),
                let size = attributes[.size] as? NSNumber,
                let modified = attributes[.modificationDate] as? Date
            else { return nil }
            return "\(real) \(size) \(modified.timeIntervalSince1970)"
        }
        return nil
    }()
}
