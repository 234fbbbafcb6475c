import PatternDocModel
import PatternDocPlan
import PatternDocReport

// What the compiler and the test runner report about generated code, named by the source
// names the planner gave pages (``SourceName``), mapped back to the pages' paths: the
// verifier's business, as it runs them.

extension CompilerDiagnostic {
    /// The diagnostic with its file mapped back from a source name to its page's path.
    func inPage(_ sourceNames: [String: String]) -> CompilerDiagnostic {
        guard let page = sourceNames[file] else { return self }
        var copy = self
        copy.file = page
        return copy
    }
}

extension TestEvents {
    /// The events with issue locations mapped back from source names to page paths.
    func inPages(_ sourceNames: [String: String]) -> TestEvents {
        guard !sourceNames.isEmpty else { return self }
        var copy = self
        copy.issues = issues.map { issue in
            var issue = issue
            if let position = issue.position, let page = sourceNames[position.file] {
                issue.position = SourcePosition(file: page, line: position.line)
            }
            return issue
        }
        return copy
    }
}
