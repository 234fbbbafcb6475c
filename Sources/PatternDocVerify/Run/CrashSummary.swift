import Foundation

/// What a reader needs from a crashed Swift program's standard error: the fatal error and the
/// place in the docs where it happened, without the backtracer's registers, images and frames
/// of the standard library.
///
/// ```text
/// CrashSummary.text(of: stderr)
/// // Fatal error: Index out of range
/// //   at Docs/Collections.md:41:7
/// ```
enum CrashSummary {
    /// The fatal-error lines, then the first stack frame in a Markdown page; the last lines
    /// before the backtrace when neither is there.
    static func text(of standardError: String) -> String {
        let lines = standardError.split(separator: "\n", omittingEmptySubsequences: false)
        var summary: [String] = []
        for line in lines {
            guard let range = line.range(of: "Fatal error:") ?? line.range(of: "Precondition failed")
                ?? line.range(of: "Assertion failed") else { continue }
            let text = String(line[range.lowerBound...])
            if !summary.contains(text) { summary.append(text) }
        }
        if summary.isEmpty, let crash = lines.first(where: { $0.hasPrefix("*** Program crashed:") }) {
            // "*** Program crashed: Segmentation fault at 0x... ***" without its address.
            let text = crash.trimmingCharacters(in: CharacterSet(charactersIn: "* "))
            summary.append(text.range(of: " at 0x").map { String(text[..<$0.lowerBound]) } ?? text)
        }
        if let frame = lines.lazy.compactMap(docFrame).first {
            summary.append("  at \(frame)")
        }
        guard summary.isEmpty else { return summary.joined(separator: "\n") }
        let beforeBacktrace = lines.prefix { !$0.hasPrefix("*** ") && !$0.hasPrefix("Registers:") }
        return beforeBacktrace.suffix(20).joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `Docs/Page.md:12:5` from a backtrace frame `... in DocRunner at Docs/Page.md:12:5`; also
    /// a doc comment's `Sources/Module/File.swift:12:5`, a relative path as pages are written
    /// (the package's own frames are absolute).
    private static func docFrame(_ line: Substring) -> String? {
        guard let at = line.range(of: " at ", options: .backwards) else { return nil }
        let place = line[at.upperBound...]
        let parts = place.split(separator: ":")
        let isPage = parts.first.map { $0.hasSuffix(".md") || ($0.hasSuffix(".swift") && !$0.hasPrefix("/")) } ?? false
        guard parts.count >= 3, isPage, Int(parts[1]) != nil else { return nil }
        return String(place)
    }
}
