/// The blocks of one page that compile together, split once, before any file is written.
///
/// A page is one module; a block marked `reset` starts another. Within it, `skip` blocks are
/// left out, `fails` blocks are checked apart, and every other Swift block is verified.
struct DocModule {
    /// The module's name, `DocScoping`.
    var name: String
    /// The page's path, `Docs/Scoping.md`.
    var page: String
    /// The blocks compiled into the module, `test` blocks included, in order.
    var verifiedBlocks: [CodeBlock]
    /// The `fails` blocks of the group, in order.
    var failingBlocks: [CodeBlock]
    /// Each non-test block's split, by block index.
    var splits: [Int: SplitBlock]

    /// Builds a module from a group of Swift blocks.
    init(name: String, page: String, group: [CodeBlock]) {
        self.name = name
        self.page = page
        let compiled = group.filter { $0.attributes.skipReason == nil }
        verifiedBlocks = compiled.filter { $0.attributes.expectedFailure == nil }
        failingBlocks = compiled.filter { $0.attributes.expectedFailure != nil }
        var splits: [Int: SplitBlock] = [:]
        for block in compiled where !block.attributes.isTest || block.attributes.expectedFailure != nil {
            splits[block.index] = BlockSplitter.split(block)
        }
        self.splits = splits
    }

    var testTarget: String { "\(name)Tests" }

    /// The verified blocks that run as part of the program, in order.
    var programBlocks: [CodeBlock] {
        verifiedBlocks.filter { !$0.attributes.isTest && splits[$0.index]?.statements.isEmpty == false }
    }

    /// The verified non-test blocks, whose declarations and statements make the module.
    var sourceBlocks: [CodeBlock] {
        verifiedBlocks.filter { !$0.attributes.isTest }
    }

    /// The `test` blocks, in order.
    var testBlocks: [CodeBlock] {
        verifiedBlocks.filter(\.attributes.isTest)
    }

    /// The `import` declarations written in the module's blocks, first appearance first, for
    /// the generated files that do not contain them.
    var blockImports: [String] {
        var imports: [String] = []
        for block in sourceBlocks {
            for line in splits[block.index]?.imports ?? [] where !imports.contains(line) {
                imports.append(line)
            }
        }
        return imports
    }

    /// What the later stages need to know about the module.
    var planned: PlannedModule {
        var testNames: [Int: [String]] = [:]
        for block in testBlocks {
            testNames[block.index] = BlockSplitter.testNames(in: block.code)
        }
        return PlannedModule(
            name: name,
            page: page,
            testTarget: testTarget,
            blocks: verifiedBlocks,
            programBlocks: programBlocks.map(\.index),
            testNames: testNames
        )
    }
}
