import Foundation
import PatternDocExamples
import PatternDocLayout
import PatternDocModel
import PatternDocPackage
import PatternDocReport
import PatternDocSupport
import PatternDocSymbols
import PatternDocVerify

/// `patterndoc build`: verifies the docs (reusing the results of unchanged pages), and when
/// every block passed, renders the site and puts it in place at once.
///
/// Use it from a tool that builds a package's site: a site is published only when every
/// block passed, and never over a folder patterndoc did not write. It builds and runs the
/// docs' code first:
///
/// ```swift norun
/// import PatternDoc
///
/// func buildShopSite() throws {
///     let options = SitePublisher.Options(verify: VerifyOptions(packageRoot: "/src/Shop"), output: "/src/Shop/public")
///     let result = try SitePublisher.publish(options)
///     guard let index = result.indexPath else {
///         print(FailureSummary.text(for: result.report), terminator: "")
///         return
///     }
///     print("Built \(result.pageCount) pages at \(index)")
/// }
/// ```
public enum SitePublisher {
    /// What `patterndoc build` is asked to do: the verification, where the site goes
    /// (`<package>/_site` by default) and what it holds.
    ///
    /// ```swift
    /// import PatternDoc
    ///
    /// let options = SitePublisher.Options(verify: VerifyOptions(packageRoot: "/src/Shop"), includesAPI: false)
    /// assert(options.output == "/src/Shop/_site" && !options.refusesRemoteImages)
    /// ```
    public struct Options: Sendable {
        /// Verification options: package, docs folder, progress.
        public var verify: VerifyOptions
        /// Where the site goes; `<package>/_site` by default.
        public var output: String
        /// Whether an image from another site (`https://…`) stops the build instead of being a
        /// warning; `--no-remote-images`.
        public var refusesRemoteImages: Bool
        /// Whether the site gets API pages for the package's library modules, or a DocC
        /// catalog's for its module (and checks ` ``Symbol`` ` links against them); `--no-api`
        /// turns it off. The examples in those modules' doc comments are verified either way,
        /// as `patterndoc test` verifies them, so that `test`, `build` and `build --no-api`
        /// verify the same blocks and reuse each other's results.
        public var includesAPI: Bool

        /// Options with the usual folders.
        public init(verify: VerifyOptions, output: String? = nil, refusesRemoteImages: Bool = false, includesAPI: Bool = true) {
            self.verify = verify
            self.output = output ?? "\(verify.packageRoot)/_site"
            self.refusesRemoteImages = refusesRemoteImages
            self.includesAPI = includesAPI
        }
    }

    /// What a build did: the report always, and the site's `index.html` only when it was
    /// published; warnings did not stop it, each at its `file:line`.
    ///
    /// ```swift norun
    /// import PatternDoc
    ///
    /// func buildAndWarn(_ options: SitePublisher.Options) throws -> Bool {
    ///     let result = try SitePublisher.publish(options)
    ///     for warning in result.warnings { print(warning.rendered(as: "warning")) }
    ///     return result.indexPath != nil
    /// }
    /// ```
    public struct Result: Sendable {
        /// The verification report the site shows.
        public var report: VerificationReport
        /// The site's `index.html`, when the site was published.
        public var indexPath: String?
        /// How many doc pages were rendered.
        public var pageCount: Int
        /// Warnings that did not stop the build, at their file:line.
        public var warnings: [DocError]
        /// Seconds the rendering took (verification excluded).
        public var renderSeconds: Double
    }

    /// Verifies, then renders and publishes when everything passed; a failed verification
    /// publishes nothing and leaves the previous site in place.
    ///
    /// The output folder is checked first (`SiteWriter.folder`): a file, the package, the
    /// docs, or a folder of files patterndoc did not write is refused before any work is done.
    /// The package's `RunLock` is held from verification to the last file written.
    public static func publish(_ options: Options) throws -> Result {
        try SiteWriter.folder.check(options.output, package: options.verify.packageRoot, docs: options.verify.docs)
        // Before verification, which may take minutes: an installation without its resources
        // could never publish.
        _ = try SiteAssets.files()
        let lock = try RunLock.acquire(for: options.verify)
        defer { lock.release() }
        let verified = try Verifier.verifyDocsHoldingLock(options.verify)
        let report = verified.report
        guard report.succeeded else {
            return Result(report: report, indexPath: nil, pageCount: 0, warnings: [], renderSeconds: 0)
        }
        let start = Date()
        let (docs, package) = (verified.docs, verified.package)
        // The verifier's plan holds the doc-comment pages' modules too; the site shows the
        // Markdown pages' examples.
        let markdownPages = Set(docs.pages.map(\.path))
        let modules = (verified.plan?.modules ?? []).filter { markdownPages.contains($0.page) }
        let api = try apiReference(options, package: package, modules: verified.prepared.apiModules, key: verified.sourcesKey)
        // The site takes the verified docs over: once its input is made nothing else holds the
        // prepared pages, and the site builder lets each page's blocks go as it renders it.
        var input: SiteInput? = SiteInput(
            title: package.identity,
            docs: docs,
            docsFolder: docs.folder,
            blocks: verified.prepared.blocks,
            report: report,
            modules: modules,
            examples: ExampleFiles.programs(of: modules, package: package),
            refusesRemoteImages: options.refusesRemoteImages,
            api: api,
            // The prepare stage read the doc comments of every module the API pages show, and
            // the run verified their examples: each block has its entry in the report.
            commentBlocks: api == nil ? [:] : verified.prepared.commentBlocks,
            pageHashes: verified.prepared.pageHashes,
            pageReports: verified.pageReports
        )
        _ = consume verified
        var site: (warnings: [DocError], pageCount: Int) = ([], 0)
        // The replaced site is kept in the work folder, for the next build to overwrite.
        try SiteWriter.write(to: options.output, spareFolder: "\(options.verify.workDirectory)/previous-site") { files in
            // Built once, so handed over: the builder is the input's only holder.
            guard let taken = input.take() else { return }
            site = try SiteBuilder.build(consume taken, files: files)
        }
        return Result(
            report: report,
            indexPath: URL(fileURLWithPath: options.output).appendingPathComponent("index.html").standardizedFileURL.path,
            pageCount: site.pageCount,
            warnings: site.warnings,
            renderSeconds: Date().timeIntervalSince(start)
        )
    }

    /// The API the site shows: that of `modules`, the modules the prepare stage chose (and
    /// whose doc comments the run verified), unless `--no-api` or there are none. The symbol
    /// graphs are kept under the verification's sources key, and written again only when
    /// something the package's build reads, or a doc comment, changed.
    private static func apiReference(_ options: Options, package: PackageUnderTest, modules: [String], key: String) throws -> APIReference? {
        guard options.includesAPI, !modules.isEmpty else { return nil }
        return try SymbolGraphStore(folder: "\(options.verify.workDirectory)/symbolgraphs")
            .reference(of: package, modules: modules, key: key, progress: options.verify.progress)
    }
}
