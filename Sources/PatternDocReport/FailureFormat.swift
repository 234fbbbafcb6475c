/// How `patterndoc test` and `build` print the failures of a run: as text for a person at a
/// terminal, or also as GitHub Actions annotations (``GitHubAnnotations``), which put each
/// failure on its Markdown line in a pull request's diff.
///
/// `--format` picks one; without it, `github` when the run is a GitHub Actions job
/// (`GITHUB_ACTIONS=true`), and `text` otherwise.
///
/// ```swift
/// import PatternDoc
///
/// assert(FailureFormat.default(environment: ["GITHUB_ACTIONS": "true"]) == .github)
/// assert(FailureFormat(rawValue: "text") == .text)
/// ```
public enum FailureFormat: String, Sendable, Hashable, CaseIterable {
    /// The failure summary alone.
    case text
    /// The failure summary, then one `::error` workflow command per failure.
    case github

    /// The format when `--format` is not given: `github` in a GitHub Actions job.
    public static func `default`(environment: [String: String]) -> FailureFormat {
        environment["GITHUB_ACTIONS"] == "true" ? .github : .text
    }
}
