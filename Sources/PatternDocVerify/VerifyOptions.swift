import Foundation
import PatternDocModel
import PatternDocPlan
import PatternDocReport
import PatternDocSupport

/// What `patterndoc test` is asked to verify, and where it may work.
///
/// Make one to run ``Verifier/verify(_:)`` (or ``SitePublisher``) from code: only the package
/// is required; the docs folder and the work folder have the usual defaults, and every other
/// option is the command line's default until you set it.
///
/// ```swift
/// import PatternDoc
///
/// var options = VerifyOptions(packageRoot: "/src/Shop", filter: "Scoping", timeout: 60)
/// options.docComments = false      // the Markdown pages alone, as --no-doc-comments
/// options.traits = ["Tracing"]     // as --traits Tracing
/// assert(options.docs == "/src/Shop/Docs")
/// assert(options.workDirectory.hasPrefix("/src/Shop/.build/"))
/// ```
public struct VerifyOptions: Sendable {
    /// The package whose library products the docs use (absolute path).
    public var packageRoot: String
    /// The docs folder (absolute path).
    public var docs: String
    /// Verify only pages whose path or title contains this text (case-insensitive).
    public var filter: String?
    /// Where the generated workspace, its build and the cached report live.
    public var workDirectory: String
    /// Seconds each doc program and each test run may take before it is stopped, with
    /// everything it started, and its block reported as timed out.
    public var timeout: Double
    /// Whether to wait for another run on the same package to finish (`true`), or to fail at
    /// once (`--no-wait`).
    public var waitForOtherRuns: Bool
    /// The modules blocks may use without importing them (`--implicit-imports`): Foundation
    /// and the package's library modules unless told otherwise.
    public var implicitImports: ImplicitImports = .standard
    /// The package traits to enable besides its default ones (`--traits`): names, or `all`;
    /// empty for the default traits alone.
    public var traits: [String] = []
    /// Whether the fenced Swift blocks in the doc comments of the package's library modules are
    /// verified with the pages (on unless `--no-doc-comments`); see `SourceDocComments`.
    public var docComments = true
    /// Verify only this share of the pages (`--shard K/N`); `nil` for all of them. The report
    /// records the shard, and ``VerificationReport/merged(_:)`` joins the shards' reports.
    public var shard: Shard?
    /// Verdicts to take instead of verifying (`build --from-report`): every page is taken from
    /// this report, which must hold each page as it is now; nothing is built or run.
    public var givenReport: VerificationReport?
    /// The Swift language mode to compile the doc modules in, `5` or `6`; `nil` takes the
    /// package manifest's (`PackageUnderTest.languageMode`), else 6.
    public var languageMode: String?
    /// Called with a line of progress as the run goes.
    public var progress: @Sendable (String) -> Void

    /// Options with the usual folders: `<package>/Docs` and `<package>/.build/patterndoc`.
    public init(
        packageRoot: String,
        docs: String? = nil,
        filter: String? = nil,
        workDirectory: String? = nil,
        timeout: Double = TimeLimit.defaultSeconds,
        waitForOtherRuns: Bool = true,
        progress: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.packageRoot = packageRoot
        self.docs = docs ?? "\(packageRoot)/Docs"
        self.filter = filter
        self.workDirectory = workDirectory ?? PrepareOptions.workDirectory(packageRoot: packageRoot, docs: self.docs)
        self.timeout = timeout
        self.waitForOtherRuns = waitForOtherRuns
        self.progress = progress
    }

    /// What the prepare stage reads of these options.
    var preparing: PrepareOptions {
        var options = PrepareOptions(packageRoot: packageRoot, docs: docs, workDirectory: workDirectory)
        options.docComments = docComments
        options.traits = traits
        options.languageMode = languageMode
        options.progress = progress
        return options
    }

    /// The generated package's folder.
    var workspace: String { "\(workDirectory)/workspace" }
    /// The report of the last run, reused for pages that did not change.
    var reportPath: String { "\(workDirectory)/report.json" }
    /// The package manifests as SwiftPM last dumped them, reused while they are unchanged.
    var manifestDumpsPath: String { "\(workDirectory)/package-dumps.json" }
}
