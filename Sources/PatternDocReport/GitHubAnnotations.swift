/// A run's failures as GitHub Actions workflow commands: one `::error file=…,line=…::…` line per
/// failed block, which a workflow's log turns into an annotation on that line of the Markdown
/// page (in the pull request's diff too), and one `::error::…` line per problem outside blocks.
///
/// Values are escaped as the runner reads them: `%`, carriage returns and newlines in the
/// message; those and `:` and `,` in the properties as well, so a message of many lines and a
/// path with a comma arrive whole.
///
/// ```swift
/// import PatternDoc
///
/// var report = VerificationReport(dependencyHash: "", pages: [], blocks: [], problems: [], seconds: 0)
/// report.blocks = [BlockReport(page: "Docs/Guide.md", line: 12, index: 0, kind: .compiled, isHidden: false,
///                              status: .failed, message: "error: cannot find 'x'\n  x + 1")]
/// assert(GitHubAnnotations.text(for: report)
///     == "::error file=Docs/Guide.md,line=12,title=compiled block failed::error: cannot find 'x'%0A  x + 1\n")
/// ```
public enum GitHubAnnotations {
    /// The workflow commands for `report`'s failures and problems, one a line; empty when
    /// nothing failed.
    public static func text(for report: VerificationReport) -> String {
        var lines: [String] = []
        for block in report.blocks where block.status == .failed {
            let properties = [
                "file=\(property(block.page))",
                "line=\(block.line)",
                "title=\(property("\(block.kind.rawValue) block failed"))",
            ]
            lines.append("::error \(properties.joined(separator: ","))::\(message(block.message ?? "failed"))")
        }
        for problem in report.problems {
            lines.append("::error::\(message(problem))")
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// A message escaped for after the final `::`.
    static func message(_ text: String) -> String {
        var escaped = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    /// A property value escaped for between `::error ` and `::`.
    static func property(_ text: String) -> String {
        message(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
