import PatternDocModel

/// The generated SwiftPM package in which every doc block is verified, as plain values: the
/// files to write and what the later stages need to know about them.
///
/// ```text
/// let plan = WorkspacePlanner.plan(pages: pages, blocks: blocks, package: package)
/// plan.files["Package.swift"]                          // the manifest
/// plan.files["Sources/DocScoping/Program.swift"]       // the page's statements, in order
/// plan.modules.map(\.name)                             // ["DocScoping", "DocScoping2", ...]
/// ```
package struct WorkspacePlan: Hashable, Sendable {
    /// The files of the package: path relative to the package's folder → contents. The same
    /// input always gives byte-identical files, so unchanged pages are not rebuilt.
    package var files: [String: String]
    /// The doc modules, in page order and, within a page, in block order.
    package var modules: [PlannedModule]
    /// The `fails` blocks, each to be type-checked on its own against the built modules.
    package var failChecks: [FailCheck]
    /// The manifest blocks, each to be type-checked on its own as a `Package.swift`.
    package var manifestChecks: [ManifestCheck]

    /// Creates a plan.
    init(files: [String: String], modules: [PlannedModule], failChecks: [FailCheck], manifestChecks: [ManifestCheck] = []) {
        self.files = files
        self.modules = modules
        self.failChecks = failChecks
        self.manifestChecks = manifestChecks
    }
}

/// One doc module of the workspace: the blocks of one page, or of one `reset` group of it.
///
/// ```text
/// let module = plan.modules[0]
/// module.name           // "DocScoping"
/// module.page           // "Docs/Scoping.md"
/// module.programBlocks  // [0, 2]: `DocRunner DocScoping` prints the marks of blocks 0 and 2
/// module.testNames      // [3: ["incrementing()", "\"Adds one\""]]
/// ```
package struct PlannedModule: Hashable, Sendable {
    /// The module's name, `Doc` and the page's name in UpperCamelCase, plus a number for a
    /// page's later groups and for clashes: `DocScoping`, `DocScoping2`.
    package var name: String
    /// The page's path, `Docs/Scoping.md`.
    package var page: String
    /// The name of the module's test target, `DocScopingTests`. The package has this target
    /// only when ``blocks`` holds a `test` block.
    package var testTarget: String
    /// The blocks verified in this module, in page order, `test` blocks included; not `skip`
    /// or `fails` blocks.
    package var blocks: [CodeBlock]
    /// The indexes (``CodeBlock/index``) of the blocks with statements, in order: the marks
    /// `\u{1E}patterndoc-block:N` that running the module's program prints.
    package var programBlocks: [Int]
    /// For each `test` block's index, its `@Test` functions, as the planner read them.
    package var tests: [Int: [DocTest]]
    /// For each other block's index, its declarations and statements, as the planner split
    /// them: what the runnable examples are written from.
    package var splits: [Int: SplitBlock]
    /// For each block index, its `// Prints` comments that the program checks (see
    /// ``PrintCheck``), numbered within the module.
    package var printChecks: [Int: [PrintCheck]] = [:]
    /// For each non-test block's index, which of its top-level `let`s and `var`s the module
    /// declares as globals (see `TopLevelBindings`), so that an example makes the same ones
    /// globals of its script.
    package var bindings: [Int: BlockBindings] = [:]
    /// The earlier layers of the page whose statements the module's program runs before its
    /// own, first first, because its blocks use what they declare; empty for most modules.
    package var earlierLayers: [String] = []
    /// Every earlier layer of the page the module builds on (since the page's first module or
    /// its last `reset`), first first. The verifier runs a chain of layers once, from its last
    /// module, whose program runs the statements of these before its own: each block's
    /// statements run once, in page order, and the values they set are there for the later
    /// layers.
    package var layers: [String] = []
    /// The file names the `#sourceLocation`s of the declarations it carries from earlier layers
    /// give (``CarriedDeclaration``), each with the index of the block of this module an error
    /// there is blamed on.
    package var carriedSources: [String: Int] = [:]
    /// The declarations it carries from earlier layers, each at its line of the page, in page
    /// order: what its example declares again in its scope.
    package var carried: [BlockSplitter.Chunk] = []
    /// The names the module's non-test blocks declare at file scope (types and functions, not
    /// top-level `let`s and `var`s): a script that makes the module's bindings globals has
    /// these bound at its top level already.
    package var fileScopeNames: Set<String> = []
    /// The names the file-scope declarations of the module's non-test blocks use as names of
    /// their own scope (`ScopeReferences`): when one is a global binding, the module's example
    /// makes its bindings globals of its script.
    package var namesUsedByDeclarations: Set<String> = []
    /// The names the top-level items of the module's non-test blocks use as names of their
    /// own scope: a later layer that uses a global binding of the first module of its example
    /// makes the example's bindings globals too.
    package var namesUsed: Set<String> = []

    /// For each `test` block's index, the names Swift Testing prints for its tests
    /// (``DocTest/consoleName``).
    var testNames: [Int: [String]] {
        tests.mapValues { $0.map(\.consoleName) }
    }

    /// Creates a planned module.
    init(
        name: String,
        page: String,
        testTarget: String,
        blocks: [CodeBlock],
        programBlocks: [Int],
        tests: [Int: [DocTest]] = [:],
        splits: [Int: SplitBlock] = [:]
    ) {
        self.name = name
        self.page = page
        self.testTarget = testTarget
        self.blocks = blocks
        self.programBlocks = programBlocks
        self.tests = tests
        self.splits = splits
    }
}

/// A `fails` block, as a standalone Swift file to type-check against the built workspace.
///
/// The file imports the package's modules and the block's module with `@testable`, so the
/// block sees every declaration of its group (later ones too) but none of its statements'
/// values; its own declarations stay at file scope and its statements go in
/// `__patterndocFailingBlock()`, each chunk under a `#sourceLocation` of the page.
package struct FailCheck: Hashable, Sendable {
    /// The block that must not compile.
    package var block: CodeBlock
    /// The module whose declarations the block may use.
    package var module: String
    /// The file to type-check.
    package var source: String

    /// Creates a check.
    init(block: CodeBlock, module: String, source: String) {
        self.block = block
        self.module = module
        self.source = source
    }
}

extension WorkspacePlan {
    /// The targets the plan writes for its doc modules: each module's, and its test target
    /// when it has test blocks; the runner left out.
    package var docTargets: Set<String> {
        Set(modules.flatMap { module in module.tests.isEmpty ? [module.name] : [module.name, module.testTarget] })
    }
}
