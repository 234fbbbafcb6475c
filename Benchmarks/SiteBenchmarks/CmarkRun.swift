import Foundation

/// Debian's `cmark` command-line tool, the baseline: one process converting a Markdown file
/// to HTML, its output thrown away.
enum CmarkRun {
    /// The `cmark` executable on `PATH`, if there is one.
    static func executable() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("cmark") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs `cmark file > /dev/null` to the end.
    static func convert(_ file: URL, with cmark: URL) throws {
        let process = Process()
        process.executableURL = cmark
        process.arguments = [file.path]
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchmarkFailure("\(cmark.path) \(file.path) exited with status \(process.terminationStatus).")
        }
    }
}

/// Why the benchmark stopped, said to the person running it.
struct BenchmarkFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
