import PatternDocLoad
import PatternDocPackage
import PatternDocPlan
import PatternDocReport

/// A verification run's report together with what it was made from: the prepared docs (pages,
/// blocks, the narrowed package) and the plan of the workspace the blocks were built in. The
/// site, its runnable examples and its API pages are built from this value, so that nothing
/// after verification loads, extracts or plans again.
package struct VerifiedDocs: Sendable {
    /// What the run found.
    package var report: VerificationReport
    /// The report's entries page by page, made with the report: what the site reads each
    /// page's verdicts from.
    package var pageReports: PageReports
    /// What the run started from.
    package var prepared: PreparedDocs
    /// The plan of the workspace as the run built it (every page's modules, the doc-comment
    /// pages' included); `nil` only when nothing changed and the caller wanted the report alone.
    package var plan: WorkspacePlan?
    /// A hash of everything the report's `dependencyHash` covers and of the doc comments of the
    /// package's sources: the API pages show those comments, so their symbol graphs are kept
    /// under this key and written again when a comment changes.
    package var sourcesKey: String = ""

    /// The docs folder as loaded.
    package var docs: LoadedDocs { prepared.docs }
    /// The package, narrowed to the products the docs import.
    package var package: PackageUnderTest { prepared.package }
}
