import PatternDocExtract
import PatternDocLoad
import PatternDocModel
import PatternDocPackage
import PatternDocPlan

/// How much of each module's public API is documented, as `rustdoc --show-coverage` reports
/// it: how many public symbols there are, how many carry a doc comment, and how many carry an
/// example (a fenced Swift block in the comment).
///
/// Two sources give the figures. ``init(packageRoot:)`` reads symbol graphs (`patterndoc
/// coverage`, which needs a build); only declarations count there, as members a type gets from
/// a protocol extension are the extension's. `init(declarations:modules:examples:verified:)`
/// reads what `SourceDocComments` found in the sources, with no build, and also counts the
/// examples that were verified: every `patterndoc test` and `build` does that. Both read a
/// comment's examples from the code blocks the prepare stage extracted from the doc comments,
/// never from the comment text again.
///
/// Read it from a report (``VerificationReport/coverage``), or count it for a package that
/// builds, as `patterndoc coverage` does:
///
/// ```swift norun
/// import PatternDoc
///
/// func printCoverage(ofPackageAt root: String) throws {
///     let coverage = try DocCoverage(packageRoot: root)   // builds the package's symbol graphs
///     print(coverage.summary)   // "Shop: 40 of 42 public symbols documented (95.2%), 12 with an example"
/// }
/// ```
public struct DocCoverage: Hashable, Sendable {
    /// One module's figures; ``documentedPercent`` is the share a coverage goal is set on.
    ///
    /// ```swift
    /// import PatternDoc
    ///
    /// let shop = DocCoverage.Module(name: "Shop", symbols: 40, documented: 30, withExamples: 12, verified: 12)
    /// assert(shop.documentedPercent == 75)
    /// assert(DocCoverage(modules: [shop]).summary == "Shop: 30 of 40 public symbols documented (75.0%), 12 with an example, 12 verified")
    /// ```
    public struct Module: Hashable, Sendable {
        /// The module's name.
        public var name: String
        /// Its public symbols.
        public var symbols: Int
        /// Those with a doc comment that says something.
        public var documented: Int
        /// Those whose comment holds a Swift example.
        public var withExamples: Int
        /// Those whose comment holds a Swift example that passed verification; `nil` when the
        /// examples were not verified.
        public var verified: Int?

        /// Creates a module's figures.
        public init(name: String, symbols: Int, documented: Int, withExamples: Int, verified: Int? = nil) {
            self.name = name
            self.symbols = symbols
            self.documented = documented
            self.withExamples = withExamples
            self.verified = verified
        }

        /// The documented share, 0 to 100.
        public var documentedPercent: Double {
            symbols == 0 ? 100 : Double(documented) * 100 / Double(symbols)
        }
    }

    /// The modules, in the reference's order.
    public var modules: [Module]

    /// Figures put together from modules counted elsewhere (another tool's, or a report's
    /// modules filtered): ``summary`` prints them as `patterndoc coverage` does.
    public init(modules: [Module]) {
        self.modules = modules
    }

    /// Counts the public symbols of every library module of the package at `packageRoot`, as
    /// its symbol graphs list them (`swift package dump-symbol-graph` builds the package): what
    /// `patterndoc coverage` prints.
    ///
    /// A symbol's examples are the code blocks of its doc comment as the prepare stage of the
    /// docs in `Docs/` extracted them from the package's `.swift` files (it reads the comments
    /// of every library module, as the site's API pages show them all); a package without docs
    /// has its doc comments read here.
    ///
    /// - Throws: ``DocError`` when the package cannot be inspected or does not build.
    public init(packageRoot: String) throws {
        let package = try PackageInspector.inspect(root: packageRoot)
        let reference = try APIReference.load(package: package)
        self.init(reference, commentBlocks: Self.commentBlocks(shownBy: reference, packageRoot: packageRoot, package: package))
    }

    /// Counts the symbols of `reference`; a documented symbol has an example when one of
    /// `commentBlocks` (the doc comments' code blocks, by `.swift` file) is a Swift block (a plain
    /// fence is one, as extracted) that opens on a line of its comment.
    init(_ reference: APIReference, commentBlocks: [String: [CodeBlock]]) {
        let swiftFences = commentBlocks.mapValues { blocks in
            Set(blocks.filter(\.attributes.isSwift).map(\.fenceLine))
        }
        modules = reference.modules.map { name in
            let symbols = reference.symbols.filter { $0.module == name && !$0.isSynthesized }
            let documented = symbols.filter { $0.documentation.map { !$0.isEmpty } ?? false }
            let withExamples = documented.filter { symbol in
                guard let comment = symbol.documentation, let file = comment.file, let fences = swiftFences[file] else { return false }
                return comment.sourceLines.contains { $0.map(fences.contains) ?? false }
            }
            return Module(name: name, symbols: symbols.count, documented: documented.count, withExamples: withExamples.count)
        }
    }

    /// The doc-comment blocks of every module `reference` shows, by `.swift` file: those the
    /// prepare stage extracted for the docs of the package at `packageRoot`, which read the
    /// comments of the modules the API pages show; when the package has no docs to prepare (no
    /// `Docs` folder, or one that cannot be loaded), or they did not read every module of
    /// `reference`, every module's, extracted once here.
    private static func commentBlocks(shownBy reference: APIReference, packageRoot: String, package: PackageUnderTest) -> [String: [CodeBlock]] {
        guard let prepared = try? DocsPreparer.prepare(PrepareOptions(packageRoot: packageRoot), package: package),
            Set(reference.modules).isSubset(of: prepared.documentedModules)
        else {
            return CodeBlockExtractor.blocksByPage(SourceDocComments.load(modules: reference.modules, of: package).pages)
        }
        return prepared.commentBlocks
    }

    /// Counts `declarations` of `modules`, in that order. A declaration has an example when
    /// one of `examples` (the opening fences of Swift blocks in doc comments) is within its doc
    /// comment, and a verified one when one of `verified` (the fences of those that passed) is;
    /// `verified` is `nil` when the examples were not verified.
    package init(
        declarations: [PublicDeclaration],
        modules names: [String],
        examples: [SourcePosition],
        verified: [SourcePosition]?
    ) {
        let examplesByFile = Dictionary(grouping: examples, by: \.file)
        let verifiedByFile = Dictionary(grouping: verified ?? [], by: \.file)
        // An underscored name is public for technical reasons only, and DocC and the symbol
        // graphs leave it out; so does the count.
        let byModule = Dictionary(grouping: declarations.filter { !$0.isUnderscored }, by: \.module)
        modules = names.map { name in
            let declared = byModule[name] ?? []
            var module = Module(name: name, symbols: declared.count, documented: 0, withExamples: 0, verified: verified == nil ? nil : 0)
            for declaration in declared {
                guard let lines = declaration.docLines else { continue }
                module.documented += 1
                if (examplesByFile[declaration.file] ?? []).contains(where: { lines.contains($0.line) }) {
                    module.withExamples += 1
                }
                if (verifiedByFile[declaration.file] ?? []).contains(where: { lines.contains($0.line) }) {
                    module.verified? += 1
                }
            }
            return module
        }
    }

    /// One line per module: `Composable: 812 of 835 public symbols documented (97.2%), 40 with
    /// an example`, and `, 38 verified` when examples were verified.
    public var summary: String {
        modules.map { module in
            let percent = (module.documentedPercent * 10).rounded() / 10
            let verified = module.verified.map { ", \($0) verified" } ?? ""
            return "\(module.name): \(module.documented) of \(module.symbols) public symbols documented "
                + "(\(percent)%), \(module.withExamples) with an example\(verified)"
        }
        .joined(separator: "\n")
    }
}
