import PatternDocModel
import PatternDocPackage

/// Turns the pages' code blocks into the files of one generated SwiftPM package, where every
/// Swift block is compiled, run or tested in a single build.
///
/// Each page is one module (`Docs/Scoping.md` → `DocScoping`); a block marked `reset` starts
/// another (`DocScoping2`). A page reads as one Swift script, as `main.swift` would: in a
/// module, every verified block's declarations go to `Sources/<M>/Declarations.swift`, and so
/// do the plain top-level `let`s and `var`s that its functions and types, its `test` and `fails`
/// blocks or a later layer of the page use, as globals whose values start on the main actor
/// (`TopLevelBindings`); its other statements, other bindings included, go into
/// `Sources/<M>/Program.swift`, each block's nested in the previous block's
/// scope (as Scala mdoc does) so later blocks see earlier values, and each global used where
/// the page declares it, which starts it in page order.
///
/// A block that declares a name an earlier block of its module declared (the second
/// `struct Example` of a page, a second `var total`) starts a new **layer**: a module that
/// imports the earlier ones of the page with `@testable import`, so it sees everything they
/// declared and its own declarations shadow only what it redeclares (a `typealias` settles a
/// type several layers declared; a layer whose function or variable a later one redeclares
/// is imported name by name without it, see `LayerImports`). A layer that uses what earlier
/// layers declared runs their statements before its own, so their values are there. `test`
/// blocks go whole to `Tests/<M>Tests/Tests.swift`. `skip` blocks are left out; `fails` blocks become
/// ``FailCheck``s, and package manifests ``ManifestCheck``s. Every chunk of code sits between `#sourceLocation` directives naming the
/// Markdown file and line, so diagnostics and test failures point at the page.
///
/// ```text
/// let plan = WorkspacePlanner.plan(
///     pages: [DocPage(path: "Docs/Scoping.md", title: "Scoping", markdown: text)],
///     blocks: ["Docs/Scoping.md": extractedBlocks],
///     package: package
/// )
/// // plan.files: Package.swift, Sources/DocScoping/{Declarations,Program}.swift,
/// //             Tests/DocScopingTests/Tests.swift, Sources/DocRunner/main.swift
/// ```
///
/// Then `swift build --build-tests` builds everything, `DocRunner DocScoping` runs the page's
/// statements, and `swift test --filter DocScopingTests` runs its tests.
package enum WorkspacePlanner {
    /// The workspace for `pages`, in order, with each page's blocks from `blocks` (keyed by
    /// page path, in page order), depending on `package`; `options` says what every file
    /// imports and which blocks to leave out.
    package static func plan(
        pages: [DocPage],
        blocks: [String: [CodeBlock]],
        package: PackageUnderTest,
        options: PlanOptions = PlanOptions()
    ) -> WorkspacePlan {
        plan(pages: pages, blocks: LexedBlocks(blocks), package: package, options: options)
    }

    /// The workspace for `pages` from blocks lexed beforehand: planning again with other
    /// `options` (more blocks left out) reads each block's facts from `blocks` and lexes nothing.
    package static func plan(
        pages: [DocPage],
        blocks: LexedBlocks,
        package: PackageUnderTest,
        options: PlanOptions = PlanOptions()
    ) -> WorkspacePlan {
        var names = ModuleNames(reserved: package.targetNames)
        let modules = pages.flatMap { Self.modules(of: $0, blocks: blocks, names: &names, options: options) }
        let imports = options.implicitImports ?? package.importedModules
        let commentPackages = docCommentPackages(of: pages, blocks: blocks, package: package, imports: imports)
        let manifest = WorkspaceManifest(modules: modules, package: package, pagePackages: commentPackages)
        var files = [
            "Package.swift": manifest.manifest,
            "Sources/DocRunner/main.swift": manifest.runner,
        ]
        var failChecks: [FailCheck] = []
        for module in modules {
            let moduleFiles = Self.moduleFiles(module, package: commentPackages[module.page] ?? package, packageImports: package.importedModules,
                                          imports: imports, options: options)
            files.merge(moduleFiles.files) { first, _ in first }
            failChecks += moduleFiles.failChecks
        }
        let manifestChecks = pages.flatMap { page in
            (blocks[page.path] ?? []).filter { ManifestCheck.isManifest($0, in: blocks) }.map { ManifestCheck(block: $0, in: blocks) }
        }
        return WorkspacePlan(files: files, modules: modules.map(\.planned), failChecks: failChecks, manifestChecks: manifestChecks)
    }

    /// The modules of `page`, one per group of its blocks that keeps a block to verify, each
    /// with the earlier layers of its chain (a group that is no layer starts a new chain) and
    /// what it carries over from them.
    private static func modules(of page: DocPage, blocks: LexedBlocks, names: inout ModuleNames, options: PlanOptions) -> [DocModule] {
        let base = ModuleNames.base(forPageNamed: page.name)
        // The modules of the page, each with whether it starts a new chain of layers.
        var planned: [(name: String, blocks: [PreparedBlock], startsChain: Bool)] = []
        var startsChain = true
        for group in groups(blocks[page.path] ?? [], lexed: blocks) {
            let name = names.claim(base)
            if !group.isLayer { startsChain = true }
            let kept = group.blocks.filter { !options.leftOut.contains(BlockID($0.planned)) }.map { block in
                var block = block
                if options.notRun.contains(BlockID(block.planned)) { block.planned.attributes.isNotRun = true }
                return block
            }
            guard kept.contains(where: \.isCompiled) else { continue }
            planned.append((name, kept, startsChain))
            startsChain = false
        }
        let usedLater = LaterLayerUses.of(planned.map { ($0.blocks, $0.startsChain) }, lexed: blocks)
        var modules: [DocModule] = []
        var chain: [DocModule] = []
        for (position, module) in planned.enumerated() {
            if module.startsChain { chain = [] }
            var module = DocModule(
                name: module.name, page: page.path, group: module.blocks, layers: chain.map(\.asLayer), lexed: blocks,
                usedOutside: usedLater[position]
            )
            module.carry(over: chain, usedLater: usedLater[position])
            modules.append(module)
            chain.append(module)
        }
        return modules
    }

    /// The files of `module`, seen from `pagePackage` (the package as its page sees it), with
    /// `imports` (and the page package's own modules the package's lack) imported; with
    /// `importsWhenUsed`, also each of ``usedImports`` its blocks use.
    private static func moduleFiles(
        _ module: DocModule,
        package pagePackage: PackageUnderTest,
        packageImports: [String],
        imports: [String],
        options: PlanOptions
    ) -> ModuleFiles {
        let pageImports = imports + pagePackage.importedModules.filter { !packageImports.contains($0) && !imports.contains($0) }
        var moduleFiles = ModuleFiles(module: module, package: pagePackage, implicitImports: pageImports)
        if options.importsWhenUsed {
            moduleFiles.usedImports = Self.usedImports.compactMap { module, words in
                guard !imports.contains(module) else { return nil }
                let uses = moduleFiles.module.verifiedBlocks.contains { block in words.contains { block.code.contains($0) } }
                return uses ? module : nil
            }
        }
        return moduleFiles
    }

    /// The package as each doc-comment page whose module the package (narrowed to what the
    /// Markdown pages use) lacks sees it, by page path (`PackageUnderTest.usedByDocComments`):
    /// its own module imported where `imports` (every file's) hold the package's modules.
    private static func docCommentPackages(
        of pages: [DocPage],
        blocks: LexedBlocks,
        package: PackageUnderTest,
        imports: [String]
    ) -> [String: PackageUnderTest] {
        let implicitly = package.importedModules.allSatisfy(imports.contains)
        var packages: [String: PackageUnderTest] = [:]
        for page in pages {
            guard let module = page.sourceModule else { continue }
            let used = package.usedByDocComments(of: module, importing: (blocks[page.path] ?? []).lazy.map(\.planned), implicitly: implicitly)
            if used != package { packages[page.path] = used }
        }
        return packages
    }

    /// Modules a block may use without importing them, as code written for Apple's platforms
    /// does, and the words that show it does: Observation (which `import SwiftUI` brings), and
    /// FoundationNetworking (`URLSession` is in Foundation on Apple's platforms, not on Linux).
    static let usedImports: [(module: String, words: [String])] = [
        ("Observation", ["@Observable", "@Perceptible", "@ObservationIgnored", "@ObservationTracked", "withObservationTracking"]),
        ("FoundationNetworking", ["URLSession", "URLRequest", "URLResponse", "HTTPURLResponse"]),
    ]

    /// A run of a page's blocks that compile in one module.
    struct BlockGroup: Equatable {
        /// The Swift blocks, those not compiled (`skip` blocks, templates, ...) included.
        var blocks: [PreparedBlock]
        /// Whether the group is a new layer over the group before it (its module imports the
        /// earlier ones and sees their declarations) rather than a fresh start (the page's first
        /// group, or a `reset` block's).
        var isLayer: Bool
    }

    /// A page's Swift blocks cut into modules: a `reset` block starts a fresh one, and a block
    /// that declares a name an earlier block of the same module declared starts a new layer,
    /// so that `struct Example` may be declared block after block as docs do. Groups with
    /// nothing to compile (only `skip` blocks, templates, continuations, ...) are dropped.
    ///
    /// A block whose code comes from another file (a DocC snippet) is a program of its own: it
    /// gets a module of its own, after the page's others, and the page's blocks go on as if it
    /// were not there.
    static func groups(_ blocks: [CodeBlock]) -> [BlockGroup] {
        let prepared = PreparedPage(blocks: blocks).blocks
        return groups(prepared, lexed: LexedBlocks(Dictionary(grouping: prepared, by: \.block.page)))
    }

    /// The groups of `blocks`, whose facts `lexed` holds.
    static func groups(_ blocks: [PreparedBlock], lexed: LexedBlocks) -> [BlockGroup] {
        var groups: [BlockGroup] = []
        var names = GroupNames()
        for block in blocks where block.planned.attributes.isSwift && block.planned.sourceFile == nil && !ManifestCheck.isManifest(block, in: lexed) {
            let attributes = block.planned.attributes
            let compiled = block.isCompiled && attributes.expectedFailure == nil
            let test = attributes.isTest
            var declared = compiled ? names.declared(by: lexed.facts(of: block), test: test) : GroupNames.Declared()
            if groups.isEmpty || attributes.startsNewModule || names.clashes(with: declared, test: test) {
                let isLayer = !groups.isEmpty && !attributes.startsNewModule
                groups.append(BlockGroup(blocks: [], isLayer: isLayer))
                names = isLayer ? names.nextLayer() : GroupNames()
                // A fresh module has no locals that could keep a binding from being a global.
                if compiled { declared = names.declared(by: lexed.facts(of: block), test: test) }
            }
            groups[groups.count - 1].blocks.append(block)
            names.add(declared, test: test)
        }
        for block in blocks where block.planned.attributes.isSwift && block.planned.sourceFile != nil {
            groups.append(BlockGroup(blocks: [block], isLayer: false))
        }
        return groups.filter { $0.blocks.contains(where: \.isCompiled) }
    }
}
