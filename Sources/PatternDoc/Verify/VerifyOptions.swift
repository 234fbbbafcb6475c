/// What `patterndoc test` is asked to verify, and where it may work.
public struct VerifyOptions: Sendable {
    /// The package whose library products the docs use (absolute path).
    public var packageRoot: String
    /// The docs folder (absolute path).
    public var docs: String
    /// Verify only pages whose path or title contains this text (case-insensitive).
    public var filter: String?
    /// Where the generated workspace, its build and the cached report live.
    public var workDirectory: String
    /// Called with a line of progress as the run goes.
    public var progress: @Sendable (String) -> Void

    /// Options with the usual folders: `<package>/Docs` and `<package>/.build/patterndoc`.
    public init(
        packageRoot: String,
        docs: String? = nil,
        filter: String? = nil,
        workDirectory: String? = nil,
        progress: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.packageRoot = packageRoot
        self.docs = docs ?? "\(packageRoot)/Docs"
        self.filter = filter
        self.workDirectory = workDirectory ?? "\(packageRoot)/.build/patterndoc"
        self.progress = progress
    }

    /// The generated package's folder.
    public var workspace: String { "\(workDirectory)/workspace" }
    /// The report of the last run, reused for pages that did not change.
    public var reportPath: String { "\(workDirectory)/report.json" }
}
