/// A verification run's report together with what it was made from: the docs as loaded, each
/// page's code blocks, and the package the docs use. The site is built from this value.
struct VerifiedDocs: Sendable {
    /// What the run found.
    var report: VerificationReport
    /// The docs folder as loaded.
    var docs: LoadedDocs
    /// Each page's code blocks, by page path.
    var blocks: [String: [CodeBlock]]
    /// The package, narrowed to the products the docs import.
    var package: PackageUnderTest
    /// The pages made from the doc comments of the package's source files, verified with the
    /// docs but not published as pages; their blocks are in ``blocks`` too.
    var sourcePages: [DocPage] = []
    /// A hash of everything the report's `dependencyHash` covers and of the doc comments of the
    /// package's sources: the API pages show those comments, so their symbol graphs are kept
    /// under this key and written again when a comment changes.
    var sourcesKey: String = ""
}
