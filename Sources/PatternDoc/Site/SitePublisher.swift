import Foundation

/// `patterndoc build`: verifies the docs (reusing the results of unchanged pages), and when
/// every block passed, renders the site and puts it in place at once.
public enum SitePublisher {
    /// What `patterndoc build` is asked to do.
    public struct Options: Sendable {
        /// Verification options: package, docs folder, progress.
        public var verify: VerifyOptions
        /// Where the site goes; `<package>/_site` by default.
        public var output: String

        /// Options with the usual folders.
        public init(verify: VerifyOptions, output: String? = nil) {
            self.verify = verify
            self.output = output ?? "\(verify.packageRoot)/_site"
        }
    }

    /// What a build did.
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
    public static func publish(_ options: Options) throws -> Result {
        let verified = try Verifier.verifyDocs(options.verify)
        let report = verified.report
        guard report.succeeded else {
            return Result(report: report, indexPath: nil, pageCount: 0, warnings: [], renderSeconds: 0)
        }
        let start = Date()
        let root = options.verify.packageRoot
        let (docs, blocks, package) = (verified.docs, verified.blocks, verified.package)
        let plan = WorkspacePlanner.plan(pages: docs.pages, blocks: blocks, package: package)
        let examples = ExampleFiles.make(plan: plan, package: package, rootPath: "..")
        let input = SiteInput(
            title: package.identity,
            docs: docs,
            docsFolder: relativeFolder(options.verify.docs, in: root),
            blocks: blocks,
            report: report,
            modules: plan.modules,
            exampleFiles: examples
        )
        let site = try SiteBuilder.build(input)
        try SiteWriter.write(site.files, to: options.output)
        return Result(
            report: report,
            indexPath: URL(fileURLWithPath: options.output).appendingPathComponent("index.html").standardizedFileURL.path,
            pageCount: site.pageCount,
            warnings: site.warnings,
            renderSeconds: Date().timeIntervalSince(start)
        )
    }

    /// `Docs` for `/pkg/Docs` in `/pkg`; the folder itself when it is outside the package.
    static func relativeFolder(_ folder: String, in root: String) -> String {
        let folder = URL(fileURLWithPath: folder).standardizedFileURL.path
        let root = URL(fileURLWithPath: root).standardizedFileURL.path
        guard folder.hasPrefix(root + "/") else { return folder }
        return String(folder.dropFirst(root.count + 1))
    }
}
