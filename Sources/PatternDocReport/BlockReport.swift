import PatternDocModel

/// How one code block was verified, and what came of it: one entry of the report.
///
/// Its ``page`` and ``index`` name the block; ``position`` is where an editor should jump:
///
/// ```swift
/// import PatternDoc
///
/// var block = BlockReport(page: "Docs/Guide.md", line: 12, index: 2, kind: .compiled, isHidden: false,
///                         status: .failed, message: "error: cannot find 'counter' in scope")
/// block.endLine = 16
/// assert(block.position.description == "Docs/Guide.md:12")
/// assert(block.kind.rawValue == "compiled" && block.status == .failed)
/// ```
public struct BlockReport: Hashable, Sendable {
    /// How a block is verified, named for the reader of the report and the site; its raw
    /// value is the word the report's JSON and the site's badges use.
    ///
    /// ```swift
    /// import PatternDoc
    ///
    /// assert(BlockReport.Kind(rawValue: "compiledNotRun") == .compiledNotRun)
    /// assert(BlockReport.Kind.output.rawValue == "output")
    /// ```
    public enum Kind: String, Sendable, Codable {
        /// Compiled with its page; its statements, if any, ran.
        case compiled
        /// Compiled with its page; its statements were not run, as its fence (`norun`) says.
        case compiledNotRun
        /// Swift Testing code that was run.
        case test
        /// Ran, and its standard output was compared with the text block after it.
        case output
        /// Ran, and reported the runtime warning it was expected to.
        case warns
        /// Shown to fail to compile, as intended.
        case fails
        /// A package manifest, type-checked as a `Package.swift`.
        case manifest
        /// Not verified, for the written reason.
        case skipped
        /// Not Swift: shown as it is.
        case notSwift
        /// A syntax template: Swift with editor placeholders (`<#name#>`) standing for code the
        /// reader fills in. Shown, not compiled: a placeholder is never meant to compile.
        case template
        /// An illustrative fragment: Swift that uses a name no block of its page and nothing
        /// the package or the toolchain offers declares (`downloadContent()`), standing for code
        /// the reader has elsewhere. Shown, not verified, and counted apart as templates are.
        case fragment
    }

    /// What came of the verification. Only ``failed`` stops `patterndoc build` from
    /// publishing; templates and fragments are counted apart from the rest.
    ///
    /// ```swift
    /// import PatternDoc
    ///
    /// let statuses: [BlockReport.Status] = [.passed, .template, .failed]
    /// assert(statuses.filter { $0 == .failed }.count == 1)
    /// ```
    public enum Status: String, Sendable, Codable {
        /// Verified as the block asked: compiled, ran, tested or failed as expected.
        case passed
        /// Not verified as it asked; the site is not published while any block failed.
        case failed
        /// Not verified, by the author's choice (`skip`, or a language that is not Swift).
        case skipped
        /// A syntax template (``Kind/template``): shown, not compiled, and counted apart from
        /// passes, failures and opt-outs.
        case template
        /// An illustrative fragment (``Kind/fragment``): its message names what it uses that
        /// nothing declares; shown, not verified, and counted apart as templates are.
        case fragment
    }

    /// The page, `Docs/Scoping.md`.
    public var page: String
    /// The line of the block's opening fence.
    public var line: Int
    /// The line of the block's closing fence, so that ``line`` through `endLine` is the whole
    /// block on the page (for a DocC `@Snippet`, whose code is in another file, its directive's
    /// line); `nil` in a report written before end lines were recorded.
    public var endLine: Int?
    /// The block's position among the page's code blocks.
    public var index: Int
    /// How the block was verified.
    public var kind: Kind
    /// Whether the site hides the block (setup code).
    public var isHidden: Bool
    /// What came of it.
    public var status: Status
    /// Why it failed, or the reason it was skipped; for a `fails` block that passed, the
    /// compiler's message, which the site shows under the block.
    public var message: String?
    /// The tests a `test` block holds, as Swift Testing names them.
    public var tests: [String]
    /// Seconds spent on this block's own checks (running its tests or its part of the
    /// program); compile time is shared by the page and not split per block.
    public var seconds: Double
    /// The rendered previews the block's code printed while it ran, in the order it printed
    /// them; the site shows each in a device frame under the block.
    public var previews: [BlockPreview]
    /// For a failed block: why, as the adoption summary groups failures.
    public var cause: FailureCause?
    /// For a failed block that cannot be verified as written: the fence attribute to add,
    /// `skip("elided code")`.
    public var suggestedAttribute: String?
    /// For a hidden block (``isHidden``: setup code the site neither shows nor copies), its
    /// code, so that a reader of the report (a check that the site leaves it out) needs no
    /// Markdown; `nil` for every other block, and in a report written before it was recorded.
    public var code: String?

    /// Creates an entry.
    public init(
        page: String,
        line: Int,
        index: Int,
        kind: Kind,
        isHidden: Bool,
        status: Status,
        message: String? = nil,
        tests: [String] = [],
        seconds: Double = 0,
        previews: [BlockPreview] = []
    ) {
        self.page = page
        self.line = line
        self.index = index
        self.kind = kind
        self.isHidden = isHidden
        self.status = status
        self.message = message
        self.tests = tests
        self.seconds = seconds
        self.previews = previews
    }

    /// Where the block is, `Docs/Scoping.md:12`.
    public var position: SourcePosition { SourcePosition(file: page, line: line) }
}

extension BlockReport.Kind {
    /// The kind a block's attributes ask for.
    package init(_ attributes: FenceAttributes) {
        if !attributes.isSwift {
            self = .notSwift
        } else if attributes.skipReason != nil {
            self = .skipped
        } else if attributes.expectedFailure != nil {
            self = .fails
        } else if attributes.isTest {
            self = .test
        } else if attributes.checksOutput {
            self = .output
        } else if attributes.expectedWarning != nil {
            self = .warns
        } else if attributes.isNotRun {
            self = .compiledNotRun
        } else {
            self = .compiled
        }
    }
}
