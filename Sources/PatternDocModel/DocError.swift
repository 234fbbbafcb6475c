/// A problem in the docs or in their verification that the user has to fix: where it is, what
/// is wrong, and what to do.
///
/// Its description is one compiler-style line, so editors and CI logs link it to the place:
/// `Docs/Scoping.md:12: error: unknown fence attribute 'tset'. Use one of: test, hidden, ...`
/// Throw it (or ``DocErrors``, to report several at once) from any stage that finds a problem
/// the user must fix:
///
/// ```swift
/// import PatternDoc
///
/// let error = DocError(at: SourcePosition(file: "Docs/Scoping.md", line: 12),
///                      "unknown fence attribute 'tset'.", hint: "Use one of: test, hidden.")
/// assert(error.description == "Docs/Scoping.md:12: error: unknown fence attribute 'tset'. Use one of: test, hidden.")
/// assert(error.rendered(as: "warning").hasPrefix("Docs/Scoping.md:12: warning: "))
/// ```
public struct DocError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is, when it is in a file.
    public var position: SourcePosition?
    /// What is wrong.
    public var message: String
    /// What to do about it.
    public var hint: String?

    /// Creates an error.
    public init(at position: SourcePosition?, _ message: String, hint: String? = nil) {
        self.position = position
        self.message = message
        self.hint = hint
    }

    /// `file:line: error: message hint`.
    public var description: String {
        rendered(as: "error")
    }

    /// `file:line: <severity>: message hint`, for problems reported as warnings.
    public func rendered(as severity: String) -> String {
        let place = position.map { "\($0): " } ?? ""
        let advice = hint.map { " \($0)" } ?? ""
        return "\(place)\(severity): \(message)\(advice)"
    }
}

/// Every problem one stage found, so that the user can fix them all in one go instead of one
/// per run.
///
/// Its description is one ``DocError`` line per problem, in the order they were found.
///
/// ```swift
/// let errors = DocErrors([
///     DocError(at: SourcePosition(file: "Docs/Scoping.md", line: 12), "unknown fence attribute 'tset'."),
///     DocError(at: nil, "the docs folder has no pages.", hint: "Add a Markdown file."),
/// ])
/// assert(errors.description == """
///     Docs/Scoping.md:12: error: unknown fence attribute 'tset'.
///     error: the docs folder has no pages. Add a Markdown file.
///     """)
/// ```
public struct DocErrors: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems, in the order found.
    public var errors: [DocError]

    /// Collects problems.
    public init(_ errors: [DocError]) {
        self.errors = errors
    }

    /// One `file:line: error: message hint` line per problem.
    public var description: String {
        errors.map(\.description).joined(separator: "\n")
    }
}
